import type { Page } from '@playwright/test';

/** Holds back the requests (chunks) whose URL matches until release() is called. */
export async function holdChunks(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The module scripts and preloads in the page's head, as [URL, crossorigin] pairs. */
export function codeInHead(page: Page): Promise<Array<[string, string | null]>> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((e): [string, string | null] => [
      e.getAttribute('src') ?? e.getAttribute('href') ?? '',
      e.getAttribute('crossorigin'),
    ]),
  );
}
