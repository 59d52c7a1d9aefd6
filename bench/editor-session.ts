// The editor in Chromium as a visitor uses it, for the editor and render benches: the browser's
// switches, opening the editor on a draft, and one key typed until the preview on screen shows it.
import { chromium, type Page } from 'playwright-core';
import { percentile, report } from './support';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Text of the preview on screen (the visible frame). */
const previewShows = (page: Page, text: string) =>
  page.waitForFunction(
    (t) => {
      const frame = document.querySelector<HTMLIFrameElement>('[data-testid="cv-preview"] iframe:not([aria-hidden="true"])');
      return frame?.contentDocument?.body?.textContent?.includes(t) ?? false;
    },
    text,
    { polling: 'raf', timeout: 15_000 },
  );

/**
 * One key pressed in the « Ville » field; the time from its keydown (event timestamp) to the
 * first animation frame where the preview on screen shows the new text.
 */
export interface PreviewTimes {
  total: number[];
  /** Keydown to the preview request leaving the page: the debounce and the editor's own work. */
  untilRequest: number[];
  /** The request, from its start to the last byte of the answer. */
  request: number[];
  /** Last byte of the answer to the new pages on screen: the frame's layout and the swap. */
  afterResponse: number[];
}

export async function keystrokeToPreview(page: Page, samples: number): Promise<PreviewTimes> {
  const city = page.getByRole('region', { name: 'Informations personnelles' }).getByLabel('Ville');
  const times: PreviewTimes = { total: [], untilRequest: [], request: [], afterResponse: [] };
  for (let i = 0; i < samples; i++) {
    const base = `Sion${i}q`;
    await city.fill(base);
    await previewShows(page, base);
    await page.evaluate(() => {
      const w = window as unknown as { benchKeydown?: number };
      w.benchKeydown = undefined;
      document.addEventListener('keydown', (e) => (w.benchKeydown = e.timeStamp), { capture: true, once: true });
    });
    await city.press('z');
    // A string, not a function: tsx would wrap an inner function with a helper the page lacks.
    const shown = await page.evaluate<number>(`new Promise((resolve) => {
      const check = () => {
        const frame = document.querySelector('[data-testid="cv-preview"] iframe:not([aria-hidden="true"])');
        if (frame?.contentDocument?.body?.textContent?.includes(${JSON.stringify(`${base}z`)})) resolve(performance.now());
        else requestAnimationFrame(check);
      };
      check();
    })`);
    const keydown = await page.evaluate(() => (window as unknown as { benchKeydown?: number }).benchKeydown ?? NaN);
    const request = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('template-preview'));
      const last = entries[entries.length - 1] as PerformanceResourceTiming | undefined;
      return last ? { start: last.startTime, end: last.responseEnd } : undefined;
    });
    times.total.push(shown - keydown);
    if (request && request.start >= keydown) {
      times.untilRequest.push(request.start - keydown);
      times.request.push(request.end - request.start);
      times.afterResponse.push(shown - request.end);
    }
  }
  return times;
}

/** The editor on `/editor/model/{template}` with `draft` as the visitor's saved draft. */
export async function openEditorWith(url: string, draft: unknown, template = 5) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-CH' });
  if (draft) await context.addInitScript((json) => window.localStorage.setItem('tempCvData', json), JSON.stringify(draft));
  const page = await context.newPage();
  await page.goto(`${url}/editor/model/${template}`);
  await page.getByRole('region', { name: 'Informations personnelles' }).getByLabel('Prénom').waitFor();
  await page.waitForSelector('[data-testid="cv-preview"] iframe');
  return { browser, page };
}

export function summary(bench: string, metric: string, values: number[], extra: Record<string, unknown> = {}) {
  report(bench, `${metric}_p50`, percentile(values, 50), 'ms', { samples: values.length, ...extra });
  report(bench, `${metric}_p90`, percentile(values, 90), 'ms', { samples: values.length, ...extra });
  report(bench, `${metric}_max`, Math.max(...values), 'ms', { samples: values.length, ...extra });
}
