import { PageShell } from '../../ui/page-shell';

export function ContactPage() {
  return <PageShell title="Contact" metaTitle="Contact" description="Écrivez-nous." />;
}
