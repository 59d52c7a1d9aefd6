// Keystroke to preview for CVs of 1, 3 and 5 pages (issue 33), in Chromium against the production
// build (throwaway PostgreSQL and the production server, as bench/editor.bench.ts): one key typed
// in the « Ville » field of the editor, until the preview on screen shows it (the 300 ms
// debounce, POST /api/cvs/template-preview/, the frame swap). The CVs are those of the
// preview-per-page figures (bench/preview-pages.ts) in design 5: the junior sample for one page,
// the long French CV with as many experiences as the length needs. Goal: p50 <= 400 ms for the
// 5-page CV on a quiet machine.
// `npm run bench -- render-keystroke` (also run by `npm run bench -- render`);
// BENCH_EDITOR_SAMPLES (default 20) keys per CV.
import { loadavg } from 'node:os';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { loadConfig } from '../src/server/config';
import { createRenderer } from '../src/server/rendering/renderer';
import { cvAssetFiles } from '../src/templates/fonts';
import { keystrokeToPreview, openEditorWith, summary } from './editor-session';
import { cvsOfPages } from './preview-pages';
import { withProductionServer } from './production-server';
import { percentile, report } from './support';

const BENCH = 'render-keystroke';
const SAMPLES = Number(process.env.BENCH_EDITOR_SAMPLES ?? 20);
const TEMPLATE_ID = 5;
const GOAL_MS = 400;

// The CVs of each length, found with a renderer of this process before the server starts.
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench' });
const finder = createRenderer({ ...config.rendering, poolSize: 1, assetFiles: cvAssetFiles() });
const cvs = new Map<number, { draft: unknown; experiences: number }>();
try {
  for (const pages of [1, 3, 5]) {
    const { typical } = await cvsOfPages(finder, TEMPLATE_ID, pages);
    cvs.set(pages, { draft: { ...cvDocumentSchema.parse(typical.input), template_id: TEMPLATE_ID }, experiences: typical.experiences });
  }
} finally {
  await finder.close();
}

await withProductionServer('render-keystroke', async (url) => {
  for (const [pages, { draft, experiences }] of cvs) {
    const { browser, page } = await openEditorWith(url, draft, TEMPLATE_ID);
    try {
      // Warm-up: the renderer's browser starts on the first preview.
      await keystrokeToPreview(page, 2);
      const times = await keystrokeToPreview(page, SAMPLES);
      const p50 = percentile(times.total, 50);
      summary(BENCH, `keystroke_to_preview_${pages}_pages`, times.total, {
        pages,
        experiences,
        template: TEMPLATE_ID,
        debounce_ms: 300,
        goal_p50_ms: pages === 5 ? GOAL_MS : undefined,
        met: pages === 5 ? p50 <= GOAL_MS : undefined,
        loadAverage: loadavg()[0],
      });
      report(BENCH, `keystroke_to_preview_${pages}_pages_parts_p50`, percentile(times.untilRequest, 50), 'ms', {
        part: 'keydown to request',
        request_ms: percentile(times.request, 50),
        after_response_ms: percentile(times.afterResponse, 50),
        samples: times.request.length,
      });
    } finally {
      await browser.close();
    }
  }
});
