import { devices, type Page } from '@playwright/test';
import { expect, section, test } from './support/editor';

// The editor's first paint on a phone (issue 33): the model picker's first images come at once
// and small, the head names the editor's code and first image, and the rich-text editor
// (Tiptap, its own chunk) is not downloaded on the picker until the visitor does something.

const RICH_TEXT_CHUNK = /\/assets\/rich-text-editor-[^/]*\.js$/;

/** Every script and image URL the page asks for, from now on. */
function requestLog(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/** The page has loaded, the network is quiet and the browser has had two idle periods. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, userAgent: devices['Pixel 7'].userAgent });

  test('the model picker: first images eager and small, the first one high priority and preloaded; no Tiptap until a tap', async ({ page }) => {
    const requests = requestLog(page);
    const response = await page.goto('/editor');
    // The head asks for the first card's image (same srcset and sizes as the card); the editor's code is
    // listed for the loader that asks for it once the picker has painted (editor-prerendered-picker.spec.ts).
    const html = await response!.text();
    expect(html).toContain(
      '<link rel="preload" as="image" href="/templates/modele-1.webp" imagesrcset="/templates/modele-1-400.webp 400w, /templates/modele-1.webp 800w"',
    );
    expect(html).toMatch(/<script type="application\/json" id="deferred-code">\{"entry":"[^"]+","preload":\[[^\]]*"\/assets\/editor-page-[^"]+\.js"/);

    await expect(page.getByRole('heading', { name: 'Choisissez un modèle' })).toBeVisible();
    const images = page.locator('[data-testid^="template-card-"] img');
    await expect(images).toHaveCount(6);
    const attributes = await images.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => [img.loading, img.fetchPriority, img.getAttribute('srcset')]),
    );
    expect(attributes).toEqual([
      ['eager', 'high', '/templates/modele-1-400.webp 400w, /templates/modele-1.webp 800w'],
      ['eager', 'auto', '/templates/modele-2-400.webp 400w, /templates/modele-2.webp 800w'],
      ['eager', 'auto', '/templates/modele-3-400.webp 400w, /templates/modele-3.webp 800w'],
      ['eager', 'auto', '/templates/modele-4-400.webp 400w, /templates/modele-4.webp 800w'],
      ['lazy', 'auto', '/templates/modele-5-400.webp 400w, /templates/modele-5.webp 800w'],
      ['lazy', 'auto', '/templates/modele-6-400.webp 400w, /templates/modele-6.webp 800w'],
    ]);
    // A 170 px card on a 1x phone shows the 400 px image, downloaded once (the preload is reused).
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => (img.complete ? new URL(img.currentSrc).pathname : 'loading')))
      .toBe('/templates/modele-1-400.webp');
    await settled(page);
    expect(requests.filter((url) => url.startsWith('/templates/modele-1'))).toEqual(['/templates/modele-1-400.webp']);
    expect(requests.filter((url) => url === '/templates/modele-1.webp')).toEqual([]);

    // Loaded, quiet and idle: the rich-text editor was not asked for.
    expect(requests.filter((url) => RICH_TEXT_CHUNK.test(url))).toEqual([]);

    // The visible text names the card (voice control says what it sees).
    const classic = page.getByRole('button', { name: 'Classic Elegant Modèle 1', exact: true });
    await expect(classic).toBeVisible();
    // A tap is the first sign of work: Tiptap comes now, before the form is shown.
    const tiptap = page.waitForRequest(RICH_TEXT_CHUNK);
    await classic.tap();
    await tiptap;
  });

  test('the form (a model chosen) has fields to type into: Tiptap comes when the browser is idle, without a tap', async ({ page }) => {
    const requests = requestLog(page);
    await page.goto('/editor/model/3');
    await expect(section(page, 'Informations personnelles').getByLabel('Prénom')).toBeVisible();
    const summary = page.getByRole('textbox', { name: 'Résumé de votre profil' });
    await expect(summary).toHaveCount(1);
    expect(requests.filter((url) => RICH_TEXT_CHUNK.test(url))).toHaveLength(1);
    await summary.fill('Infirmière en soins intensifs, douze ans au CHUV.');
    await expect(summary).toHaveText('Infirmière en soins intensifs, douze ans au CHUV.');
  });
});

test('on a desktop, focusing a field (Tab) is enough to bring the rich-text editor', async ({ page }) => {
  const requests = requestLog(page);
  await page.goto('/editor');
  await expect(page.getByRole('heading', { name: 'Choisissez un modèle' })).toBeVisible();
  await settled(page);
  expect(requests.filter((url) => RICH_TEXT_CHUNK.test(url))).toEqual([]);
  const tiptap = page.waitForRequest(RICH_TEXT_CHUNK);
  await page.keyboard.press('Tab');
  await tiptap;
});
