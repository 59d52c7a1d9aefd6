// Application files on this machine: re-writing uploads (a phone scan, a 20-page PDF) and how
// long they hold the event loop; making a 12-page file (letter and CV rendered by Chromium,
// 2 PDF certificates of 3 pages, 4 scans of A4 at 300 dpi) under 3 MB, its time and the app
// process's peak RSS; and the bytes stored per user for that set. Medians of several runs.
import { letterDocumentSchema } from '../src/domain/letter/letter-schema';
import { loadConfig } from '../src/server/config';
import { assembleDossier, scanInHand, type DossierSource } from '../src/server/dossiers/assemble-dossier';
import { DossierWorkers } from '../src/server/dossiers/dossier-workers';
import { sanitiseUpload } from '../src/server/documents/sanitise-upload';
import { SanitiseWorkers } from '../src/server/documents/sanitise-workers';
import { createRenderer } from '../src/server/rendering/renderer';
import { scanLikeJpeg, scannedPdf, textPdf } from '../src/server/testing/documents';
import { cvAssetFiles } from '../src/templates/fonts';
import { renderLetterHtml } from '../src/templates/letters/render-letter-html';
import { sampleLetters } from '../src/templates/letters/sample-letters';
import { renderCvHtml } from '../src/templates/render-cv-html';
import { sampleById } from '../src/templates/samples/sample-catalogue';
import { median, report, timedWithEventLoop as timed } from './support';

const BENCH = 'dossier';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MB = 1024 * 1024;

// 1. Uploads: the re-writing each one costs (the thumbnail included).
const scan = await scanLikeJpeg(7);
const longPdf = await textPdf('Rapport de stage', 20);
const scanned = await scannedPdf([11, 12, 13, 14]);
const workers = new SanitiseWorkers();
for (const [name, bytes, fileName, type] of [
  ['upload_scan_jpeg', scan, 'scan.jpg', 'image/jpeg'],
  ['upload_pdf_20_text_pages', longPdf, 'rapport.pdf', 'application/pdf'],
  ['upload_pdf_4_scanned_pages', scanned, 'scans.pdf', 'application/pdf'],
] as const) {
  // In a worker thread, as the server does it; then on this thread, to show what the worker spares the event loop.
  for (const [where, run] of [
    ['worker', () => workers.run(bytes, fileName, type)],
    ['same_thread', () => sanitiseUpload(bytes, fileName, type)],
  ] as const) {
    await run();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timed(run));
    report(BENCH, `${name}_${where}_p50`, median(runs.map((r) => r.ms)), 'ms', {
      runs: RUNS,
      input_bytes: bytes.length,
      stored_bytes: runs[0]!.value.content.length,
    });
    report(BENCH, `${name}_${where}_event_loop_max_p50`, median(runs.map((r) => r.loopMaxMs)), 'ms', {
      runs: RUNS,
      note: 'longest stretch without a turn of the event loop',
    });
  }
}
await workers.close();

// 2. A 12-page file (merged on a worker thread as the server does, then on this thread): letter (1) + CV (3, the German sample) + 2 certificates (3 + 2) + 4 scans (4), pages numbered, 3 MB target.
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench' });
const renderer = createRenderer({ ...config.rendering, assetFiles: cvAssetFiles() });
await renderer.warmUp!();
const letter = letterDocumentSchema.parse(sampleLetters.fr);
const cv = sampleById('german').cv;
const stored = await Promise.all([
  sanitiseUpload(await textPdf('Certificat Migros', 3), 'a.pdf', 'application/pdf'),
  sanitiseUpload(await textPdf('Diplôme HES', 2), 'b.pdf', 'application/pdf'),
  ...[1, 2, 3, 4].map(async (seed) => sanitiseUpload(await scanLikeJpeg(seed), `scan${seed}.jpg`, 'image/jpeg')),
]);

const dossierWorkers = new DossierWorkers();
type Merge = 'same_thread' | 'worker';

async function makeDossier(where: Merge = 'same_thread') {
  const sources: DossierSource[] = [
    { title: 'Lettre de motivation', kind: 'pdf', bytes: await renderer.renderPdf(renderLetterHtml(letter), { title: 'Lettre', author: 'Bench' }) },
    { title: 'Curriculum vitae', kind: 'pdf', bytes: await renderer.renderPdf(renderCvHtml(cv, { templateId: 5 }), { title: 'CV', author: 'Bench' }) },
    ...stored.map((s, i) =>
      s.contentType === 'application/pdf' ? { title: `Document ${i + 1}`, kind: 'pdf' as const, bytes: s.content } : scanInHand(`Document ${i + 1}`, s.content),
    ),
  ];
  const options = { pageNumbers: true, targetBytes: 3 * MB, title: 'Dossier', author: 'Bench' };
  // The server merges on a worker thread (dossier-workers.ts); the same thread shows what it spares the event loop.
  return where === 'worker' ? dossierWorkers.merge({ sources, ...options, maxPages: 60 }) : assembleDossier(sources, options);
}

// The event loop while the server makes the file: the renders, then the merge on a worker thread.
await makeDossier('worker');
const workerLoops: number[] = [];
for (let i = 0; i < RUNS; i++) workerLoops.push((await timed(() => makeDossier('worker'))).loopMaxMs);
report(BENCH, 'dossier_12_pages_worker_event_loop_max_p50', median(workerLoops), 'ms', { runs: RUNS, note: 'merged on a worker thread, as the server does' });
await dossierWorkers.close();

await makeDossier();
const times: number[] = [];
const peaks: number[] = [];
const loops: number[] = [];
const bases: number[] = [];
let last: Awaited<ReturnType<typeof makeDossier>> | undefined;
for (let i = 0; i < RUNS; i++) {
  const base = process.memoryUsage().rss;
  bases.push(base);
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const run = await timed(makeDossier);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  times.push(run.ms);
  peaks.push(peak);
  loops.push(run.loopMaxMs);
  last = run.value;
}
report(BENCH, 'dossier_12_pages_p50', median(times), 'ms', { runs: RUNS, pages: last!.pageCount, bytes: last!.pdf.length, over_target: last!.overTarget });
report(BENCH, 'dossier_12_pages_rss_peak_p50', median(peaks) / MB, 'MB', { runs: RUNS, note: 'this process (Chromium is another process)' });
report(BENCH, 'dossier_12_pages_rss_before_p50', median(bases) / MB, 'MB', {
  runs: RUNS,
  note: 'this process just before each run: the growth is what one file costs',
});
report(BENCH, 'dossier_12_pages_event_loop_max_p50', median(loops), 'ms', { runs: RUNS, note: 'merged on this thread' });

// 3. Storage for that user: the 6 documents as stored and one sent file.
const documentsBytes = stored.reduce((sum, s) => sum + s.content.length + s.thumbnail.length, 0);
report(BENCH, 'storage_6_documents', documentsBytes / MB, 'MB', { scans: 4, pdfs: 2, note: 'content + thumbnails' });
report(BENCH, 'storage_per_application', last!.pdf.length / MB, 'MB');
await renderer.close();
