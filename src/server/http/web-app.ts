import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { httpMessages } from '../../domain/messages.js';
import { findPublicPage } from '../../domain/public-pages.js';
import { SITE_CONFIG_ELEMENT_ID, SITE_CONFIG_PLACEHOLDER, type SiteConfig } from '../../domain/site-config.js';
import { routePreloads } from './route-preloads.js';
import { indexHtmlFor } from './seo.js';
import { siteConfigScript } from './site-config.js';

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for every path that is neither an API call nor a file (the web router
 * decides what to show, the home page for unknown paths).
 */
export async function webApp(app: FastifyInstance, opts: { root: string; site: SiteConfig }): Promise<void> {
  const indexFile = path.join(opts.root, 'index.html');
  const built = existsSync(indexFile);
  let template: string | undefined;
  // The installation's public facts go into the page itself: no call before the first paint.
  const readTemplate = () =>
    (template ??= readFileSync(indexFile, 'utf8').replace(
      SITE_CONFIG_PLACEHOLDER,
      siteConfigScript(opts.site, SITE_CONFIG_ELEMENT_ID),
    ));
  // Title, description, canonical URL and sharing tags per path, for crawlers that run no script.
  // Public pages also name their code chunks, so that they download alongside the entry script.
  const preloadsOf = built ? routePreloads(opts.root) : () => [];
  const pages = new Map<string, string>();
  const readIndex = (pathname: string) => {
    const page = findPublicPage(pathname);
    const key = page?.path ?? '';
    let html = pages.get(key);
    if (html === undefined) {
      html = indexHtmlFor(readTemplate(), page, opts.site.publicUrl, page ? preloadsOf(page.path) : []);
      pages.set(key, html);
    }
    return html;
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // @fastify/static 10 passes the Fastify reply here, not the raw response.
      setHeaders(res: { header(name: string, value: string): unknown }, filePath: string) {
        const immutable = filePath.startsWith(path.join(opts.root, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ detail: httpMessages.notFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ detail: httpMessages.notFound });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send("L'application web n'est pas construite. Lancez « npm run build » ou « npm start ».");
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readIndex(pathname));
  });
}
