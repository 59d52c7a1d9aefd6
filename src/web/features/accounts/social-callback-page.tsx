import { PageShell } from '../../ui/page-shell';

export function SocialCallbackPage() {
  return <PageShell title="Connexion en cours" metaTitle="Connexion" />;
}
