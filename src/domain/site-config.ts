/**
 * What the server tells the web app about this installation, embedded in index.html so
 * that pages render without waiting for a call. Only public facts: never a secret.
 */
export interface SiteConfig {
  company: { name: string; address: string; supportEmail: string; socialUrl: string };
  publicUrl: string;
  payments: { mode: 'stripe' | 'demo'; publishableKey: string | null };
  /** `outbox`: no e-mail leaves the server (local run, or MAIL=outbox); the pages that promise one say so. */
  mail: { mode: 'smtp' | 'outbox' };
  social: { google: boolean; linkedin: boolean; apple: boolean };
  /**
   * Outside production (the local default), the sign-in forms say in one line how to enable the
   * providers that have no credentials; in production they only show the configured ones.
   */
  socialSetupHint: boolean;
}

export const defaultSiteConfig: SiteConfig = {
  company: {
    name: 'CV Suisse Sàrl',
    address: 'Rue du Rhône 14, 1204 Genève, Suisse',
    supportEmail: 'support@cv-suisse.ch',
    socialUrl: 'https://www.linkedin.com/company/cv-suisse',
  },
  publicUrl: 'http://localhost:3000',
  payments: { mode: 'demo', publishableKey: null },
  mail: { mode: 'outbox' },
  social: { google: false, linkedin: false, apple: false },
  socialSetupHint: true,
};

export const SITE_CONFIG_ELEMENT_ID = 'site-config';
export const SITE_CONFIG_PLACEHOLDER = '<!--site-config-->';
