import type { Page, Request, Route } from 'playwright-core';
import type { RenderAssets } from './assets.js';

/**
 * The origin render pages live at. It exists only inside the pool: the request interceptor
 * answers its blank document and its /cv-assets/ files from memory and aborts every other
 * request, whatever its URL.
 */
export const INTERNAL_ORIGIN = 'https://cv-render.internal';
export const BLANK_URL = `${INTERNAL_ORIGIN}/`;
const BLANK_DOCUMENT = '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title></title></head><body></body></html>';

export interface RequestGuard {
  handle(route: Route): Promise<void>;
  /** Between these two calls, and only then, `page` may load the blank document. */
  allowBlankDocument(page: Page): void;
  disallowBlankDocument(page: Page): void;
  readonly blocked: number;
}

export function createRequestGuard(assets: RenderAssets): RequestGuard {
  const opening = new WeakSet<Page>();
  let blocked = 0;

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
    allowBlankDocument: (page) => opening.add(page),
    disallowBlankDocument: (page) => opening.delete(page),
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
      }
      blocked++;
      // A navigation aborted as "aborted" leaves the current document in place (a meta refresh
      // does nothing); any other error would replace it with an error page.
      return route.abort(request.isNavigationRequest() ? 'aborted' : 'blockedbyclient').catch(() => undefined);
    },
  };
}
