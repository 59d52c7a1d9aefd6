import { defaultSiteConfig, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../domain/site-config';

let cached: SiteConfig | undefined;

/** The installation's public facts, embedded in index.html by the server. */
export function readSiteConfig(): SiteConfig {
  if (cached) return cached;
  if (typeof document === 'undefined') return defaultSiteConfig;
  try {
    const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
    cached = text ? { ...defaultSiteConfig, ...(JSON.parse(text) as Partial<SiteConfig>) } : defaultSiteConfig;
  } catch {
    cached = defaultSiteConfig;
  }
  return cached;
}

/** Prerendering on the server: the facts come from the server's configuration, not from a page. */
export function setSiteConfigForPrerender(site: SiteConfig): void {
  cached = site;
}

export function useSiteInfo(): SiteConfig['company'] {
  return readSiteConfig().company;
}
