import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { CODE_AFTER_PAINT_SCRIPT, DEFERRED_CODE_ELEMENT_ID, PRERENDERED_ATTRIBUTE, ROOT_REGION, SESSION_HINT_SCRIPT } from '../../domain/prerender.js';
import { MOBILE_AGENT } from '../../domain/mobile.js';
import { findPublicPage } from '../../domain/public-pages.js';
import { SITE_CONFIG_ELEMENT_ID, SITE_CONFIG_PLACEHOLDER, type SiteConfig } from '../../domain/site-config.js';
import type { PrerenderPage } from './prerender.js';
import { modelsViewImage, routePreloads, servedPageOf, type ServedPage } from './route-preloads.js';
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
 * index.html with a page's prerendered content in `<div id="root">`, marked so the client
 * renders over it (or, the editor, hydrates it). The page paints without its code, so its code
 * is asked for only once the page has painted: the head's module script and preloads are taken
 * out and listed, and CODE_AFTER_PAINT_SCRIPT (domain/prerender.ts) adds them, in the same
 * order, in the task after the first frame (at once when the tab is hidden, or when the
 * phone's picker is held for a draft or a session). The stylesheet, the font and the first
 * screen's images get the bandwidth first, and nothing of the code is counted before the first
 * paint (Lighthouse's simulation counts whatever was requested before it). The session hint,
 * the list and that script open the head; the hint runs before the first paint (a signed-in
 * visitor is not shown sign-in buttons, nor a draft's owner the model picker).
 */
export function withPrerenderedRoot(html: string, content: string): string {
  if (!ROOT_REGION.test(html)) return html;
  const marked = html.replace(ROOT_REGION, () => content).replace('<div id="root">', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>`);
  const hint = `<script>${SESSION_HINT_SCRIPT}</script>`;
  const entries: string[] = [];
  const preload: string[] = [];
  const page = marked
    .replace(/[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(page);
  // One entry is what the build makes; anything else keeps its code in the head, at low priority.
  if (entries.length !== 1 || !charset) {
    return marked.replace('</head>', () => `${hint}\n  </head>`).replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
  }
  // `<` escaped: the list cannot end its own element.
  const list = JSON.stringify({ entry: entries[0], preload }).replace(/</g, '\\u003c');
  // First in the head, before the stylesheet: a script after a stylesheet waits for it, and when
  // the picker is held (a draft, a session) the code must be asked for as early as before.
  const at = charset.index + charset[0].length;
  return `${page.slice(0, at)}\n    ${hint}<script type="application/json" id="${DEFERRED_CODE_ELEMENT_ID}">${list}</script><script>${CODE_AFTER_PAINT_SCRIPT}</script>${page.slice(at)}`;
}

/**
 * /editor is prerendered for phones only (a mobile user agent, as the editor's own test in
 * domain/mobile.ts): the picker it shows is the phone's layout, and elsewhere the app draws the
 * page as before, with its code at its normal priority. The answer names User-Agent in `Vary`.
 */
function variesByAgent(served: ServedPage | undefined): boolean {
  return served?.kind === 'editor' && served.modelsView;
}

/**
 * index.html as served for each path: the installation's public facts embedded (no call
 * before the first paint), the head written for the page at that path (title, description,
 * canonical URL, sharing tags, code and image preloads) and, for a public page and /editor, its
 * content prerendered (text paints before any script has run; the public pages read without one). Built on first request of
 * each page and kept compressed, since the not-found handler that serves it gets no
 * compression hook. A page that fails to prerender is served without content (and logged).
 */
export function indexPages(opts: { root: string; site: SiteConfig; prerender?: PrerenderPage; log?: FastifyBaseLogger }) {
  const template = readFileSync(path.join(opts.root, 'index.html'), 'utf8').replace(
    SITE_CONFIG_PLACEHOLDER,
    siteConfigScript(opts.site, SITE_CONFIG_ELEMENT_ID),
  );
  const preloadsOf = routePreloads(opts.root);
  const cache = new Map<string, Promise<Variants>>();

  async function build(served: ServedPage | undefined, phone: boolean): Promise<Variants> {
    const page = served?.kind === 'public' ? findPublicPage(served.path) : undefined;
    const preloads =
      served?.kind === 'public'
        ? preloadsOf(served.path)
        : served?.kind === 'editor'
          ? { ...preloadsOf('/editor'), image: served.modelsView ? modelsViewImage() : undefined }
          : {};
    let html = indexHtmlFor(template, page, opts.site.publicUrl, preloads);
    // The public pages, and /editor's model picker for a phone (its first screen there for a visitor
    // without a draft); other browsers get /editor as before (the shell, the code at its priority).
    const prerendered = page?.path ?? (served?.kind === 'editor' && served.modelsView && phone ? '/editor' : undefined);
    if (prerendered && opts.prerender) {
      try {
        html = withPrerenderedRoot(html, await opts.prerender(prerendered, opts.site));
      } catch (err) {
        opts.log?.error({ err, page: prerendered }, 'prerendering failed: the page is served without its content');
      }
    }
    const identity = Buffer.from(html);
    return {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    };
  }

  return {
    /** The page at `pathname` for a browser that says `userAgent` (which matters for /editor only: `variesByAgent`). */
    async get(pathname: string, encoding: ContentEncoding, userAgent?: string): Promise<Buffer> {
      const served = servedPageOf(pathname);
      const phone = variesByAgent(served) && MOBILE_AGENT.test(userAgent ?? '');
      const key = served?.kind === 'public' ? served.path : served?.kind === 'editor' ? `/editor${served.modelsView ? (phone ? '' : ':other') : '/*'}` : '';
      let variants = cache.get(key);
      if (!variants) {
        variants = build(served, phone);
        cache.set(key, variants);
      }
      return (await variants)[encoding];
    },
    variesByAgent: (pathname: string) => variesByAgent(servedPageOf(pathname)),
  };
}
