import { PageShell } from '../../ui/page-shell';

export function VerifyEmailPage() {
  return <PageShell title="Vérification de votre adresse e-mail" metaTitle="Vérification de l’adresse e-mail" />;
}
