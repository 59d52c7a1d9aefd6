import { createHash } from 'node:crypto';
import { devices, type Page } from '@playwright/test';
import { CODE_AFTER_PAINT_SCRIPT, SESSION_HINT_SCRIPT } from '../src/domain/prerender';
import { seedUser, signInAs } from './support/accounts';
import { expect, section, test } from './support/editor';
import { codeInHead, holdChunks } from './support/network';

// /editor comes with the model picker in its HTML (issue 33: a phone's first screen paints with its
// image, before the editor's code has run). A visitor whom the app may show something else (a draft,
// a session, a wide screen) never sees that prerendered picker: the head's script holds it hidden.

const EDITOR_CHUNK = /\/assets\/editor-page-[\w-]+\.js$/;
/** The server prerenders /editor for a phone's browser (a mobile user agent). */
const PHONE_AGENT = devices['Pixel 7'].userAgent;
const PICKER_HEADING = 'Choisissez un modèle';

interface PickerSample {
  /** The picker's heading is in the page and would be painted (null: not in the page). */
  visible: boolean | null;
  /** #root still holds the prerendered HTML (the app has not taken over yet). */
  prerendered: boolean;
}

/**
 * Records, after every change of the document (a MutationObserver: every state a frame could paint,
 * whatever the machine's speed), whether the picker's heading would be painted. Only once the page's
 * stylesheet has loaded: before that, the browser paints nothing (the stylesheet blocks rendering).
 */
async function samplePicker(page: Page): Promise<void> {
  await page.addInitScript((heading) => {
    const samples: PickerSample[] = [];
    (window as unknown as { pickerSamples: PickerSample[] }).pickerSamples = samples;
    const sample = () => {
      if (![...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/'))) return;
      const found = [...document.querySelectorAll('h2')].find((h) => h.textContent === heading);
      samples.push({
        visible: found ? found.checkVisibility({ visibilityProperty: true }) : null,
        prerendered: document.getElementById('root')?.hasAttribute('data-prerendered') ?? false,
      });
    };
    new MutationObserver(sample).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }, PICKER_HEADING);
}

const pickerSamples = (page: Page) => page.evaluate(() => (window as unknown as { pickerSamples: PickerSample[] }).pickerSamples);

/** The sum of the layout shifts the page has had since `window.layoutShift` was last set to 0 (what CLS adds up). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('the HTML of /editor carries the model picker, its first card and that card’s image, for a phone', async ({ request }) => {
  const res = await request.get('/editor', { headers: { 'user-agent': PHONE_AGENT } });
  expect(res.headers()['vary']).toBe('accept-encoding, user-agent');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root.startsWith('<div id="root" data-prerendered>')).toBe(true);
  expect(root).toContain(`>${PICKER_HEADING}</h2>`);
  const firstCard = root.slice(root.indexOf('data-testid="template-card-1"'), root.indexOf('data-testid="template-card-2"'));
  expect(firstCard).toContain('>Classic Elegant</span>');
  expect(firstCard).toContain('<img src="/templates/modele-1.webp" srcSet="/templates/modele-1-400.webp 400w, /templates/modele-1.webp 800w"');
  // The script that decides before the first paint is allowed by hash, not by 'unsafe-inline'.
  const scriptSrc = String(res.headers()['content-security-policy'])
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src'));
  expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT, 'utf8').digest('base64')}'`);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(html).toContain(`<script>${SESSION_HINT_SCRIPT}</script>`);
  // The code is not in the head: a script allowed by hash asks for it once the page has painted.
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  expect(html).toMatch(
    /<script type="application\/json" id="deferred-code">\{"entry":"\/assets\/index-[\w-]+\.js","preload":\[[^\]]*"\/assets\/editor-page-[\w-]+\.js"/,
  );
  // Before the stylesheet, which would hold a script after it (a held picker asks for the code at once).
  expect(html.indexOf(`<script>${CODE_AFTER_PAINT_SCRIPT}</script>`)).toBeGreaterThan(-1);
  expect(html.indexOf(`<script>${CODE_AFTER_PAINT_SCRIPT}</script>`)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(CODE_AFTER_PAINT_SCRIPT, 'utf8').digest('base64')}'`);
});

test('other browsers get /editor as before: the header bar, the code at its priority (the app draws the page)', async ({ request }) => {
  const res = await request.get('/editor');
  expect(res.headers()['vary']).toBe('accept-encoding, user-agent');
  const html = await res.text();
  expect(html).toContain('<div id="root">');
  expect(html).not.toContain('data-prerendered');
  expect(html).not.toContain(PICKER_HEADING);
  expect(html).not.toContain('fetchpriority="low"');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, userAgent: PHONE_AGENT });

  test('a visitor without a draft sees the picker before the editor’s code, and it takes over without moving; cards work by tap and keyboard', async ({
    page,
  }) => {
    const release = await holdChunks(page, EDITOR_CHUNK);
    await recordLayoutShifts(page);
    await page.goto('/editor', { waitUntil: 'commit' });
    // The editor's code is held back: what shows is the HTML.
    await expect(page.getByRole('heading', { name: PICKER_HEADING })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    await expect(page.locator('html')).not.toHaveAttribute('data-editor-hold');
    const firstCard = page.getByTestId('template-card-1');
    await expect(firstCard.locator('img')).toHaveJSProperty('complete', true);
    await expect(firstCard).toContainText('Classic Elegant');
    // From here on, what moves is the takeover's doing (not the interface font arriving after the first paint).
    await page.evaluate(async () => {
      await document.fonts.ready;
      (window as unknown as { layoutShift: number }).layoutShift = 0;
    });
    const before = await firstCard.boundingBox();
    await firstCard.locator('img').evaluate((img) => ((img as unknown as { fromHtml: boolean }).fromHtml = true));

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { name: PICKER_HEADING })).toBeVisible();
    // The head had no code: the loader at the end of the body added it, with the page's CORS mode.
    const code = await codeInHead(page);
    expect(code.filter(([url]) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toEqual([[expect.any(String), '']]);
    expect(code.filter(([url]) => /^\/assets\/editor-page-[\w-]+\.js$/.test(url))).toEqual([[expect.any(String), '']]);
    expect(await firstCard.boundingBox()).toEqual(before);
    // React adopted the prerendered elements (hydration) rather than drawing them again; a mismatch
    // would have logged an error, which fails the journey.
    expect(await firstCard.locator('img').evaluate((img) => (img as unknown as { fromHtml?: boolean }).fromHtml)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);

    // A tap chooses a model…
    const classic = page.getByRole('button', { name: 'Classic Elegant Modèle 1', exact: true });
    await classic.tap();
    await expect(classic).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Continuer avec ce modèle' })).toBeEnabled();
    // …and so does the keyboard.
    const second = page.getByTestId('template-card-2').getByRole('button');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(classic).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Continuer avec ce modèle' }).click();
    await expect(section(page, 'Informations personnelles').getByLabel('Prénom')).toBeVisible();
  });

  test('a visitor with a draft never sees the picker: the form opens as before', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('tempCvData', JSON.stringify({ template_id: 2, personal_info: { firstName: 'Zoé' } }));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await samplePicker(page);
    const release = await holdChunks(page, EDITOR_CHUNK);
    await page.goto('/editor', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-editor-hold');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    // The prerendered picker is in the page but not shown; the site's header is.
    await expect(page.getByRole('heading', { name: PICKER_HEADING })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'CV Suisse, accueil' })).toBeVisible();

    release();
    await expect(section(page, 'Informations personnelles').getByLabel('Prénom')).toHaveValue('Zoé');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { name: PICKER_HEADING })).toHaveCount(0);
    const samples = await pickerSamples(page);
    // The prerendered picker was there, hidden, and never painted.
    expect(samples).toContainEqual({ visible: false, prerendered: true });
    expect(samples.filter((s) => s.visible === true)).toEqual([]);
  });

  test('a signed-in user never sees the prerendered picker: the editor shows once it knows who is there', async ({ page }) => {
    await signInAs(page, await seedUser());
    await samplePicker(page);
    const release = await holdChunks(page, EDITOR_CHUNK);
    await page.goto('/editor', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-editor-hold');
    await expect(page.getByRole('heading', { name: PICKER_HEADING })).toBeHidden();

    release();
    // No draft and no unsaved CV: the picker, as before, drawn by the app once the profile is loaded.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { name: PICKER_HEADING })).toBeVisible();
    const samples = await pickerSamples(page);
    expect(samples).toContainEqual({ visible: false, prerendered: true });
    expect(samples.filter((s) => s.visible === true && s.prerendered)).toEqual([]);
  });
});

test('a phone’s browser on a wide screen (a tablet) keeps the phone’s layout: the picker shows and is hydrated', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, userAgent: PHONE_AGENT, hasTouch: true });
  const page = await context.newPage();
  const release = await holdChunks(page, EDITOR_CHUNK);
  await page.goto('/editor', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: PICKER_HEADING })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-editor-hold');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  // The editor counts a mobile agent as a phone whatever the width: no preview beside the picker.
  await expect(page.getByRole('heading', { name: PICKER_HEADING })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aperçu du CV' })).toHaveCount(0);
  await context.close();
});

test('with JavaScript off, a phone gets the header and the message, not a picker that would do nothing', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, userAgent: PHONE_AGENT, isMobile: true, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/editor');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  await expect(page.getByRole('banner').getByRole('link', { name: 'CV Suisse, accueil' })).toBeVisible();
  await expect(page.locator('[data-testid="template-card-1"]')).toBeHidden();
  // Playwright's text locators skip <noscript>: the message is found by its place.
  const message = page.locator('noscript > p');
  await expect(message).toHaveText('CV Suisse fonctionne dans votre navigateur : activez JavaScript pour créer votre CV et consulter nos pages.');
  await expect(message).toBeInViewport();
  await context.close();
});
