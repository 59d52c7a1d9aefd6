import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/errors.js';
import { loadRenderAssets } from './assets.js';
import { BrowserPool } from './browser-pool.js';
import { CHROMIUM_ARGS } from './open-browser.js';
import { findChromium } from './find-chromium.js';
import { pdfFonts, pdfInfo, pdfText } from './fixtures/pdf-tools.js';
import { fixtureAssetFiles, sampleCv, sampleCvHtml } from './fixtures/sample-cv.js';
import { processTree } from './process-tree.js';
import { renderingMessages } from './render-errors.js';
import { createRenderer, type Renderer } from './renderer.js';

const assetFiles = fixtureAssetFiles();
const chromiumPath = findChromium()!;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const cvFor = (name: string) => sampleCvHtml({ ...sampleCv, name });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('queue and time-out', () => {
  // One page, one queued job at most, one second per job.
  let pool: BrowserPool;
  beforeAll(async () => {
    pool = new BrowserPool({ poolSize: 1, queueMax: 1, timeoutMs: 1_000, recycleAfter: 50, assets: loadRenderAssets(assetFiles) });
    await pool.warmUp();
  });
  afterAll(() => pool?.close());

  it('answers a French 503 at once when the queue is full', async () => {
    const gate = deferred();
    const running = pool.run(async () => {
      await gate.promise;
      return 'running';
    });
    const queued = pool.run(async () => 'queued');
    // « At once »: settled before the event loop's next turn, while no timer can fire (a refusal
    // that waited for a slot, a delay or a time-out would still be pending).
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    let first: unknown;
    try {
      const settled = pool
        .run(async () => 'refused')
        .then(
          () => 'ran',
          (err: unknown) => err,
        );
      first = await Promise.race([settled, new Promise((resolve) => setImmediate(() => resolve('still waiting')))]);
    } finally {
      vi.useRealTimers();
    }
    expect(first).toBeInstanceOf(ApiError);
    const error = first as ApiError;
    expect(error.statusCode).toBe(503);
    expect(error.body).toEqual({ detail: renderingMessages.overloaded, code: 'renderer_overloaded' });
    expect(error.body).toEqual({
      detail: 'Le service de génération de PDF est momentanément surchargé. Veuillez réessayer dans quelques instants.',
      code: 'renderer_overloaded',
    });
    expect(error.headers['retry-after']).toBe('5');
    gate.resolve();
    expect(await running).toBe('running');
    expect(await queued).toBe('queued');
    expect(pool.stats().rejected).toBe(1);
  });

  it('answers a French 503 when a job runs past its time, for the running and the queued job, then recovers', async () => {
    const hanging = pool.run((page) => page.waitForTimeout(60_000));
    const waiting = pool.run(async () => 'never reached');
    const [first, second] = await Promise.all([rejection(hanging), rejection(waiting)]);
    for (const error of [first, second]) {
      expect(error.statusCode).toBe(503);
      expect(error.body).toEqual({ detail: renderingMessages.timeout, code: 'renderer_timeout' });
    }
    // The stuck page was closed and replaced: the next job runs normally.
    expect(await pool.run((page) => page.evaluate('6 * 7'))).toBe(42);
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ timedOut: 2, active: 0, queued: 0, pagesOpen: 1 }));
  });
});

describe('recycling without a wait', () => {
  it('keeps a worn page serving until its replacement is open, so that no job waits for a page', async () => {
    const pool = new BrowserPool({ poolSize: 1, queueMax: 4, timeoutMs: 20_000, recycleAfter: 2, assets: loadRenderAssets(assetFiles) });
    try {
      await pool.warmUp();
      const pagesUsed = new Set<Page>();
      // Jobs back to back, each far shorter than opening a page: a page retired before its
      // replacement is ready would leave the next job to open one.
      for (let jobs = 0; pool.stats().pagesRecycled < 3; jobs++) {
        expect(jobs).toBeLessThan(2_000);
        await pool.run(async (page) => {
          pagesUsed.add(page);
          return page.title();
        });
      }
      expect(pool.stats().pagesOpenedOnDemand).toBe(0);
      expect(pagesUsed.size).toBeGreaterThanOrEqual(3);
      // The worn pages are closed once replaced: one page stays open.
      await vi.waitFor(() => {
        expect(pool.stats()).toMatchObject({ pagesOpen: 1, pagesIdle: 1 });
        expect([...pagesUsed].filter((page) => !page.isClosed()).length).toBeLessThanOrEqual(1);
      });
    } finally {
      await pool.close();
    }
  });
});

describe('crash recovery, recycling and shutdown', () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = createRenderer({ poolSize: 2, queueMax: 16, timeoutMs: 20_000, recycleAfter: 3, assetFiles });
    await renderer.warmUp!();
  });
  afterAll(() => renderer?.close());

  it('relaunches a killed browser and finishes the jobs in flight and in the queue', async () => {
    const killedPid = renderer.stats().browserPid!;
    expect(processTree(killedPid).length).toBeGreaterThan(1);
    const names = Array.from({ length: 6 }, (_, i) => `Après la panne ${i + 1}`);
    const jobs = names.map((name) => renderer.renderPdf(cvFor(name), { title: name, author: name }));
    // Two jobs are on their pages, four wait in the queue, when the browser dies.
    expect(renderer.stats()).toMatchObject({ active: 2, queued: 4 });
    process.kill(killedPid, 'SIGKILL');

    const pdfs = await Promise.all(jobs);
    for (const [i, pdf] of pdfs.entries()) {
      expect((await pdfText(pdf, { raw: true })).split('\n')[0]).toBe(names[i]);
    }
    const stats = renderer.stats();
    expect(stats.launches).toBe(2);
    expect(stats.retried).toBeGreaterThanOrEqual(1);
    expect(stats.browserPid).not.toBe(killedPid);
    await vi.waitFor(() => expect(processTree(killedPid)).toEqual([]));
  });

  it('replaces pages after a few renders and keeps the fonts', async () => {
    const before = renderer.stats().pagesRecycled;
    // Three renders per page; a replacement is counted once it is open.
    for (let i = 0; renderer.stats().pagesRecycled < before + 2; i++) {
      expect(i).toBeLessThan(50);
      await renderer.renderPdf(cvFor(`Page recyclée ${i}`), { title: 't', author: 'a' });
    }
    const pdf = await renderer.renderPdf(cvFor('Dernière'), { title: 't', author: 'a' });
    expect((await pdfFonts(pdf)).map((f) => f.name)).toContain('Lora-SemiBold');
  });

  it('closes its pages and its browser on shutdown, leaving no Chromium process', async () => {
    const pid = renderer.stats().browserPid!;
    expect(processTree(pid).length).toBeGreaterThan(1);
    await renderer.close();
    expect(processTree(pid)).toEqual([]);
    expect(renderer.stats()).toMatchObject({ browser: 'stopped', pagesOpen: 0 });
    const error = await rejection(renderer.renderPdf(cvFor('Trop tard'), { title: 't', author: 'a' }));
    expect(error.statusCode).toBe(503);
    expect(error.body).toMatchObject({ detail: renderingMessages.shuttingDown });
  });
});

describe('without Chromium', () => {
  it('answers a French 503 instead of throwing or hanging', async () => {
    const renderer = createRenderer({ chromiumPath: '/nonexistent/chromium', poolSize: 1, queueMax: 4, timeoutMs: 5_000, assetFiles });
    try {
      for (const attempt of [renderer.renderPdf('<p>x</p>', { title: 't', author: 'a' }), renderer.renderPreviewImage('<p>x</p>')]) {
        const error = await rejection(attempt);
        expect(error.statusCode).toBe(503);
        expect(error.body).toEqual({
          detail: 'Le service de génération de PDF est momentanément indisponible. Veuillez réessayer plus tard.',
          code: 'renderer_unavailable',
        });
      }
      expect(renderer.stats()).toMatchObject({ browser: 'stopped', launches: 0 });
    } finally {
      await renderer.close();
    }
  });
});

describe('remote browser (BROWSER_WS_ENDPOINT)', () => {
  it('renders through a Playwright browser server and only disconnects on close', async () => {
    const server: BrowserServer = await chromium.launchServer({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    try {
      const renderer = createRenderer({ browserWsEndpoint: server.wsEndpoint(), poolSize: 1, queueMax: 4, timeoutMs: 20_000, assetFiles });
      const pdf = await renderer.renderPdf(cvFor('Navigateur distant'), { title: 'Distant', author: 'Navigateur distant' });
      expect(renderer.stats()).toMatchObject({ mode: 'remote', browserPid: undefined });
      await renderer.close();
      expect((await pdfInfo(pdf)).Author).toBe('Navigateur distant');
      expect((await pdfFonts(pdf)).map((f) => f.name)).toContain('Lora-SemiBold');
      expect(processTree(server.process().pid!).length).toBeGreaterThan(1);
    } finally {
      await server.close();
    }
  });

  it('renders through a bare DevTools endpoint (connectOverCDP)', async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'cv-cdp-'));
    const browser: ChildProcess = spawn(chromiumPath, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      const endpoint = await new Promise<string>((resolve, reject) => {
        let output = '';
        browser.stderr!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        browser.once('exit', () => reject(new Error(`Chromium exited: ${output}`)));
      });
      const renderer = createRenderer({ browserWsEndpoint: endpoint, poolSize: 1, queueMax: 4, timeoutMs: 20_000, assetFiles });
      const pdf = await renderer.renderPdf(cvFor('Protocole DevTools'), { title: 'CDP', author: 'Protocole DevTools' });
      await renderer.close();
      expect((await pdfInfo(pdf)).Author).toBe('Protocole DevTools');
      expect(browser.exitCode).toBeNull();
    } finally {
      browser.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
