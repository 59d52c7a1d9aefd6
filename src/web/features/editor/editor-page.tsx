import { PageShell } from '../../ui/page-shell';

export function EditorPage() {
  return <PageShell title="Éditeur de CV" metaTitle="Éditeur de CV" />;
}
