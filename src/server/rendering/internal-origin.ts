import type { Page, Request, Route } from 'playwright-core';
import type { RenderAssets } from './assets.js';
import type { InlineImage } from './inline-images.js';

/**
 * The origin render pages live at. It exists only inside the pool: the request interceptor
 * answers its blank document, its /cv-assets/ files and the images of the render in progress
 * on that page (inline-images.ts) from memory, and aborts every other request, whatever its URL.
 */
export const INTERNAL_ORIGIN = 'https://cv-render.internal';
export const BLANK_URL = `${INTERNAL_ORIGIN}/`;
const BLANK_DOCUMENT = '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title></title></head><body></body></html>';

export interface RequestGuard {
  handle(route: Route): Promise<void>;
  /** Between these two calls, and only then, `page` may load the blank document. */
  allowBlankDocument(page: Page): void;
  disallowBlankDocument(page: Page): void;
  /** Until `stop` is called, `page` (and only it) may load these images, by their path. */
  serveImages(page: Page, images: ReadonlyMap<string, InlineImage>): () => void;
  readonly blocked: number;
  /** Inline images answered (a page may also take a photo it has loaded before from its cache). */
  readonly imagesServed: number;
}

export function createRequestGuard(assets: RenderAssets): RequestGuard {
  const opening = new WeakSet<Page>();
  const imagesByPage = new WeakMap<Page, ReadonlyMap<string, InlineImage>>();
  let blocked = 0;
  let imagesServed = 0;

  const imagesFor = (request: Request): ReadonlyMap<string, InlineImage> | undefined => {
    try {
      return imagesByPage.get(request.frame().page());
    } catch {
      return undefined;
    }
  };

  const isOpening = (request: Request): boolean => {
    try {
      const frame = request.frame();
      return frame === frame.page().mainFrame() && opening.has(frame.page());
    } catch {
      return false;
    }
  };

  return {
    get blocked() {
      return blocked;
    },
    get imagesServed() {
      return imagesServed;
    },
    allowBlankDocument: (page) => opening.add(page),
    disallowBlankDocument: (page) => opening.delete(page),
    serveImages(page, images) {
      imagesByPage.set(page, images);
      return () => {
        if (imagesByPage.get(page) === images) imagesByPage.delete(page);
      };
    },
    async handle(route) {
      const request = route.request();
      const url = request.url();
      if (url.startsWith(BLANK_URL)) {
        const path = new URL(url).pathname;
        if (path === '/' && request.isNavigationRequest() && isOpening(request)) {
          return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: BLANK_DOCUMENT }).catch(() => undefined);
        }
        const asset = request.method() === 'GET' ? assets.get(path) : undefined;
        if (asset) {
          return route.fulfill({ status: 200, contentType: asset.contentType, body: asset.body }).catch(() => undefined);
        }
        const image = request.method() === 'GET' ? imagesFor(request)?.get(path) : undefined;
        if (image) {
          imagesServed++;
          return route.fulfill({ status: 200, contentType: image.contentType, body: image.body }).catch(() => undefined);
        }
      }
      blocked++;
      // A navigation aborted as "aborted" leaves the current document in place (a meta refresh
      // does nothing); any other error would replace it with an error page.
      return route.abort(request.isNavigationRequest() ? 'aborted' : 'blockedbyclient').catch(() => undefined);
    },
  };
}
