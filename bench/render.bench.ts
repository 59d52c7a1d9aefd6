// The rendering service on this machine: HTML generation, a 2-page PDF and the page-1 image
// on the warm pool, throughput of the default pool under concurrent load, peak memory of the
// browser's processes, the same PDF made by launching a browser per request as the in-run
// baseline, and how a page grows with use (which sets the recycling period).
//
// The HTML is the real template output: the German sample (two pages) in Modern Professional,
// the two-column design with a sidebar, with a photo.
import { cpus, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { loadConfig } from '../src/server/config';
import { CHROMIUM_ARGS } from '../src/server/rendering/open-browser';
import { findChromium } from '../src/server/rendering/find-chromium';
import { renderCvHtml } from '../src/templates/render-cv-html';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { cvAssetFiles } from '../src/templates/fonts';
import { sampleById } from '../src/templates/samples/sample-catalogue';
import { pdfInfo, photoDataUrl } from '../src/server/rendering/fixtures/pdf-tools';
import { processTreeMemory } from '../src/server/rendering/process-tree';
import { createRenderer, DEFAULT_RECYCLE_AFTER } from '../src/server/rendering/renderer';
import { BrowserPool } from '../src/server/rendering/browser-pool';
import { loadRenderAssets } from '../src/server/rendering/assets';
import { paginateToHtml, sessionOf } from '../src/server/rendering/paginate';
import { PDFDocument } from 'pdf-lib';
import { letterDocumentSchema } from '../src/domain/letter/letter-schema';
import type { DossierSource } from '../src/server/dossiers/assemble-dossier';
import { DossierWorkers } from '../src/server/dossiers/dossier-workers';
import { scanLikeJpeg } from '../src/server/testing/documents';
import { renderLetterHtml } from '../src/templates/letters/render-letter-html';
import { sampleLetters } from '../src/templates/letters/sample-letters';
import { floorPages } from './floor-pages';
import { cvsOfPages, treeCpuMs, type CvOfPages } from './preview-pages';
import { median, percentile, report, seriesOf, throughput as measureThroughput, timedWithEventLoop } from './support';

const BENCH = 'render';
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Every render paginates (no pagination memory), as the figures measure a render's own work;
// the floor section adds a renderer with the memory for a PDF made after its preview.
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench', RENDER_PAGINATION_MEMORY_MB: '0' });
const assetFiles = cvAssetFiles();
const photo = await photoDataUrl();
const sample = sampleById('german').cv;
const TEMPLATE_ID = 5;
const cvHtml = (lastName: string, photoUrl: string) =>
  renderCvHtml({ ...sample, personal_info: { ...sample.personal_info, lastName } }, { templateId: TEMPLATE_ID, photoDataUrl: photoUrl });
const html = cvHtml(sample.personal_info.lastName, photo);
const fullName = `${sample.personal_info.firstName} ${sample.personal_info.lastName}`;
const metadata = { title: `CV – ${fullName}`, author: fullName };
const MB = 1024 * 1024;

async function timeEach(count: number, fn: (i: number) => unknown): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  return times;
}

async function timedValue<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  return (await timedValue(fn)).ms;
}

/** The floor: the PDFs' pages and the scans as given, one save. */
async function bareMerge(sources: readonly DossierSource[], images: ReadonlyArray<Buffer | undefined>): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const [i, source] of sources.entries()) {
    if (source.kind === 'pdf') {
      const from = await PDFDocument.load(source.bytes);
      for (const page of await doc.copyPages(from, from.getPageIndices())) doc.addPage(page);
    } else {
      const image = await doc.embedJpg(images[i]!);
      doc.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
    }
  }
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

function reportTimes(metric: string, times: number[], extra: Record<string, unknown> = {}) {
  report(BENCH, `${metric}_p50`, median(times), 'ms', { samples: times.length, ...extra });
  report(BENCH, `${metric}_p95`, percentile(times, 95), 'ms', { samples: times.length, ...extra });
}

// 0a. The editor's preview per page (issue 33): Chromium's CPU (the browser's whole process tree,
// from /proc, 10 ms ticks) for one `renderPages` call, the preview's path (write, paginate,
// answer the paginated HTML), divided by the pages, for CVs of 1/3/5/7/10 pages in two designs
// (5: a sidebar; 2: one column); beside it the renderer's main thread alone (DevTools
// `Performance.getMetrics` ThreadTime around the same evaluation on a page of its own pool),
// which is where the pagination runs. Medians of several runs of a few calls each; the ratios
// compare the 10-page CV with the 1-page one of the same design, measured in the same process.
// Beside each typical CV, one of the same length whose nearly empty last page makes the fit
// steps run. BENCH_RENDER_ONLY=preview-pages runs this section alone.
if (!process.env.BENCH_RENDER_ONLY || process.env.BENCH_RENDER_ONLY === 'preview-pages') {
  const RUNS = Number(process.env.BENCH_RUNS ?? 5);
  const previews = createRenderer({ ...config.rendering, poolSize: 1, assetFiles, recycleAfter: Number.MAX_SAFE_INTEGER });
  await previews.warmUp!();
  const browserPid = previews.stats().browserPid!;
  const threadPool = new BrowserPool({
    poolSize: 1,
    queueMax: 4,
    timeoutMs: 60_000,
    recycleAfter: Number.MAX_SAFE_INTEGER,
    assets: loadRenderAssets(assetFiles),
  });
  const threadMs = (cv: string, calls: number) =>
    threadPool.run(async (page) => {
      const session = await sessionOf(page);
      await session.send('Performance.enable', { timeDomain: 'threadTicks' });
      const now = async () => (await session.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')!.value * 1000;
      const before = await now();
      for (let i = 0; i < calls; i++) await paginateToHtml(page, cv);
      return (await now()) - before;
    });
  for (const templateId of [5, 2]) {
    const perPage = new Map<number, number>();
    const fittedPerPage = new Map<number, number>();
    const threadPerPage = new Map<number, number>();
    const measure = async (name: string, target: number, { html: cv, experiences, passes }: CvOfPages) => {
      const calls = Math.max(3, Math.ceil(12 / target / passes));
      const cpu: number[] = [];
      const thread: number[] = [];
      const wall: number[] = [];
      await threadMs(cv, 1);
      for (let run = 0; run < RUNS; run++) {
        const before = treeCpuMs(browserPid);
        const started = performance.now();
        for (let i = 0; i < calls; i++) await previews.renderPages(cv);
        wall.push((performance.now() - started) / calls / target);
        cpu.push((treeCpuMs(browserPid) - before) / calls / target);
        thread.push((await threadMs(cv, calls)) / calls / target);
      }
      report(BENCH, name, median(cpu), 'ms', {
        runs: RUNS,
        calls_per_run: calls,
        experiences,
        pages: target,
        passes,
        renderer_thread_per_page_p50: Math.round(median(thread) * 10) / 10,
        wall_per_page_p50: Math.round(median(wall) * 10) / 10,
        loadAverage: loadavg()[0],
      });
      return { cpu: median(cpu), thread: median(thread) };
    };
    for (const target of [1, 3, 5, 7, 10]) {
      const { typical, fitted } = await cvsOfPages(previews, templateId, target);
      const figures = await measure(`preview_chromium_cpu_per_page_t${templateId}_${target}_pages`, target, typical);
      perPage.set(target, figures.cpu);
      threadPerPage.set(target, figures.thread);
      // The same length with a nearly empty last page: the fit steps re-run the pagination.
      if (fitted) fittedPerPage.set(target, (await measure(`preview_chromium_cpu_per_page_t${templateId}_${target}_pages_fit_steps`, target, fitted)).cpu);
    }
    const ratio = (metric: string, value: number) => report(BENCH, metric, value, 'ratio', { statistic: 'ratio of the medians, same run', goal: '<= 1.3' });
    ratio(`preview_chromium_cpu_per_page_t${templateId}_10_vs_1`, perPage.get(10)! / perPage.get(1)!);
    ratio(`preview_renderer_thread_per_page_t${templateId}_10_vs_1`, threadPerPage.get(10)! / threadPerPage.get(1)!);
    // Without the fixed cost of a call (writing the document, fonts, answering), which the 1-page CV carries alone.
    report(BENCH, `preview_renderer_thread_per_page_t${templateId}_10_vs_3`, threadPerPage.get(10)! / threadPerPage.get(3)!, 'ratio', {
      statistic: 'ratio of the medians, same run',
    });
    if (fittedPerPage.has(10)) ratio(`preview_chromium_cpu_per_page_t${templateId}_10_fit_steps_vs_1`, fittedPerPage.get(10)! / perPage.get(1)!);
  }
  await threadPool.close();
  await previews.close();
  if (process.env.BENCH_RENDER_ONLY === 'preview-pages') process.exit(0);
}

// 0c. A keystroke from the pages before (issue 33, reuse-pages.ts): the 5-page CV of the
// keystroke bench in design 5, typed into three places, one key per call as in the editor: the
// city (page 1, a sidebar contact line), the company of the 8th experience of 13 (the second on
// page 3) and the title of the 7th (the unit that opens page 3, measured at the bottom of page 2
// by the break: never changed in place, tried once, then paginated in full). Each key is timed
// twice, interleaved: with a renderer that keeps paginations (the server's default) and with
// the same keys made full paginations (a class on the body changes the document's skeleton).
// BENCH_RENDER_ONLY=pages-before runs this section alone.
if (!process.env.BENCH_RENDER_ONLY || process.env.BENCH_RENDER_ONLY === 'pages-before') {
  const keeping = createRenderer({ ...config.rendering, poolSize: 1, paginationMemoryChars: 16 * MB, assetFiles });
  await keeping.warmUp!();
  const { typical } = await cvsOfPages(keeping, TEMPLATE_ID, 5);
  type Cv = ReturnType<typeof cvDocumentSchema.parse>;
  const base = cvDocumentSchema.parse(typical.input);
  const eighth = 7;
  const places: Array<[string, (cv: Cv, text: string) => void]> = [
    ['city', (cv, text) => (cv.personal_info.city = `Sion ${text}`)],
    ['page3_company', (cv, text) => (cv.professional_experiences[eighth]!.company = `Fiduciaire ${text} SA`)],
    ['page3_opening_title', (cv, text) => (cv.professional_experiences[eighth - 1]!.title = `Comptable ${text}`)],
  ];
  const KEYS = 30;
  for (const [place, type] of places) {
    const keyed = (i: number, full: boolean) => {
      const cv = structuredClone(base);
      type(cv, `${'abcdefghij'.slice(0, 1 + (i % 10))}${Math.floor(i / 10)}`);
      const made = renderCvHtml(cv, { templateId: TEMPLATE_ID });
      return full ? made.replace('<body class="', `<body class="k${place}${i} `) : made;
    };
    await keeping.renderPages(keyed(0, false), { imagesSizedByCss: true });
    const tried = keeping.stats().paginationsTriedFromPagesBefore;
    const started = keeping.stats().paginationsFromPagesBefore;
    const fromBefore: number[] = [];
    const full: number[] = [];
    for (let i = 1; i <= KEYS; i++) {
      full.push(...(await timeEach(1, () => keeping.renderPages(keyed(i, true), { imagesSizedByCss: true }))));
      fromBefore.push(...(await timeEach(1, () => keeping.renderPages(keyed(i, false), { imagesSizedByCss: true }))));
    }
    const extra = { keys: KEYS, pages: 5, template: TEMPLATE_ID, loadAverage: loadavg()[0] };
    report(BENCH, `keystroke_pages_${place}_full_p50`, median(full), 'ms', extra);
    report(BENCH, `keystroke_pages_${place}_p50`, median(fromBefore), 'ms', {
      ...extra,
      tried: keeping.stats().paginationsTriedFromPagesBefore - tried,
      startedFromPagesBefore: keeping.stats().paginationsFromPagesBefore - started,
    });
    report(BENCH, `keystroke_pages_${place}_vs_full`, median(fromBefore) / median(full), 'ratio', { statistic: 'ratio of the medians, same run' });
  }
  await keeping.close();
  if (process.env.BENCH_RENDER_ONLY === 'pages-before') process.exit(0);
}

// 0b. Application files (issue 33): each scan's shrink level chosen from measured sizes and the
// file written once, on a worker thread, against the floor made in this process from the same
// inputs with pdf-lib: one bare merge of the parts as finally embedded (no page numbers nor
// outline). Two cases: the first file with these scans (each shrunk copy made with sharp), and
// the next ones (the copies kept by the first, as attachment_scan_levels keeps them). The letter
// and CV are rendered once (the application file reuses their cached PDFs); the attachments are
// A4 scans at 300 dpi. BENCH_RENDER_ONLY=application-file runs this section alone.
{
  // Seven interleaved runs, the ratio taken in each: with three, one slow floor or merge moved
  // the 8-scan ratio between 0.55 and 1.98 from one run to the next.
  const RUNS = Number(process.env.BENCH_RUNS ?? 7);
  const renderer0 = createRenderer({ ...config.rendering, poolSize: 1, assetFiles });
  await renderer0.warmUp!();
  const letterPdf = await renderer0.renderPdf(renderLetterHtml(letterDocumentSchema.parse(sampleLetters.fr)), { title: 'Lettre', author: 'Bench' });
  const cvPdf = await renderer0.renderPdf(html, metadata);
  await renderer0.close();
  const distinctScans = await Promise.all([1, 2, 3, 4].map((seed) => scanLikeJpeg(seed)));
  const dossierWorkers = new DossierWorkers(1);
  for (const attachments of [2, 8, 20]) {
    const scanAt = (i: number) => distinctScans[i % distinctScans.length]!;
    // The attachments as the server has them (dossier-sources.ts): each scan's sizes, its bytes
    // read once chosen, as copies of their own (a database row's bytes), handed to the worker.
    const stored = new Map<string, Buffer>(Array.from({ length: attachments }, (_, i) => [`0:${i + 2}`, scanAt(i)]));
    const own = (bytes: Buffer) => {
      const copy = Buffer.alloc(bytes.length);
      bytes.copy(copy);
      return copy;
    };
    const loadScans = (wanted: ReadonlyArray<{ source: number; level: number }>) =>
      Promise.resolve(wanted.map((w) => own(stored.get(`${w.level}:${w.source}`)!)));
    const asStored = (withKept: boolean): DossierSource[] => [
      { title: 'Lettre de motivation', kind: 'pdf', bytes: letterPdf },
      { title: 'Curriculum vitae', kind: 'pdf', bytes: cvPdf },
      ...Array.from({ length: attachments }, (_, i) => ({
        title: `Scan ${i + 1}`,
        kind: 'image' as const,
        sizes: new Map(
          [...stored].flatMap(([key, bytes]) => {
            const [level, source] = key.split(':').map(Number) as [number, number];
            return source === i + 2 && (withKept || level === 0) ? [[level, bytes.length] as const] : [];
          }),
        ),
        copies: new Map(),
      })),
    ];
    const options = { pageNumbers: true, targetBytes: 3 * MB, title: 'Dossier', author: 'Bench', maxPages: 60, loadScans };
    const first = await dossierWorkers.merge({ sources: asStored(false), ...options });
    // The copies the first file made, kept as the server keeps them (attachment_scan_levels).
    for (const m of first.madeLevels) stored.set(`${m.level}:${m.source}`, m.bytes);
    const floorSources = asStored(true);
    const floorImages = floorSources.map((s, i) => (s.kind === 'image' ? stored.get(`${first.scanLevels[i - 2]!}:${i}`)! : undefined));
    const runs = seriesOf('first', 'next', 'floor', 'firstLoop', 'nextLoop', 'ratio');
    for (let i = 0; i < RUNS; i++) {
      // Interleaved, so that a change in the machine's load touches them alike.
      const cold = await timedWithEventLoop(() => dossierWorkers.merge({ sources: asStored(false), ...options }));
      runs.first.push(cold.ms);
      runs.firstLoop.push(cold.loopMaxMs);
      const warm = await timedWithEventLoop(() => dossierWorkers.merge({ sources: asStored(true), ...options }));
      runs.next.push(warm.ms);
      runs.nextLoop.push(warm.loopMaxMs);
      runs.floor.push(await timed(() => bareMerge(floorSources, floorImages)));
      runs.ratio.push(warm.ms / runs.floor.at(-1)!);
    }
    const extra = {
      runs: RUNS,
      attachments,
      pages: first.pageCount,
      bytes: first.pdf.length,
      target_bytes: options.targetBytes,
      writes: first.writes,
      levels: first.scanLevels.join(','),
      copies_made: first.madeLevels.length,
    };
    report(BENCH, `application_file_${attachments}_scans_p50`, median(runs.next), 'ms', { ...extra, note: 'the shrunk copies kept by an earlier file' });
    report(BENCH, `application_file_${attachments}_scans_first_p50`, median(runs.first), 'ms', {
      ...extra,
      note: 'the first file with these scans: every copy made',
    });
    report(BENCH, `application_file_${attachments}_scans_bare_merge_p50`, median(runs.floor), 'ms', {
      runs: RUNS,
      note: 'pdf-lib: the parts as embedded, one save, on this thread',
    });
    report(BENCH, `application_file_${attachments}_scans_vs_bare_merge`, median(runs.ratio), 'ratio', {
      statistic: 'median of the runs’ ratios',
      runs: runs.ratio.map((r) => Math.round(r * 100) / 100),
      goal: '<= 2',
    });
    report(BENCH, `application_file_${attachments}_scans_first_vs_bare_merge`, median(runs.first) / median(runs.floor), 'ratio', {
      statistic: 'ratio of the medians',
    });
    report(BENCH, `application_file_${attachments}_scans_event_loop_max_p50`, median(runs.nextLoop), 'ms', {
      runs: RUNS,
      goal: '<= 50',
      note: 'merged on a worker thread, as the server does',
    });
    report(BENCH, `application_file_${attachments}_scans_first_event_loop_max_p50`, median(runs.firstLoop), 'ms', { runs: RUNS });
  }
  await dossierWorkers.close();
  if (process.env.BENCH_RENDER_ONLY === 'application-file') process.exit(0);
}

// 1. HTML generation.
await timeEach(200, (i) => cvHtml(`Warm ${i}`, photo));
reportTimes('html_generation', await timeEach(2_000, (i) => cvHtml(`Personne ${i}`, photo)), {
  source: `template ${TEMPLATE_ID}, German sample`,
});

// 2-5. The default pool: one page per core.
const renderer = createRenderer({ ...config.rendering, assetFiles });
const extra = { poolSize: config.rendering.poolSize, cores: cpus().length, recycleAfter: DEFAULT_RECYCLE_AFTER, loadAverage: loadavg()[0] };
await renderer.warmUp!();
const pid = renderer.stats().browserPid!;
// Reading /proc takes milliseconds of this thread: memory is sampled at the end of each phase
// and, sparsely, during the load phase, never while latencies are measured.
let peak = processTreeMemory(pid);
const sampleMemory = () => {
  const now = processTreeMemory(pid);
  peak = { rss: Math.max(peak.rss, now.rss), pss: Math.max(peak.pss, now.pss) };
};

const pages = (await pdfInfo(await renderer.renderPdf(html, metadata))).Pages;
await timeEach(20, () => renderer.renderPdf(html, metadata));
const pdfTimes = await timeEach(100, () => renderer.renderPdf(html, metadata));
reportTimes('pdf_2_pages_warm', pdfTimes, { ...extra, pages: Number(pages) });
sampleMemory();

// The editor's preview: the CV paginated in a warm page and its paginated HTML returned. Node's
// own CPU per call is what the app process pays; Chromium's is in another process.
await timeEach(20, () => renderer.renderPages(html));
reportTimes('preview_pages_warm', await timeEach(100, () => renderer.renderPages(html)), { ...extra, pages: Number(pages) });
{
  const calls = 200;
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) await renderer.renderPages(cvHtml(`Personne ${i}`, photo));
  const used = process.cpuUsage(before);
  report(BENCH, 'preview_node_cpu_per_call', (used.user + used.system) / 1000 / calls, 'ms', {
    calls,
    note: 'HTML generation + CDP round trips, this process only',
  });
  const htmlOnly = process.cpuUsage();
  for (let i = 0; i < calls; i++) cvHtml(`Personne ${i}`, photo);
  const usedHtml = process.cpuUsage(htmlOnly);
  report(BENCH, 'preview_html_cpu_per_call', (usedHtml.user + usedHtml.system) / 1000 / calls, 'ms', {
    calls,
    note: 'the same HTML generation alone (the preview path before pagination)',
  });
}

// The floor: a bare warm page of the same browser build printing the already paginated HTML,
// nothing else; interleaved with the renderer's full PDF (paginate + print + Info) of the same CV.
{
  const executablePath = findChromium(config.rendering.chromiumPath)!;
  const assets = new Map([...assetFiles].map(([url, file]) => [url, readFileSync(file)]));
  const paged = (await renderer.renderPages(html)).html;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const barePages = await floorPages(browser, assets, config.rendering.poolSize, { width: 794, height: 1123 });
  const barePdf = async (page = barePages[0]!) => {
    await page.setContent(paged, { waitUntil: 'load' });
    await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true, tagged: true });
  };
  // The same CV printed after its preview paginated it (the editor's path: preview, then
  // download), by a renderer that keeps paginations by content (the server's default).
  const remembering = createRenderer({ ...config.rendering, paginationMemoryChars: 16 * MB, assetFiles });
  await remembering.warmUp!();
  await remembering.renderPages(html, { imagesSizedByCss: true });
  const afterPreview = () => remembering.renderPdf(html, metadata, { imagesSizedByCss: true });
  await timeEach(10, () => barePdf());
  await timeEach(5, afterPreview);
  const bare: number[] = [];
  const full: number[] = [];
  const remembered: number[] = [];
  for (let i = 0; i < 30; i++) {
    bare.push(...(await timeEach(2, () => barePdf())));
    full.push(...(await timeEach(2, () => renderer.renderPdf(html, metadata))));
    remembered.push(...(await timeEach(2, afterPreview)));
  }
  report(BENCH, 'floor_bare_page_pdf_p50', median(bare), 'ms', { samples: bare.length, note: 'setContent + page.pdf of the paginated HTML on a warm page' });
  report(BENCH, 'renderer_pdf_interleaved_p50', median(full), 'ms', {
    samples: full.length,
    note: 'a fresh PDF of content never paginated: paginate + print + Info',
  });
  report(BENCH, 'renderer_pdf_vs_floor', median(full) / median(bare), 'ratio', { statistic: 'ratio of the medians, same run' });
  report(BENCH, 'renderer_pdf_after_preview_p50', median(remembered), 'ms', {
    samples: remembered.length,
    note: 'a fresh PDF of content its preview paginated: the pages written and printed + Info',
  });
  report(BENCH, 'renderer_pdf_after_preview_vs_floor', median(remembered) / median(bare), 'ratio', {
    statistic: 'ratio of the medians, same run',
    goal: '<= 1.1',
  });

  const throughput = (clients: number, fn: (slot: number) => Promise<unknown>) => measureThroughput(LOAD_SECONDS, clients, fn);
  // Clients beyond the pages wait for one: the floor's pages are shared the same way.
  const barePool = [...barePages];
  const waitingForBare: Array<(page: (typeof barePages)[number]) => void> = [];
  const pooledBarePdf = async () => {
    const page = barePool.pop() ?? (await new Promise<(typeof barePages)[number]>((resolve) => waitingForBare.push(resolve)));
    try {
      await barePdf(page);
    } finally {
      const next = waitingForBare.shift();
      if (next) next(page);
      else barePool.push(page);
    }
  };
  for (const clients of [1, 2, 4]) {
    const floorRate = await throughput(clients, () => pooledBarePdf());
    const rendererRate = await throughput(clients, () => renderer.renderPdf(html, metadata));
    const rememberedRate = await throughput(clients, afterPreview);
    const extra = { clients, pages: config.rendering.poolSize, loadAverage: loadavg()[0] };
    report(BENCH, 'floor_pdf_throughput', floorRate, 'PDF/s', extra);
    report(BENCH, 'renderer_pdf_throughput', rendererRate, 'PDF/s', extra);
    report(BENCH, 'renderer_pdf_after_preview_throughput', rememberedRate, 'PDF/s', extra);
    report(BENCH, 'renderer_throughput_vs_floor', rendererRate / floorRate, 'ratio', extra);
    report(BENCH, 'renderer_after_preview_throughput_vs_floor', rememberedRate / floorRate, 'ratio', { ...extra, goal: '>= 0.9' });
  }
  await remembering.close();
  await browser.close();
}

await timeEach(10, () => renderer.renderPreviewImage(html));
reportTimes('preview_image_warm', await timeEach(60, () => renderer.renderPreviewImage(html)), { ...extra, width: 400, type: 'image/jpeg' });
sampleMemory();
const sampler = setInterval(sampleMemory, 500);

// Throughput: twice as many clients as pages keep the queue fed.
const clients = config.rendering.poolSize * 2;
let done = 0;
const latencies: number[] = [];
const deadline = Date.now() + LOAD_SECONDS * 1000;
const loadStarted = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      await renderer.renderPdf(html, metadata);
      latencies.push(performance.now() - started);
      done++;
    }
  }),
);
const elapsed = (performance.now() - loadStarted) / 1000;
report(BENCH, 'pdf_throughput', done / elapsed, 'PDF/s', { ...extra, clients, seconds: Math.round(elapsed * 10) / 10, pdfs: done });
reportTimes('pdf_under_load', latencies, { ...extra, clients });
clearInterval(sampler);
sampleMemory();
report(BENCH, 'browser_peak_rss', peak.rss / MB, 'MiB', { ...extra, note: 'sum of the RSS of the browser process tree (shared pages counted per process)' });
report(BENCH, 'browser_peak_pss', peak.pss / MB, 'MiB', { ...extra, note: 'sum of the PSS of the browser process tree (shared pages divided)' });

// 6. Baseline: a browser launched for each PDF (same flags, same routing, same HTML),
// interleaved with warm-pool renders so that both see the same machine load.
{
  const executablePath = findChromium(config.rendering.chromiumPath)!;
  const assets = new Map([...assetFiles].map(([url, file]) => [url, readFileSync(file)]));
  const browserPerPdf = async () => {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route('**', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== 'https://cv-render.internal') return route.abort();
      const asset = assets.get(url.pathname);
      return asset
        ? route.fulfill({ status: 200, contentType: 'font/woff2', body: asset })
        : route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    });
    const page = await context.newPage();
    await page.emulateMedia({ media: 'print' });
    await page.goto('https://cv-render.internal/cv', { waitUntil: 'load' });
    await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true, tagged: true });
    await browser.close();
  };
  const baseline: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) {
    baseline.push(...(await timeEach(1, browserPerPdf)));
    warm.push(...(await timeEach(3, () => renderer.renderPdf(html, metadata))));
  }
  report(BENCH, 'baseline_browser_per_pdf_p50', median(baseline), 'ms', { samples: baseline.length, loadAverage: loadavg()[0] });
  report(BENCH, 'warm_pool_pdf_interleaved_p50', median(warm), 'ms', { samples: warm.length });
  report(BENCH, 'warm_pool_speedup_vs_baseline', median(baseline) / median(warm), 'ratio', { statistic: 'ratio of the medians' });
}
await renderer.close();

// 7. Page growth without recycling, with a small and a large photo (the photo dominates
// what a page retains), and renders on a page that is new every time.
for (const [label, photoUrl] of [
  ['small_photo', photo],
  ['large_photo', await photoDataUrl({ large: true })],
] as const) {
  const growth = createRenderer({ ...config.rendering, poolSize: 1, recycleAfter: Number.MAX_SAFE_INTEGER, assetFiles });
  await growth.warmUp!();
  const growthPid = growth.stats().browserPid!;
  // The first renders fill the page's caches (fonts, glyphs); what matters is what follows.
  const WARM = 60;
  const RENDERS = 150;
  const start = processTreeMemory(growthPid).pss;
  await timeEach(WARM, (i) => growth.renderPdf(cvHtml(`Personne ${i}`, photoUrl), metadata));
  const warmed = processTreeMemory(growthPid).pss;
  await timeEach(RENDERS, (i) => growth.renderPdf(cvHtml(`Personne ${WARM + i}`, photoUrl), metadata));
  const grown = processTreeMemory(growthPid).pss - warmed;
  const photoKiB = Math.round(photoUrl.length / 1024);
  report(BENCH, `page_warmup_growth_${label}`, (warmed - start) / MB, 'MiB', { renders: WARM, photoKiB });
  report(BENCH, `page_growth_per_render_${label}`, grown / RENDERS / MB, 'MiB', { renders: RENDERS, after: WARM, photoKiB });
  await growth.close();
}
{
  const everyTime = createRenderer({ ...config.rendering, poolSize: 1, recycleAfter: 1, assetFiles });
  await everyTime.warmUp!();
  // A worn page serves until its replacement is open: wait for that page, then time its first render.
  const onFreshPage = async () => {
    const recycled = everyTime.stats().pagesRecycled;
    while (everyTime.stats().pagesRecycled === recycled || everyTime.stats().pagesOpen > 1) await new Promise((r) => setTimeout(r, 5));
    const started = performance.now();
    await everyTime.renderPdf(html, metadata);
    return performance.now() - started;
  };
  await everyTime.renderPdf(html, metadata);
  for (let i = 0; i < 5; i++) await onFreshPage();
  const times: number[] = [];
  for (let i = 0; i < 30; i++) times.push(await onFreshPage());
  reportTimes('pdf_new_page_every_render', times);
  await everyTime.close();
}
