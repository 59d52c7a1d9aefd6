import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { httpMessages } from '../../domain/messages.js';
import type { SiteConfig } from '../../domain/site-config.js';
import { chooseEncoding, indexPages } from './index-pages.js';
import type { PrerenderPage } from './prerender.js';

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for every path that is neither an API call nor a file (the web router
 * decides what to show, the home page for unknown paths), public pages with their content
 * already in it.
 */
export async function webApp(app: FastifyInstance, opts: { root: string; site: SiteConfig; prerender?: PrerenderPage }): Promise<void> {
  const built = existsSync(path.join(opts.root, 'index.html'));
  const pages = built ? indexPages({ ...opts, log: app.log }) : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      // index.html is only served rewritten (below); the build manifest is for the server.
      allowedPath: (pathName: string) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      cacheControl: false,
      // The build writes a .br and a .gz beside each script, stylesheet and SVG
      // (scripts/precompress-assets.mjs): sent as they are, smaller than on-the-fly compression.
      preCompressed: true,
      // @fastify/static 10 passes the Fastify reply here, not the raw response.
      setHeaders(res: { header(name: string, value: string): unknown }, filePath: string) {
        const immutable = filePath.startsWith(path.join(opts.root, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ detail: httpMessages.notFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ detail: httpMessages.notFound });
    }
    // A file under /assets/ that the build did not publish (a source map, kept out of dist/web;
    // a chunk of an older build) is missing, not a page: answering the app's HTML would be read
    // as a script or a map.
    if (pathname.startsWith('/assets/')) {
      return reply.code(404).send({ detail: httpMessages.notFound });
    }
    if (!pages) {
      return reply.code(503).type('text/plain; charset=utf-8').send("L'application web n'est pas construite. Lancez « npm run build » ou « npm start ».");
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', pages.variesByAgent(pathname) ? 'accept-encoding, user-agent' : 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await pages.get(pathname, encoding, request.headers['user-agent']));
  });
}
