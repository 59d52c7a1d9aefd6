import { PageShell } from '../../ui/page-shell';

export function HomePage() {
  return <PageShell title="Créez votre CV suisse en quelques minutes" metaTitle="CV Suisse – Créez un CV suisse professionnel en ligne" description="Six modèles professionnels, un aperçu en direct et un PDF prêt à envoyer aux employeurs en Suisse." />;
}
