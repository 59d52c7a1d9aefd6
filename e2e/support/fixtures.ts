import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const allowedByPage = new WeakMap<Page, RegExp[]>();

/**
 * Playwright's trace recorder injects a script into every frame; the editor's CV preview is a
 * frame that runs none (sandbox without allow-scripts), and Chromium logs the refusal as a
 * console error. It comes from the test tooling, not from the app, and proves the sandbox holds.
 */
const TOOLING_NOISE = [
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/,
];

/** The console line of a failed call with this status (Chromium's wording). */
export const failedCall = (status: number) => new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

/**
 * Every journey gets the app's address as baseURL, and fails when the page logs a console
 * error or throws, unless the test lists the error as expected.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: (...patterns: RegExp[]) => void }>({
  // Playwright reads the fixture's dependencies from this destructuring pattern; none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with `npx playwright test`.');
    await use(url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      const allowed = [...TOOLING_NOISE, ...(allowedByPage.get(page) ?? [])];
      expect(
        errors.filter((e) => !allowed.some((pattern) => pattern.test(e))),
        'console errors during the journey',
      ).toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Lists console errors the journey expects: Chromium logs every 4xx answer as « Failed to load
   * resource », so a journey through an error path (wrong password, used link) declares it.
   */
  allowConsoleErrors: async ({ page }, use) => {
    await use((...patterns) => allowedByPage.set(page, [...(allowedByPage.get(page) ?? []), ...patterns]));
  },
});

export { expect };

/** axe-core scan of the current page (WCAG 2.1 A and AA); returns the violations. */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Matches a field's label exactly, with or without the « * » of required fields. */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/**
 * Opens a public page and waits until the app has taken over its prerendered HTML: until then
 * its buttons (« Inscription », « Connexion », the burger) do nothing, and on a loaded machine
 * that can last seconds (links work from the start).
 */
export async function gotoLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}
