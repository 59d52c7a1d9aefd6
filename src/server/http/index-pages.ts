import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { findPublicPage } from '../../domain/public-pages.js';
import { SITE_CONFIG_ELEMENT_ID, SITE_CONFIG_PLACEHOLDER, type SiteConfig } from '../../domain/site-config.js';
import { routePreloads } from './route-preloads.js';
import { indexHtmlFor } from './seo.js';
import { siteConfigScript } from './site-config.js';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

interface Variants {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** The best encoding the client accepts (q > 0) among those we keep ready. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * index.html as served for each path: the installation's public facts embedded (no call
 * before the first paint), and the head written for the page at that path (title,
 * description, canonical URL, sharing tags, code preloads). Built once per page and kept
 * compressed, since the not-found handler that serves it gets no compression hook.
 */
export function indexPages(opts: { root: string; site: SiteConfig }) {
  const template = readFileSync(path.join(opts.root, 'index.html'), 'utf8').replace(
    SITE_CONFIG_PLACEHOLDER,
    siteConfigScript(opts.site, SITE_CONFIG_ELEMENT_ID),
  );
  const preloadsOf = routePreloads(opts.root);
  const cache = new Map<string, Variants>();

  return {
    get(pathname: string, encoding: ContentEncoding): Buffer {
      const page = findPublicPage(pathname);
      const key = page?.path ?? '';
      let variants = cache.get(key);
      if (!variants) {
        const identity = Buffer.from(indexHtmlFor(template, page, opts.site.publicUrl, page ? preloadsOf(page.path) : []));
        variants = {
          identity,
          gzip: gzipSync(identity, { level: 9 }),
          br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        };
        cache.set(key, variants);
      }
      return variants[encoding];
    },
  };
}
