import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { fallbackPageMeta, OG_IMAGE, privatePathPrefixes, publicPages, type PublicPageMeta } from '../../domain/public-pages.js';
import type { ImagePreload } from './route-preloads.js';

/** The region of index.html that the server rewrites per path. */
export const PAGE_HEAD_REGION = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeXml(text: string): string {
  return escapeHtml(text).replace(/'/g, '&apos;');
}

function absolute(publicUrl: string, path: string): string {
  return path === '/' ? `${publicUrl}/` : `${publicUrl}${path}`;
}

/** What the head asks for before the page's code runs: its code chunks, their stylesheets and its first image. */
export interface HeadPreloads {
  modules?: readonly string[];
  styles?: readonly string[];
  image?: ImagePreload | undefined;
}

/** The first image's preload: early in the head, beside the font, as it is the page's largest element. */
function imagePreloadTags({ image }: HeadPreloads): string[] {
  return image
    ? [
        `<link rel="preload" as="image" href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`,
      ]
    : [];
}

/**
 * The page's own code. A page of the app (no content until its code has run) names it last in
 * the head, after the entry script and its chunks, which run first (a browser with six
 * connections fetches in the order it reads). A public page reads without its code (fetched at
 * low priority, after the prerendered content): its chunks stay in the head region, before the
 * entry, where the first paint does not wait for them.
 */
function codePreloadTags({ modules = [], styles = [] }: HeadPreloads): string[] {
  return [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    // Not a stylesheet yet: it would hold the first paint; the code applies it when it runs.
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

/**
 * The <head> tags of a path: a public page gets its title, description, canonical URL and
 * Open Graph tags; any other path (signed-in area, flows, unknown paths) is kept out of
 * search engines. Both get the image preload given; a public page its code preloads too.
 */
export function pageHeadTags(page: PublicPageMeta | undefined, publicUrl: string, preloads: HeadPreloads = {}): string {
  if (!page) {
    return [
      `<title>${escapeHtml(fallbackPageMeta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(fallbackPageMeta.description)}" />`,
      '<meta name="robots" content="noindex" />',
      ...imagePreloadTags(preloads),
    ].join('\n    ');
  }
  const url = absolute(publicUrl, page.path);
  const meta = (attr: 'name' | 'property', key: string, value: string | number) => `<meta ${attr}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:site_name', 'CV Suisse'),
    meta('property', 'og:locale', 'fr_CH'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', absolute(publicUrl, OG_IMAGE.path)),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', OG_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...imagePreloadTags(preloads),
    ...codePreloadTags(preloads),
  ].join('\n    ');
}

/** index.html with its head region rewritten for a public page, or for any other path, and the page's code preloaded. */
export function indexHtmlFor(template: string, page: PublicPageMeta | undefined, publicUrl: string, preloads: HeadPreloads = {}): string {
  const html = template.replace(PAGE_HEAD_REGION, () => pageHeadTags(page, publicUrl, preloads));
  if (page) return html;
  const code = codePreloadTags(preloads).map((tag) => `  ${tag}\n  `);
  return html.replace('</head>', () => `${code.join('')}</head>`);
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = publicPages.map(
    (page) => `  <url>\n    <loc>${escapeXml(absolute(publicUrl, page.path))}</loc>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A text answer (sent as a string with its own Content-Type, which the serializer leaves alone). */
const textSchema = z.string();

/** robots.txt and sitemap.xml, built from PUBLIC_URL (never from the request's host). */
export async function seoRoutes(app: FastifyInstance, opts: { publicUrl: string }): Promise<void> {
  const robots = robotsTxt(opts.publicUrl);
  const sitemap = sitemapXml(opts.publicUrl);
  app.get('/robots.txt', { schema: { response: { 200: textSchema } } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { response: { 200: textSchema } } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
}
