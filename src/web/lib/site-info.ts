import { defaultSiteConfig, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../domain/site-config';

let cached: SiteConfig | undefined;

/** The installation's public facts, embedded in index.html by the server. */
export function readSiteConfig(): SiteConfig {
  if (cached) return cached;
  try {
    const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
    cached = text ? { ...defaultSiteConfig, ...(JSON.parse(text) as Partial<SiteConfig>) } : defaultSiteConfig;
  } catch {
    cached = defaultSiteConfig;
  }
  return cached;
}

export function useSiteInfo(): SiteConfig['company'] {
  return readSiteConfig().company;
}
