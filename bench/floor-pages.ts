import type { Browser, Page } from 'playwright-core';

const ORIGIN = 'https://cv-render.internal';

/**
 * Warm bare pages for a floor: a context of their own with JavaScript off, print media, the CV's
 * fonts served from memory, every other request aborted, each page opened on a blank document of
 * the render origin. Nothing of the server's renderer (its pool, guard or pagination).
 */
export async function floorPages(
  browser: Browser,
  assets: ReadonlyMap<string, Buffer>,
  count: number,
  viewport: { width: number; height: number },
): Promise<Page[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  await context.route('**', (route) => {
    const url = new URL(route.request().url());
    const asset = url.origin === ORIGIN ? assets.get(url.pathname) : undefined;
    if (asset) return route.fulfill({ status: 200, contentType: 'font/woff2', body: asset });
    if (url.href === `${ORIGIN}/`) return route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title></title>' });
    return route.abort();
  });
  return Promise.all(
    Array.from({ length: count }, async () => {
      const page = await context.newPage();
      await page.emulateMedia({ media: 'print' });
      await page.goto(`${ORIGIN}/`);
      return page;
    }),
  );
}
