import { PageShell } from '../../ui/page-shell';

export function PaymentSuccessPage() {
  return <PageShell title="Paiement confirmé" metaTitle="Paiement confirmé" />;
}
