import { PageShell } from '../../ui/page-shell';

export function AboutPage() {
  return <PageShell title="À propos" metaTitle="À propos" description="Qui sommes-nous ?" />;
}
