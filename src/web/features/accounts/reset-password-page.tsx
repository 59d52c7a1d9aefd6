import { PageShell } from '../../ui/page-shell';

export function ResetPasswordPage() {
  return <PageShell title="Nouveau mot de passe" metaTitle="Nouveau mot de passe" />;
}
