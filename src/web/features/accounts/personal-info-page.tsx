import { PageShell } from '../../ui/page-shell';

export function PersonalInfoPage() {
  return <PageShell title="Mes informations personnelles" metaTitle="Mes informations personnelles" />;
}
