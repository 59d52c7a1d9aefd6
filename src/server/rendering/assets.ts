import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A file the rendered HTML may reference, held in memory: served to Chromium and over HTTP. */
export interface RenderAsset {
  body: Buffer;
  contentType: string;
}

/** URL path (`/cv-assets/...`) -> asset. */
export type RenderAssets = ReadonlyMap<string, RenderAsset>;

export const ASSET_PREFIX = '/cv-assets/';

const CONTENT_TYPES: Record<string, string> = {
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

const SAFE_PATH = /^\/cv-assets\/[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/**
 * Reads every file once, at start: a missing file or a URL outside /cv-assets/ stops the
 * start with a clear error rather than a PDF silently printed with fallback fonts.
 */
export function loadRenderAssets(files: ReadonlyMap<string, string>): RenderAssets {
  const assets = new Map<string, RenderAsset>();
  for (const [urlPath, file] of files) {
    if (!SAFE_PATH.test(urlPath) || urlPath.includes('..')) {
      throw new Error(`Rendering asset URL must be a plain path under ${ASSET_PREFIX}: ${urlPath}`);
    }
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch (err) {
      throw new Error(`Rendering asset ${urlPath} cannot be read from ${file}: ${(err as Error).message}`);
    }
    const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    assets.set(urlPath, { body, contentType });
  }
  return assets;
}
