import { PageShell } from '../../ui/page-shell';

export function PricingPage() {
  return <PageShell title="Tarifs" metaTitle="Tarifs" description="Essai de 14 jours pour 1 €, puis abonnement mensuel, trimestriel ou annuel." />;
}
