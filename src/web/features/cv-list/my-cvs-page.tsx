import { PageShell } from '../../ui/page-shell';

export function MyCvsPage() {
  return <PageShell title="Curriculum vitae" metaTitle="Mes CV" />;
}
