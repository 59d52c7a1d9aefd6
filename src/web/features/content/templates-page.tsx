import { PageShell } from '../../ui/page-shell';

export function TemplatesPage() {
  return <PageShell title="Modèles de CV" metaTitle="Modèles de CV" description="Choisissez un modèle, personnalisez-le en suivant nos conseils et téléchargez-le en PDF." />;
}
