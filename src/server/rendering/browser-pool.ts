import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiError } from '../http/errors.js';
import type { RenderAssets } from './assets.js';
import type { InlineImage } from './inline-images.js';
import { BLANK_URL, createRequestGuard, type RequestGuard } from './internal-origin.js';
import { BrowserStartError, LAUNCH_TIMEOUT_MS, openBrowser } from './open-browser.js';
import { findProcessByArgument } from './process-tree.js';
import { renderingErrors } from './render-errors.js';

/**
 * One Chromium and a pool of warm pages; see docs/decisions/2026-11-22-rendering.md.
 * Every page lives at the internal origin (internal-origin.ts); a job borrows a page, writes
 * its HTML into it and prints. Jobs wait in a bounded queue, each has a deadline, a page is
 * replaced after `recycleAfter` renders (the replacement opens first) or any error, and a browser
 * that dies is replaced.
 */

/**
 * The width of A4 at 96 CSS px per inch, and one pixel high. Nobody looks at a render page: the
 * PDF comes from Chromium's print path and the preview image from PDFium (page-image.ts), and no
 * design measures the viewport's height. A page-high viewport made the compositor paint and
 * rasterise a whole screen of every document written (the flowing CV, then its pages), in the
 * GPU process, for nothing: one row costs 10 of 52 ms of Chromium CPU less per PDF, and the 54
 * PDFs and images of every sample in every design are the same (render-viewport.test.ts).
 */
export const RENDER_VIEWPORT = { width: 794, height: 1 };
/** A page that does not close within this time means a hung browser: it is restarted. */
const STUCK_PAGE_GRACE_MS = 5_000;

export interface PoolLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const silentLogger: PoolLogger = { info() {}, warn() {}, error() {} };

export interface BrowserPoolOptions {
  /** CHROMIUM_PATH; otherwise Debian's headless shell, else full Chromium. */
  chromiumPath?: string;
  /** Use a remote browser instead of launching one (see open-browser.ts). */
  browserWsEndpoint?: string;
  poolSize: number;
  queueMax: number;
  /** From submission to answer, waiting in the queue included. */
  timeoutMs: number;
  /** Renders a page serves before it is replaced (pages grow with use). */
  recycleAfter: number;
  assets: RenderAssets;
  log?: PoolLogger;
}

export interface BrowserPoolStats {
  mode: 'local' | 'remote';
  browser: 'stopped' | 'starting' | 'running';
  /** The local browser's process id (Linux), for memory figures and tests. */
  browserPid?: number;
  launches: number;
  pagesOpen: number;
  pagesIdle: number;
  active: number;
  queued: number;
  completed: number;
  failed: number;
  retried: number;
  timedOut: number;
  rejected: number;
  pagesRecycled: number;
  /** Pages a job had to wait for (none warm): after a start, a crash or a broken page, not a recycle. */
  pagesOpenedOnDemand: number;
  requestsBlocked: number;
  /** Photos loaded by a render page from the guard (inline-images.ts). */
  inlineImagesServed: number;
}

/** What a job runs on a borrowed page. `deadline` is a Date.now() value. */
export type PageTask<T> = (page: Page, deadline: number) => Promise<T>;

interface Session {
  browser: Browser;
  context: BrowserContext;
  alive: boolean;
  pid?: number;
}

interface PooledPage {
  page: Page;
  session: Session;
  uses: number;
  broken: boolean;
  /**
   * A page past `recycleAfter` keeps serving while its replacement opens ('opening'), and is
   * closed when the replacement is ready: at once if idle, else when its job ends ('due').
   */
  retirement?: 'opening' | 'due';
}

interface Job {
  task: PageTask<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  settled: boolean;
  attempts: number;
  deadline: number;
  timer: NodeJS.Timeout;
  running?: PooledPage;
}

/** `work`, or a rejection as soon as `page` closes (a timed-out or crashed job frees its slot). */
async function untilPageCloses<T>(page: Page, work: Promise<T>): Promise<T> {
  let onClose: (() => void) | undefined;
  const closed = new Promise<never>((_, reject) => {
    onClose = () => reject(new Error('The render page was closed'));
    page.once('close', onClose);
  });
  try {
    return await Promise.race([work, closed]);
  } finally {
    page.off('close', onClose!);
    work.catch(() => undefined);
  }
}

export class BrowserPool {
  private readonly log: PoolLogger;
  private readonly queue: Job[] = [];
  private readonly idle: PooledPage[] = [];
  private readonly pages = new Set<PooledPage>();
  private readonly guard: RequestGuard;
  private session: Session | undefined;
  private starting: Promise<Session> | undefined;
  private active = 0;
  private closed = false;
  private closing: Promise<void> | undefined;
  private launchFailing = false;
  private readonly counters = {
    launches: 0,
    completed: 0,
    failed: 0,
    retried: 0,
    timedOut: 0,
    rejected: 0,
    pagesRecycled: 0,
    pagesOpenedOnDemand: 0,
  };

  constructor(private readonly options: BrowserPoolOptions) {
    this.log = options.log ?? silentLogger;
    this.guard = createRequestGuard(options.assets);
  }

  /** Runs `task` on a warm page; rejects with a French 503 ApiError when it cannot. */
  run<T>(task: PageTask<T>): Promise<T> {
    if (this.closed) return Promise.reject(renderingErrors.shuttingDown());
    if (this.active >= this.options.poolSize && this.queue.length >= this.options.queueMax) {
      this.counters.rejected++;
      return Promise.reject(renderingErrors.overloaded());
    }
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        task,
        resolve,
        reject,
        settled: false,
        attempts: 0,
        deadline: Date.now() + this.options.timeoutMs,
        timer: setTimeout(() => this.onTimeout(job), this.options.timeoutMs),
      };
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Lets `page` load these images until the returned function is called (inline-images.ts). */
  serveImages(page: Page, images: ReadonlyMap<string, InlineImage>): () => void {
    return this.guard.serveImages(page, images);
  }

  /** Starts the browser and opens every page ahead of the first job (benchmarks, tests). */
  async warmUp(): Promise<void> {
    const session = await this.ensureSession();
    while (this.pages.size < this.options.poolSize) this.idle.push(await this.openPage(session));
  }

  stats(): BrowserPoolStats {
    return {
      mode: this.options.browserWsEndpoint ? 'remote' : 'local',
      browser: this.session?.alive ? 'running' : this.starting ? 'starting' : 'stopped',
      browserPid: this.session?.alive ? this.session.pid : undefined,
      pagesOpen: this.pages.size,
      pagesIdle: this.idle.length,
      active: this.active,
      queued: this.queue.length,
      ...this.counters,
      requestsBlocked: this.guard.blocked,
      inlineImagesServed: this.guard.imagesServed,
    };
  }

  /** Fails what is queued, closes the pages and the browser (a remote one is only disconnected). */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, { error: renderingErrors.shuttingDown() });
    const session = await (this.starting ?? Promise.resolve(this.session)).catch(() => undefined);
    this.idle.length = 0;
    if (!session) return;
    session.alive = false;
    await Promise.allSettled([...this.pages].map((p) => p.page.close()));
    this.pages.clear();
    await session.context.close().catch(() => undefined);
    await session.browser.close().catch(() => undefined);
    this.session = undefined;
  }

  private dispatch(): void {
    while (this.active < this.options.poolSize && this.queue.length > 0) {
      const job = this.queue.shift()!;
      if (job.settled) continue;
      this.active++;
      void this.execute(job).finally(() => {
        this.active--;
        this.dispatch();
      });
    }
  }

  private async execute(job: Job): Promise<void> {
    while (!job.settled) {
      let pooled: PooledPage;
      try {
        pooled = await this.acquirePage();
      } catch (err) {
        this.fail(job, err instanceof ApiError ? err : this.closed ? renderingErrors.shuttingDown() : renderingErrors.unavailable(), err);
        return;
      }
      if (job.settled) {
        this.releasePage(pooled);
        return;
      }
      job.attempts++;
      job.running = pooled;
      try {
        const value = await untilPageCloses(pooled.page, job.task(pooled.page, job.deadline));
        job.running = undefined;
        pooled.uses++;
        this.releasePage(pooled);
        this.counters.completed++;
        this.settle(job, { value });
        return;
      } catch (err) {
        job.running = undefined;
        this.discardPage(pooled);
        if (job.settled) return;
        if (this.closed) {
          this.settle(job, { error: renderingErrors.shuttingDown() });
          return;
        }
        if (job.attempts < 2) {
          // Once more on a fresh page; when the browser died, acquiring one starts a new browser.
          this.counters.retried++;
          this.log.warn({ err }, 'render failed; retrying once on a fresh page');
          continue;
        }
        this.fail(job, renderingErrors.failed(), err);
        return;
      }
    }
  }

  private fail(job: Job, error: ApiError, cause: unknown): void {
    if (job.settled) return;
    this.counters.failed++;
    if (cause !== error) this.log.error({ err: cause }, 'render failed');
    this.settle(job, { error });
  }

  private settle(job: Job, outcome: { value: unknown } | { error: unknown }): void {
    if (job.settled) return;
    job.settled = true;
    clearTimeout(job.timer);
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.value);
  }

  private onTimeout(job: Job): void {
    if (job.settled) return;
    this.counters.timedOut++;
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    this.settle(job, { error: renderingErrors.timeout() });
    const pooled = job.running;
    if (!pooled) return;
    // The page may still be printing: close it so that its slot comes back, and restart the
    // browser if even that does not answer.
    this.log.warn({ timeoutMs: this.options.timeoutMs }, 'render timed out; closing its page');
    pooled.broken = true;
    const watchdog = setTimeout(() => {
      this.log.error({}, 'a timed-out page did not close; restarting the browser');
      void this.restartBrowser(pooled.session);
    }, STUCK_PAGE_GRACE_MS);
    watchdog.unref();
    void pooled.page
      .close()
      .catch(() => undefined)
      .finally(() => clearTimeout(watchdog));
  }

  /**
   * A warm page, else a new one. A browser that cannot even open a page (it was killed and
   * its 'disconnected' event has not arrived yet, or it hangs) is replaced, once.
   */
  private async acquirePage(): Promise<PooledPage> {
    for (let tries = 1; ; tries++) {
      const session = await this.ensureSession();
      try {
        return await this.idleOrNewPage(session);
      } catch (err) {
        if (this.closed || tries >= 2) throw err;
        this.log.warn({ err }, 'could not open a render page; starting a new browser');
        await this.restartBrowser(session);
      }
    }
  }

  private async idleOrNewPage(session: Session): Promise<PooledPage> {
    while (this.idle.length > 0) {
      const pooled = this.idle.pop()!;
      if (pooled.session === session && session.alive && !pooled.broken && !pooled.page.isClosed() && pooled.page.url() === BLANK_URL) {
        return pooled;
      }
      this.discardPage(pooled);
    }
    this.counters.pagesOpenedOnDemand++;
    return this.openPage(session);
  }

  private releasePage(pooled: PooledPage): void {
    if (this.closed || pooled.broken || !pooled.session.alive || pooled.page.isClosed() || pooled.retirement === 'due') {
      this.discardPage(pooled);
      return;
    }
    if (pooled.uses >= this.options.recycleAfter && !pooled.retirement) this.replace(pooled);
    this.idle.push(pooled);
  }

  private discardPage(pooled: PooledPage): void {
    pooled.broken = true;
    this.pages.delete(pooled);
    const at = this.idle.indexOf(pooled);
    if (at >= 0) this.idle.splice(at, 1);
    if (!pooled.page.isClosed()) void pooled.page.close().catch(() => undefined);
  }

  /**
   * Opens a replacement for a page that has served its renders, off the request path; the old
   * page keeps serving until the new one is ready, so that no job waits for a page to open.
   */
  private replace(old: PooledPage): void {
    old.retirement = 'opening';
    this.openPage(old.session).then(
      (fresh) => {
        // The old page already went (crash, error) and was replaced on demand: one too many.
        const surplus = !this.pages.has(old) && this.pages.size > this.options.poolSize;
        if (this.closed || !old.session.alive || surplus) {
          this.discardPage(fresh);
          return;
        }
        this.counters.pagesRecycled++;
        this.idle.push(fresh);
        if (this.idle.includes(old)) this.discardPage(old);
        else old.retirement = 'due';
      },
      (err: unknown) => {
        // Tried again when the old page is next released.
        old.retirement = undefined;
        this.log.warn({ err }, 'could not open a replacement page');
      },
    );
  }

  private async openPage(session: Session): Promise<PooledPage> {
    const page = await session.context.newPage();
    const pooled: PooledPage = { page, session, uses: 0, broken: false };
    this.pages.add(pooled);
    page.on('crash', () => {
      pooled.broken = true;
      this.log.warn({}, 'a render page crashed');
    });
    this.guard.allowBlankDocument(page);
    try {
      // Print media for screen layout too, so that what is laid out is what is printed.
      await page.emulateMedia({ media: 'print' });
      await page.goto(BLANK_URL, { waitUntil: 'load', timeout: LAUNCH_TIMEOUT_MS });
    } catch (err) {
      this.discardPage(pooled);
      throw err;
    } finally {
      this.guard.disallowBlankDocument(page);
    }
    return pooled;
  }

  private ensureSession(): Promise<Session> {
    // A killed browser can fail a call before its 'disconnected' event has been delivered.
    if (this.session?.alive && !this.session.browser.isConnected()) this.onDisconnected(this.session);
    if (this.session?.alive) return Promise.resolve(this.session);
    this.starting ??= this.startSession().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async startSession(): Promise<Session> {
    const marker = `--cv-suisse-renderer=${randomUUID()}`;
    let browser: Browser;
    try {
      browser = await openBrowser({ chromiumPath: this.options.chromiumPath, browserWsEndpoint: this.options.browserWsEndpoint, marker });
    } catch (err) {
      // Logged once per run of failures, not once per request.
      if (!this.launchFailing) this.log.error({ err: err instanceof BrowserStartError && err.cause ? err.cause : err }, (err as Error).message);
      this.launchFailing = true;
      throw renderingErrors.unavailable();
    }
    const session: Session = { browser, context: undefined as unknown as BrowserContext, alive: true };
    browser.on('disconnected', () => this.onDisconnected(session));
    try {
      session.context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: RENDER_VIEWPORT,
        serviceWorkers: 'block',
        acceptDownloads: false,
        locale: 'fr-CH',
        timezoneId: 'Europe/Zurich',
      });
      await session.context.route('**', (route) => this.guard.handle(route));
    } catch (err) {
      session.alive = false;
      await browser.close().catch(() => undefined);
      this.log.error({ err }, 'could not prepare the browser');
      throw renderingErrors.unavailable();
    }
    if (this.closed) {
      session.alive = false;
      await browser.close().catch(() => undefined);
      throw renderingErrors.shuttingDown();
    }
    if (!this.options.browserWsEndpoint) session.pid = findProcessByArgument(marker);
    this.session = session;
    this.counters.launches++;
    this.launchFailing = false;
    this.log.info({ mode: this.stats().mode, pid: session.pid }, 'browser ready for rendering');
    return session;
  }

  private onDisconnected(session: Session): void {
    if (!session.alive) return;
    session.alive = false;
    if (this.session === session) this.session = undefined;
    for (const pooled of [...this.pages]) if (pooled.session === session) this.discardPage(pooled);
    if (!this.closed) this.log.warn({}, 'browser gone; the next render starts a new one');
  }

  private async restartBrowser(session: Session): Promise<void> {
    if (!session.alive) return;
    this.onDisconnected(session);
    await session.browser.close().catch(() => undefined);
  }
}
