// The public site's weight and Lighthouse scores, against the production build served by the
// production server (throwaway PostgreSQL, as in e2e/support/global-setup.ts):
// - JavaScript per route: every JS response Chromium loads for the route until the network is
//   idle (entry chunk and the lazy chunks the route pulls), each body gzipped here (level 9,
//   like the build report) and summed;
// - Lighthouse 12 (mobile and desktop presets) in Debian's Chromium for the main public pages,
//   runs per route and form factor set by BENCH_LH_RUNS (default 1; the median is reported).
// `npm run bench -- web`; build output goes to stderr, figures to stdout as JSON lines.
// Narrow a run with BENCH_LH_ROUTES=/,/cv and BENCH_LH_FORM_FACTORS=mobile; BENCH_LH_DIR=<dir>
// keeps each Lighthouse report (JSON) there for a closer look.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startPgCluster } from '../scripts/pg-cluster';
import { ensureBuilt, startServer } from './production-server';
import { median, report } from './support';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SIZE_ROUTES = ['/', '/cv', '/conseils', '/a-propos', '/conditions-generales', '/politique-confidentialite', '/tarifs', '/contact'];
const LIGHTHOUSE_ROUTES = process.env.BENCH_LH_ROUTES?.split(',') ?? ['/', '/cv', '/conseils', '/tarifs'];
const FORM_FACTORS = (process.env.BENCH_LH_FORM_FACTORS?.split(',') ?? ['mobile', 'desktop']) as ('mobile' | 'desktop')[];
const REPORT_DIR = process.env.BENCH_LH_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const HOME_JS_BUDGET_KB = 150;
const SCORE_TARGET = 95;
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 1);

async function measureJavaScript(baseUrl: string): Promise<Map<string, { gzipKb: number; files: number }>> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const sizes = new Map<string, { gzipKb: number; files: number }>();
  try {
    for (const route of SIZE_ROUTES) {
      // A fresh context per route: nothing cached, as for a first visit.
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js')) {
          bodies.push(response.body());
        }
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      const buffers = await Promise.all(bodies);
      const gzipBytes = buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
      sizes.set(route, { gzipKb: gzipBytes / 1024, files: buffers.length });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

class LighthouseRunError extends Error {}

/** One Lighthouse run; a run Lighthouse failed to measure is said and run again (twice at most). */
async function measuredRun(url: string, formFactor: 'mobile' | 'desktop'): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, formFactor);
    } catch (err) {
      if (!(err instanceof LighthouseRunError) || attempt === 3) throw err;
      console.error(`# ${formFactor} ${err.message}: Lighthouse could not measure this run, running it again`);
    }
  }
}

type Scores = Record<(typeof CATEGORIES)[number], number> & { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };

async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop'): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run Lighthouse itself could not measure (e.g. NO_NAVSTART) scores 0: not a figure of the page.
    if (result.lhr.runtimeError) throw new LighthouseRunError(`${url}: ${result.lhr.runtimeError.code}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${formFactor}-${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
      writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(result.lhr, null, 1));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    );
    if (failing.length) {
      console.error(`# ${formFactor} ${url}: ${failing.map((a) => `${a.id}=${a.score}`).join(', ')}`);
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

ensureBuilt();
const cluster = await startPgCluster({ durable: true });
let server: ChildProcess | undefined;
let dataDir: string | undefined;
try {
  const started = await startServer(cluster.url('postgres'), 'web');
  server = started.server;
  dataDir = started.dataDir;

  for (const [route, size] of await measureJavaScript(started.url)) {
    report('web', 'js_gzip', size.gzipKb, 'KB', {
      route,
      files: size.files,
      ...(route === '/' ? { budget: HOME_JS_BUDGET_KB, within_budget: size.gzipKb <= HOME_JS_BUDGET_KB } : {}),
    });
  }

  for (const formFactor of FORM_FACTORS) {
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs: Scores[] = [];
      for (let i = 0; i < LH_RUNS; i++) runs.push(await measuredRun(started.url + route, formFactor));
      const extra = { route, form_factor: formFactor, runs: LH_RUNS, lighthouse: '12.8.2' };
      for (const category of CATEGORIES) {
        const value = median(runs.map((r) => r[category]));
        report('web', `lighthouse_${category.replace('-', '_')}`, value, 'score', { ...extra, target: SCORE_TARGET, met: value >= SCORE_TARGET });
      }
      report('web', 'lighthouse_fcp', median(runs.map((r) => r.fcpMs)), 'ms', extra);
      report('web', 'lighthouse_lcp', median(runs.map((r) => r.lcpMs)), 'ms', extra);
      report('web', 'lighthouse_tbt', median(runs.map((r) => r.tbtMs)), 'ms', extra);
      report('web', 'lighthouse_cls', median(runs.map((r) => r.cls)), 'score', extra);
    }
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
