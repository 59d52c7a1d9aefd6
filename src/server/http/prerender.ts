import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '../../domain/site-config.js';

/** The HTML a public page shows to an anonymous visitor, made by the web app's own components. */
export type PrerenderPage = (pathname: string, site: SiteConfig) => Promise<string>;

/**
 * The web app's prerendering entry (`dist/ssr/prerender.js`, built by `npm run build` from
 * src/web/prerender.tsx), loaded on first use. Undefined when it has not been built: pages
 * are then served with the header bar only, and render in the browser as before.
 */
export function loadPrerenderer(entryFile: string): PrerenderPage | undefined {
  if (!existsSync(entryFile)) return undefined;
  let loading: Promise<{ prerenderPage: PrerenderPage }> | undefined;
  return async (pathname, site) => {
    loading ??= import(pathToFileURL(entryFile).href) as Promise<{ prerenderPage: PrerenderPage }>;
    return (await loading).prerenderPage(pathname, site);
  };
}
