import { PageShell } from '../../ui/page-shell';

export function SubscriptionPage() {
  return <PageShell title="Abonnement" metaTitle="Abonnement" />;
}
