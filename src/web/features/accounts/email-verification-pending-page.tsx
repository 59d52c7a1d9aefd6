import { PageShell } from '../../ui/page-shell';

export function EmailVerificationPendingPage() {
  return <PageShell title="Vérifiez votre adresse e-mail" metaTitle="Vérifiez votre adresse e-mail" />;
}
