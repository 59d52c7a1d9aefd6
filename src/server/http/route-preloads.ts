import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicPagePath } from '../../domain/public-pages.js';

/**
 * The web module that renders each public page, as named in Vite's build manifest (paths
 * relative to src/web). A page's code is a lazy chunk that the browser would only discover
 * after running the entry script; naming it in the page's head lets both download together.
 */
const pageModules: Record<PublicPagePath, string> = {
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
  isEntry?: boolean;
}

/**
 * The chunk files (URL paths) to preload for each public page, read from the build manifest:
 * the page's chunk and the chunks it imports, minus the entry and what the entry already
 * preloads. Empty when there is no manifest (tests, a build without one).
 */
export function routePreloads(webRoot: string): (page: PublicPagePath) => string[] {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
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

  const byPage = new Map<PublicPagePath, string[]>();
  for (const [page, module] of Object.entries(pageModules) as [PublicPagePath, string][]) {
    const keys = new Set<string>();
    collect(module, keys);
    byPage.set(
      page,
      [...keys].map((key) => `/${manifest[key]!.file}`),
    );
  }
  return (page) => byPage.get(page) ?? [];
}
