import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SiteConfig } from '../domain/site-config';
import { AppProviders } from './app-providers';
import { setSiteConfigForPrerender } from './lib/site-info';
import { appRoutes } from './routes';

/**
 * Server-side entry (built by `vite build --ssr`, loaded by the server at start): the HTML of
 * a public page as an anonymous visitor first sees it, from the same components as in the
 * browser. The server puts it inside `<div id="root">` of index.html.
 */
export async function prerenderPage(pathname: string, site: SiteConfig): Promise<string> {
  setSiteConfigForPrerender(site);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(pathname, site.publicUrl)));
  if (context instanceof Response) throw new Error(`${pathname} answers a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // React writes a preload for each eager image before the page's HTML; the browser finds those
  // images in the HTML anyway (and the server's head names the first one). The editor is
  // hydrated (main.tsx): its HTML must start with the page's own first element.
  return pathname === '/editor' ? html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '') : html;
}
