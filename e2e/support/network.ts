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
