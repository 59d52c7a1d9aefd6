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
import { cvAssetFiles } from '../src/templates/fonts';
import { sampleById } from '../src/templates/samples/sample-catalogue';
import { pdfInfo, photoDataUrl } from '../src/server/rendering/fixtures/pdf-tools';
import { processTreeMemory } from '../src/server/rendering/process-tree';
import { createRenderer, DEFAULT_RECYCLE_AFTER } from '../src/server/rendering/renderer';
import { median, percentile, report } from './support';

const BENCH = 'render';
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench' });
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

function reportTimes(metric: string, times: number[], extra: Record<string, unknown> = {}) {
  report(BENCH, `${metric}_p50`, median(times), 'ms', { samples: times.length, ...extra });
  report(BENCH, `${metric}_p95`, percentile(times, 95), 'ms', { samples: times.length, ...extra });
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
  report(BENCH, 'preview_node_cpu_per_call', (used.user + used.system) / 1000 / calls, 'ms', { calls, note: 'HTML generation + CDP round trips, this process only' });
  const htmlOnly = process.cpuUsage();
  for (let i = 0; i < calls; i++) cvHtml(`Personne ${i}`, photo);
  const usedHtml = process.cpuUsage(htmlOnly);
  report(BENCH, 'preview_html_cpu_per_call', (usedHtml.user + usedHtml.system) / 1000 / calls, 'ms', { calls, note: 'the same HTML generation alone (the preview path before pagination)' });
}

// The floor: a bare warm page of the same browser build printing the already paginated HTML,
// nothing else; interleaved with the renderer's full PDF (paginate + print + Info) of the same CV.
{
  const executablePath = findChromium(config.rendering.chromiumPath)!;
  const assets = new Map([...assetFiles].map(([url, file]) => [url, readFileSync(file)]));
  const paged = (await renderer.renderPages(html)).html;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 794, height: 1123 } });
  await context.route('**', (route) => {
    const url = new URL(route.request().url());
    const asset = url.origin === 'https://cv-render.internal' ? assets.get(url.pathname) : undefined;
    if (asset) return route.fulfill({ status: 200, contentType: 'font/woff2', body: asset });
    if (url.href === 'https://cv-render.internal/') return route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title></title>' });
    return route.abort();
  });
  const barePages = await Promise.all(
    Array.from({ length: config.rendering.poolSize }, async () => {
      const page = await context.newPage();
      await page.emulateMedia({ media: 'print' });
      await page.goto('https://cv-render.internal/');
      return page;
    }),
  );
  const barePdf = async (page = barePages[0]!) => {
    await page.setContent(paged, { waitUntil: 'load' });
    await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true, tagged: true });
  };
  await timeEach(10, () => barePdf());
  const bare: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < 30; i++) {
    bare.push(...(await timeEach(2, () => barePdf())));
    full.push(...(await timeEach(2, () => renderer.renderPdf(html, metadata))));
  }
  report(BENCH, 'floor_bare_page_pdf_p50', median(bare), 'ms', { samples: bare.length, note: 'setContent + page.pdf of the paginated HTML on a warm page' });
  report(BENCH, 'renderer_pdf_interleaved_p50', median(full), 'ms', { samples: full.length });
  report(BENCH, 'renderer_pdf_vs_floor', median(full) / median(bare), 'ratio', { statistic: 'ratio of the medians, same run' });

  const throughput = async (fn: (slot: number) => Promise<unknown>) => {
    let count = 0;
    const until = Date.now() + LOAD_SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: config.rendering.poolSize }, async (_, slot) => {
        while (Date.now() < until) {
          await fn(slot);
          count++;
        }
      }),
    );
    return count / ((performance.now() - started) / 1000);
  };
  const floorRate = await throughput((slot) => barePdf(barePages[slot]));
  const rendererRate = await throughput(() => renderer.renderPdf(html, metadata));
  report(BENCH, 'floor_pdf_throughput', floorRate, 'PDF/s', { clients: config.rendering.poolSize });
  report(BENCH, 'renderer_pdf_throughput', rendererRate, 'PDF/s', { clients: config.rendering.poolSize });
  report(BENCH, 'renderer_throughput_vs_floor', rendererRate / floorRate, 'ratio', { loadAverage: loadavg()[0] });
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

