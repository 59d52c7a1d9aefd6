// `npm run bench -- render-service`: rendering scaled out (issue 33, docs/scaling.md « A render
// service »). Fresh PDFs and preview images rendered by app-side renderers (the pool, as the app
// builds it) on the local Chromium, then on one and on two render services, each started as a
// process of its own as `npm run render:server` starts it (two app-side renderers, one per service,
// for two). Measures, for each setup, PDFs per second with two clients per renderer, and the CPU
// one PDF and one preview cost on the app side (this process) and on the render side (the service
// processes and their Chromium), from /proc. Then the users a day one core carries on each side,
// for a stated day of use (BENCH_DAY: previews, PDFs, preview images per active user; 60 % of the
// core kept free for peaks). No cache in front: every call renders.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { processTree } from '../src/server/rendering/process-tree';
import { createRenderer, type Renderer } from '../src/server/rendering/renderer';
import { cvAssetFiles } from '../src/templates/fonts';
import { renderCvHtml } from '../src/templates/render-cv-html';
import { sampleById } from '../src/templates/samples/sample-catalogue';
import { median, report } from './support';

const BENCH = 'render-service';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const [DAY_PREVIEWS, DAY_PDFS, DAY_IMAGES] = (process.env.BENCH_DAY ?? '60,2,4').split(',').map(Number) as [number, number, number];
const HEADROOM = 0.4;
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench' });
const assetFiles = cvAssetFiles();
const sample = sampleById('german').cv;
const html = (i: number) => renderCvHtml({ ...sample, personal_info: { ...sample.personal_info, lastName: `Großmann ${i}` } }, { templateId: 5 });
const metadata = { title: 'CV', author: 'Jonas Großmann' };
const TICKS = 100;

/** CPU seconds used so far by a process tree: user and system time of each process, and of the children each has reaped. */
function treeCpu(rootPid: number): number {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS;
}
const appCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function startService(): Promise<{ endpoint: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/server/rendering/render-server-command.ts')], {
    env: { PATH: process.env.PATH ?? '', RENDER_SERVER_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(ws:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(`render service exited: ${out}`)));
  });
  return { endpoint, child };
}

/** Runs `work` on every renderer with two clients each for SECONDS; calls made and CPU used. */
async function measure(renderers: Renderer[], servicePids: number[], work: (r: Renderer, i: number) => Promise<unknown>) {
  let done = 0;
  let next = 0;
  const cpu = () => ({ app: appCpu(), render: servicePids.reduce((sum, pid) => sum + treeCpu(pid), 0) });
  const before = cpu();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    renderers.flatMap((r) =>
      [0, 1].map(async () => {
        while (performance.now() < until) {
          await work(r, next++);
          done += 1;
        }
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = cpu();
  return { rate: done / seconds, appMs: ((after.app - before.app) * 1000) / done, renderMs: ((after.render - before.render) * 1000) / done };
}

const setups: Array<{ name: string; services: number }> = [
  { name: 'local Chromium', services: 0 },
  { name: 'one render service', services: 1 },
  { name: 'two render services', services: 2 },
];
for (const setup of setups) {
  const services = await Promise.all(Array.from({ length: setup.services }, startService));
  const renderers = setup.services
    ? services.map((s) => createRenderer({ ...config.rendering, browserWsEndpoint: s.endpoint, poolSize: 2, assetFiles }))
    : [createRenderer({ ...config.rendering, poolSize: 2, assetFiles })];
  try {
    // Warm: every page of every pool has rendered once.
    await Promise.all(renderers.flatMap((r) => [0, 1, 2, 3].map((i) => r.renderPdf(html(i), metadata))));
    // Locally the render side is this process's Chromium (its children); measured through the pool's pid.
    const pids = setup.services ? services.map((s) => s.child.pid!) : [renderers[0]!.stats().browserPid!];
    const pdf: Array<Awaited<ReturnType<typeof measure>>> = [];
    const preview: Array<Awaited<ReturnType<typeof measure>>> = [];
    const image: Array<Awaited<ReturnType<typeof measure>>> = [];
    for (let run = 0; run < RUNS; run++) {
      pdf.push(await measure(renderers, pids, (r, i) => r.renderPdf(html(i), metadata)));
      preview.push(await measure(renderers, pids, (r, i) => r.renderPages(html(i))));
      image.push(await measure(renderers, pids, (r, i) => r.renderPreviewImage(html(i))));
    }
    const m = (runs: typeof pdf, key: 'rate' | 'appMs' | 'renderMs') => median(runs.map((x) => x[key]));
    const extra = { setup: setup.name, runs: RUNS, seconds: SECONDS, loadAverage: loadavg()[0] };
    report(BENCH, 'pdf_throughput', m(pdf, 'rate'), 'PDF/s', extra);
    for (const [label, runs] of [
      ['pdf', pdf],
      ['preview', preview],
      ['preview_image', image],
    ] as const) {
      report(BENCH, `${label}_cpu_app`, m(runs, 'appMs'), 'ms', extra);
      report(BENCH, `${label}_cpu_render`, m(runs, 'renderMs'), 'ms', extra);
    }
    const perUser = (side: 'appMs' | 'renderMs') => (DAY_PREVIEWS * m(preview, side) + DAY_PDFS * m(pdf, side) + DAY_IMAGES * m(image, side)) / 1000;
    const day = { ...extra, day: { previews: DAY_PREVIEWS, pdfs: DAY_PDFS, previewImages: DAY_IMAGES }, headroom: HEADROOM };
    report(BENCH, 'users_per_day_per_app_core', (86_400 * (1 - HEADROOM)) / perUser('appMs'), 'users', day);
    report(BENCH, 'users_per_day_per_render_core', (86_400 * (1 - HEADROOM)) / perUser('renderMs'), 'users', day);
  } finally {
    await Promise.all(renderers.map((r) => r.close()));
    for (const s of services) s.child.kill('SIGTERM');
  }
}
