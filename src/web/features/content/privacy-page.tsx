import { PageShell } from '../../ui/page-shell';

export function PrivacyPage() {
  return <PageShell title="Politique de confidentialité" metaTitle="Politique de confidentialité" description="Comment CV Suisse traite vos données personnelles." />;
}
