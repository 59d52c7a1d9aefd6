import { PageShell } from '../../ui/page-shell';

export function PaymentPage() {
  return <PageShell title="Paiement" metaTitle="Paiement" />;
}
