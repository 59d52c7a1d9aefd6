// The editor's responsiveness in Chromium against the production build (throwaway PostgreSQL and
// the production server, as in e2e/support/global-setup.ts), as an anonymous visitor:
// - keystroke to preview: one key typed in a field, until the preview on screen shows it (the
//   300 ms debounce, the POST /api/cvs/template-preview/ render, the frame swap), with a short CV
//   and with the 3-page senior sample; target p50 <= 400 ms;
// - typing latency: keydown to the next animation frame while typing a sentence, with the 3-page
//   CV loaded, in a plain field and in a rich-text field.
// `npm run bench -- editor`; figures to stdout as JSON lines. BENCH_EDITOR_SAMPLES (default 20).
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { seniorCv } from '../src/templates/samples/senior';
import { startPgCluster } from '../scripts/pg-cluster';
import { ensureBuilt, startServer } from './production-server';
import { percentile, report } from './support';

const SAMPLES = Number(process.env.BENCH_EDITOR_SAMPLES ?? 20);
const PREVIEW_TARGET_MS = 400;
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
interface PreviewTimes {
  total: number[];
  /** Keydown to the preview request leaving the page: the debounce and the editor's own work. */
  untilRequest: number[];
  /** The request, from its start to the last byte of the answer. */
  request: number[];
  /** Last byte of the answer to the new pages on screen: the frame's layout and the swap. */
  afterResponse: number[];
}

async function keystrokeToPreview(page: Page, samples: number): Promise<PreviewTimes> {
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

/** Keydown to the next animation frame for every key of a sentence typed at ~12 keys a second. */
async function typingLatency(page: Page, field: ReturnType<Page['getByRole']>, sentence: string): Promise<number[]> {
  await field.click();
  await page.keyboard.press('End');
  await page.evaluate(() => {
    const w = window as unknown as { benchLatencies: number[]; benchListener?: (e: KeyboardEvent) => void };
    w.benchLatencies = [];
    w.benchListener = (e: KeyboardEvent) => {
      const start = e.timeStamp;
      requestAnimationFrame(() => w.benchLatencies.push(performance.now() - start));
    };
    document.addEventListener('keydown', w.benchListener, { capture: true });
  });
  await page.keyboard.type(sentence, { delay: 80 });
  // Every key's next frame has been recorded.
  await page.waitForFunction((keys) => (window as unknown as { benchLatencies: number[] }).benchLatencies.length >= keys, sentence.length);
  return page.evaluate(() => {
    const w = window as unknown as { benchLatencies: number[]; benchListener?: (e: KeyboardEvent) => void };
    if (w.benchListener) document.removeEventListener('keydown', w.benchListener, { capture: true });
    return w.benchLatencies;
  });
}

async function openEditorWith(url: string, draft: unknown) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-CH' });
  if (draft) await context.addInitScript((json) => window.localStorage.setItem('tempCvData', json), JSON.stringify(draft));
  const page = await context.newPage();
  await page.goto(`${url}/editor/model/5`);
  await page.getByRole('region', { name: 'Informations personnelles' }).getByLabel('Prénom').waitFor();
  await page.waitForSelector('[data-testid="cv-preview"] iframe');
  return { browser, page };
}

function summary(bench: string, metric: string, values: number[], extra: Record<string, unknown> = {}) {
  report(bench, `${metric}_p50`, percentile(values, 50), 'ms', { samples: values.length, ...extra });
  report(bench, `${metric}_p90`, percentile(values, 90), 'ms', { samples: values.length, ...extra });
  report(bench, `${metric}_max`, Math.max(...values), 'ms', { samples: values.length, ...extra });
}

ensureBuilt();
const cluster = await startPgCluster({ durable: true });
let server: ChildProcess | undefined;
let dataDir: string | undefined;
try {
  const started = await startServer(cluster.url('postgres'), 'editor');
  server = started.server;
  dataDir = started.dataDir;
  const senior = cvDocumentSchema.parse(seniorCv);

  for (const [label, draft] of [
    [
      'short',
      { ...cvDocumentSchema.parse({ template_id: 5 }), personal_info: { ...cvDocumentSchema.parse({}).personal_info, firstName: 'Léa', lastName: 'Muller' } },
    ],
    ['senior_3_pages', senior],
  ] as const) {
    const { browser, page } = await openEditorWith(started.url, draft);
    try {
      // Warm-up: the renderer's browser starts on the first preview.
      await keystrokeToPreview(page, 2);
      const times = await keystrokeToPreview(page, SAMPLES);
      summary('editor', 'keystroke_to_preview', times.total, {
        cv: label,
        debounce_ms: 300,
        target_p50_ms: PREVIEW_TARGET_MS,
        met: percentile(times.total, 50) <= PREVIEW_TARGET_MS,
      });
      report('editor', 'keystroke_to_preview_parts_p50', percentile(times.untilRequest, 50), 'ms', {
        cv: label,
        part: 'keydown to request',
        request_ms: percentile(times.request, 50),
        after_response_ms: percentile(times.afterResponse, 50),
        samples: times.request.length,
      });
    } finally {
      await browser.close();
    }
  }

  const { browser, page } = await openEditorWith(started.url, senior);
  try {
    const sentence = 'Responsable de la consolidation trimestrielle du groupe et du reporting IFRS. ';
    const personal = page.getByRole('region', { name: 'Informations personnelles' });
    summary('editor', 'typing_keydown_to_frame', await typingLatency(page, personal.getByLabel('Information complémentaire (facultatif)'), sentence), {
      cv: 'senior_3_pages',
      field: 'text',
    });
    summary('editor', 'typing_keydown_to_frame', await typingLatency(page, page.getByRole('textbox', { name: 'Résumé de votre profil' }), sentence), {
      cv: 'senior_3_pages',
      field: 'rich_text',
    });
  } finally {
    await browser.close();
  }
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  cluster.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
