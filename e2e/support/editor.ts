import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

export { expect, test } from './fixtures';

/** The rendered CV on screen: the visible one of the preview's two frames. */
export function previewFrame(page: Page, within?: Locator): Locator {
  return (within ?? page).locator('[data-testid="cv-preview"] iframe:not([aria-hidden="true"])');
}

/**
 * The text of the rendered CV, read from the page through the frame element (the frame runs no
 * script: Playwright's own helpers are refused inside it, with a console error).
 */
export async function previewText(page: Page, within?: Locator): Promise<string> {
  const frame = previewFrame(page, within);
  if ((await frame.count()) === 0) return '';
  return frame.first().evaluate((el: HTMLIFrameElement) => el.contentDocument?.body?.textContent ?? '');
}

/** Waits for the preview to show (or no longer show) a text. */
export async function expectPreview(page: Page, text: string, options: { within?: Locator; not?: boolean } = {}): Promise<void> {
  const poll = expect.poll(() => previewText(page, options.within), { message: `the preview ${options.not ? 'without' : 'with'} « ${text} »` });
  if (options.not) await poll.not.toContain(text);
  else await poll.toContain(text);
}

/** The editor's save-status line (top bar). */
export function saveStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /Modifications|Sauvegarde/ });
}

/** Waits until every change is saved (the status says when). */
export async function waitForSaved(page: Page): Promise<void> {
  await expect(saveStatus(page)).toHaveText(/Modifications sauvegardées/);
}

export function section(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name, exact: typeof name === 'string' });
}

/** The order of the form's sections, by section id. */
export async function sectionOrder(page: Page): Promise<string[]> {
  return page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section') ?? ''));
}

/** A small portrait-sized PNG made on the spot. */
export async function photoPng(colour = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Reads a saved CV straight from the API with the page's own token. */
export async function savedCv(page: Page, cvId: string): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(`/api/cvs/${cvId}/`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

export function cvIdFromUrl(page: Page): string {
  const id = /\/editor\/cv\/([^/?#]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not a saved CV's editor: ${page.url()}`);
  return id;
}

/**
 * axe-core scan of the editor (WCAG 2.1 A and AA). The CV inside the preview frame is the
 * user's document, not the editor's interface, and runs no script (axe cannot enter it): the
 * frame element itself is scanned, its content is not.
 */
export async function editorAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('[data-testid="cv-preview"] iframe').analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
