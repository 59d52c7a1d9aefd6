import { PageShell } from '../../ui/page-shell';

export function LoginPage() {
  return <PageShell title="Connexion" metaTitle="Connexion" description="Connectez-vous à votre compte CV Suisse." />;
}
