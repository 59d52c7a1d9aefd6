import { PageShell } from '../../ui/page-shell';

export function TermsPage() {
  return <PageShell title="Conditions générales" metaTitle="Conditions générales" description="Les conditions générales d'utilisation et de vente de CV Suisse." />;
}
