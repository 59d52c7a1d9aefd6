import { PageShell } from '../../ui/page-shell';

export function SecurityPage() {
  return <PageShell title="Modifier le mot de passe" metaTitle="Sécurité" />;
}
