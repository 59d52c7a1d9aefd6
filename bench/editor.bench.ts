// The editor's responsiveness in Chromium against the production build (throwaway PostgreSQL and
// the production server, as in e2e/support/global-setup.ts), as an anonymous visitor:
// - keystroke to preview: one key typed in a field, until the preview on screen shows it (the
//   300 ms debounce, the POST /api/cvs/template-preview/ render, the frame swap), with a short CV
//   and with the 3-page senior sample; target p50 <= 400 ms;
// - typing latency: keydown to the next animation frame while typing a sentence, with the 3-page
//   CV loaded, in a plain field and in a rich-text field.
// `npm run bench -- editor`; figures to stdout as JSON lines. BENCH_EDITOR_SAMPLES (default 20).
import type { Page } from 'playwright-core';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { seniorCv } from '../src/templates/samples/senior';
import { withProductionServer } from './production-server';
import { keystrokeToPreview, openEditorWith, summary } from './editor-session';
import { percentile, report } from './support';

const SAMPLES = Number(process.env.BENCH_EDITOR_SAMPLES ?? 20);
const PREVIEW_TARGET_MS = 400;
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

await withProductionServer('editor', async (url) => {
  const senior = cvDocumentSchema.parse(seniorCv);

  for (const [label, draft] of [
    [
      'short',
      { ...cvDocumentSchema.parse({ template_id: 5 }), personal_info: { ...cvDocumentSchema.parse({}).personal_info, firstName: 'Léa', lastName: 'Muller' } },
    ],
    ['senior_3_pages', senior],
  ] as const) {
    const { browser, page } = await openEditorWith(url, draft);
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

  const { browser, page } = await openEditorWith(url, senior);
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
});
