import type { SiteConfig } from '../../domain/site-config.js';
import type { Config } from '../config.js';

export function siteConfigFrom(config: Config): SiteConfig {
  return {
    company: config.company,
    publicUrl: config.publicUrl,
    payments: config.stripe ? { mode: 'stripe', publishableKey: config.stripe.publishableKey ?? null } : { mode: 'demo', publishableKey: null },
    mail: { mode: config.mail.mode },
    social: {
      google: Boolean(config.social.google),
      linkedin: Boolean(config.social.linkedin),
      apple: Boolean(config.social.apple),
    },
    socialSetupHint: !config.isProduction,
  };
}

/** JSON safe to place inside a <script type="application/json"> element. */
export function siteConfigScript(site: SiteConfig, id: string): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
