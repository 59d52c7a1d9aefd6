import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cvTemplates, MODEL_CARD_SIZES, templateImageSrcSet } from '../../domain/cv/template-catalogue.js';
import { findPublicPage, type PublicPagePath } from '../../domain/public-pages.js';

/** The pages whose code the server names in their head: the public pages and the editor (every /editor path). */
export type PreloadedPage = PublicPagePath | '/editor';

/**
 * The web module that renders each page, as named in Vite's build manifest (paths relative to
 * src/web). A page's code is a lazy chunk that the browser would only discover after running
 * the entry script; naming it in the page's head lets both download together.
 */
const pageModules: Record<PreloadedPage, string | readonly string[]> = {
  // The form is a chunk of its own that the model picker does without (on-demand.ts); named
  // here so that it downloads with the page, ready when a draft or a chosen model opens on it.
  '/editor': ['features/editor/editor-page.tsx', 'features/editor/sections/sections-form.tsx'],
  '/': 'features/content/home-page.tsx',
  '/cv': 'features/content/templates-page.tsx',
  '/conseils': 'features/content/advice-page.tsx',
  '/tarifs': 'features/billing/pricing-page.tsx',
  '/a-propos': 'features/content/about-page.tsx',
  '/contact': 'features/accounts/contact-page.tsx',
  '/conditions-generales': 'features/content/terms-page.tsx',
  '/politique-confidentialite': 'features/content/privacy-page.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** A page's code: its chunks (`modulepreload`) and their stylesheets (which the code would only ask for once it runs). */
export interface RouteCode {
  modules: string[];
  styles: string[];
}

/**
 * The chunk files (URL paths) to preload for each page, read from the build manifest: the
 * page's chunk and the chunks it imports, minus the entry and what the entry already preloads,
 * and the stylesheets of those chunks. Empty when there is no manifest (tests, a build without one).
 */
export function routePreloads(webRoot: string): (page: PreloadedPage) => RouteCode {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => ({ modules: [], styles: [] });
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;

  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    alreadyLoaded.add(key);
    for (const imported of chunk.imports ?? []) alreadyLoaded.add(imported);
  }

  const collect = (key: string, found: Set<string>) => {
    if (found.has(key) || alreadyLoaded.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    found.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, found);
  };

  const byPage = new Map<PreloadedPage, RouteCode>();
  for (const [page, modules] of Object.entries(pageModules) as [PreloadedPage, string | readonly string[]][]) {
    const keys = new Set<string>();
    for (const module of typeof modules === 'string' ? [modules] : modules) collect(module, keys);
    const chunks = [...keys].map((key) => manifest[key]!);
    byPage.set(page, {
      modules: chunks.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((css) => `/${css}`),
    });
  }
  return (page) => byPage.get(page) ?? { modules: [], styles: [] };
}

/**
 * How the server serves a path: a public page (its own head and prerendered content), the
 * editor's models view (`/editor` exactly: a visitor without a draft sees the model picker
 * first), the editor elsewhere (/editor/model/{id}, /editor/cv/{id}: the form), or any other
 * page of the app (`undefined`). Each kind is built once and kept.
 */
export type ServedPage = { kind: 'public'; path: PublicPagePath } | { kind: 'editor'; modelsView: boolean };

export function servedPageOf(pathname: string): ServedPage | undefined {
  const page = findPublicPage(pathname);
  if (page) return { kind: 'public', path: page.path };
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (normalised === '/editor') return { kind: 'editor', modelsView: true };
  if (normalised.startsWith('/editor/')) return { kind: 'editor', modelsView: false };
  return undefined;
}

/** An image the head preloads, with the same `srcset` and `sizes` as the `<img>` that shows it. */
export interface ImagePreload {
  href: string;
  srcset: string;
  sizes: string;
}

/**
 * The models view's largest element on a phone is the first card's image, found only once
 * the editor's code has rendered: preloaded from the head, it downloads with the code.
 */
export function modelsViewImage(): ImagePreload {
  const first = cvTemplates[0]!;
  return { href: first.image, srcset: templateImageSrcSet(first.id), sizes: MODEL_CARD_SIZES };
}
