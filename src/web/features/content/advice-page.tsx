import { PageShell } from '../../ui/page-shell';

export function AdvicePage() {
  return <PageShell title="Conseils pour un CV suisse" metaTitle="Conseils pour un CV suisse" description="Comment rédiger un CV adapté au marché suisse." />;
}
