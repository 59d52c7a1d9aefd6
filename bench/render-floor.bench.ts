// Every render against its floor, in one run, on the production build served as `npm start`
// serves it (NODE_ENV=production) on PostgreSQL with its default durability:
// 1. the editor's preview: CPU of the server process per call without a photo, with a saved
//    photo and with an anonymous draft's stored photo, vs a bare Fastify process with the same
//    compression sending the same answers (and the bytes on the wire);
// 2. PDF throughput at 1, 2, 4 and 8 clients (every PDF rendered: the render cache is switched
//    off for this part) vs bare warm Chromium pages (as many as the server's pool, on an A4
//    viewport) printing the same paginated HTML with page.pdf(), vs the same pages paginating the
//    flowing HTML first as every server render does, and vs bare pages on the server's
//    one-pixel-high viewport; in interleaved rounds, medians of the rounds;
// 3. a cached thumbnail, its 304, and a repeat PDF vs GET /api/health/ in interleaved rounds (latency and server
//    CPU per call), and the CV list's 20 cached thumbnails fetched as a browser does (6 at once).
// Targets: preview with a photo <= 1.5x without (issue 20); cached thumbnail and repeat PDF
// <= 1.5x health and PDF throughput >= 0.9x the floor at 1-4 clients (issue 33). The machine is shared:
// ratios are of medians measured in the same run, with the load average.
//
// `npm run bench -- render-floor` (also run by `npm run bench -- render`); BENCH_SECONDS (default 2) per throughput phase, BENCH_ROUNDS (default 5) rounds of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { hashPassword } from '../src/server/accounts/passwords';
import { createUser } from '../src/server/accounts/users';
import { loadConfig } from '../src/server/config';
import { photoDataUrl as cvPhotoDataUrl, toStoredPhoto } from '../src/server/cvs/photo-image';
import { connectPostgres } from '../src/server/db/client';
import { subscriptions } from '../src/server/db/schema/billing';
import { cvPhotos, cvs } from '../src/server/db/schema/cvs';
import { findChromium } from '../src/server/rendering/find-chromium';
import { photoDataUrl } from '../src/server/rendering/fixtures/pdf-tools';
import { RENDER_VIEWPORT } from '../src/server/rendering/browser-pool';
import { CHROMIUM_ARGS } from '../src/server/rendering/open-browser';
import { paginateInPage } from '../src/server/rendering/paginate';
import { createRenderer } from '../src/server/rendering/renderer';
import { cvAssetFiles } from '../src/templates/fonts';
import { renderCvHtml } from '../src/templates/render-cv-html';
import { sampleById } from '../src/templates/samples/sample-catalogue';
import { startPgCluster } from '../scripts/pg-cluster';
import { ensureBuilt, root, startServer } from './production-server';
import { floorPages } from './floor-pages';
import { median, report, seriesOf, throughput as measureThroughput } from './support';

const BENCH = 'render-floor';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const THROUGHPUT_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PREVIEW_CALLS = 40;
const PREVIEW_ROUNDS = 3;
const CLIENT_COUNTS = [1, 2, 4, 8];
const TICK_MS = 1000 / 100; // /proc/<pid>/stat counts CPU in clock ticks (USER_HZ = 100 on Linux)
const PASSWORD = 'Lac-Léman-au-printemps-42';
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench' });
const poolSize = config.rendering.poolSize;
const loads: Record<string, number> = {};
const noteLoad = (phase: string) => (loads[phase] = Math.round(loadavg()[0]! * 100) / 100);

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** One request with the browser's Accept-Encoding; answers the status and the bytes on the wire. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; wireBytes: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, wireBytes: body.length, body, headers: response.headers });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

async function expectOk(result: Promise<{ status: number }>, what: string, expected = 200) {
  const { status } = await result;
  if (status !== expected) throw new Error(`${what}: HTTP ${status}`);
}

ensureBuilt();
const cluster = await startPgCluster({ durable: true });
const work = mkdtempSync(path.join(tmpdir(), 'cv-suisse-floor-'));
let server: ChildProcess | undefined;
let bare: ChildProcess | undefined;
let dataDir: string | undefined;
try {
  // Every preview and PDF here is a render of its own (accounts share the CV's content, which
  // the pagination memory would otherwise paginate once): render.bench.ts measures a PDF after its preview.
  process.env.RENDER_PAGINATION_MEMORY_MB = '0';
  const started = await startServer(cluster.url('postgres'), 'floor');
  server = started.server;
  dataDir = started.dataDir;
  const base = started.url;
  const database = connectPostgres(cluster.url('postgres'), 4);

  // Data: the German sample (two pages) in Modern Professional, with and without a photo.
  const sample = sampleById('german').cv;
  const document = cvDocumentSchema.parse({ ...sample, template_id: 5, personal_info: { ...sample.personal_info, photo_base64: '' } });
  const photoUrl = await photoDataUrl();
  const photo = (await toStoredPhoto(Buffer.from(photoUrl.slice(photoUrl.indexOf(',') + 1), 'base64')))!;
  const passwordHash = await hashPassword(PASSWORD);
  let seq = 0;
  async function account(cvCount: number, withPhoto: boolean) {
    const n = ++seq;
    const email = `bench.floor.${n}@example.ch`;
    const user = await createUser(database.db, { email, passwordHash, emailVerifiedAt: new Date() }, new Date());
    await database.db.insert(subscriptions).values({
      userId: user.id,
      provider: 'stripe',
      providerSubscriptionId: `sub_bench_floor_${n}`,
      status: 'active',
      planType: 'monthly',
      isTrial: false,
      currentPeriodEnd: new Date('2099-01-01T00:00:00Z'),
    });
    const ids: string[] = [];
    for (let i = 0; i < cvCount; i++) {
      const [row] = await database.db
        .insert(cvs)
        .values({ userId: user.id, title: `CV ${i + 1}`, templateId: 5, document })
        .returning({ id: cvs.id });
      if (withPhoto) await database.db.insert(cvPhotos).values({ cvId: row!.id, ...photo });
      ids.push(row!.id);
    }
    const login = await send(`${base}/api/accounts/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { tokens } = JSON.parse(login.body.toString('utf8')) as { tokens: { access: string } };
    return { ids, auth: { authorization: `Bearer ${tokens.access}` } };
  }

  // 1. Preview CPU per call.
  const editor = await account(1, true);
  const plain = await account(1, false);
  const stored = await send(`${base}/api/cvs/preview-photos/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ photo_base64: photoUrl }),
  });
  const { key: photoKey } = JSON.parse(stored.body.toString('utf8')) as { key: string };
  const previewBody = (i: number, extra: Record<string, unknown>) =>
    JSON.stringify({
      cv_data: { ...document, personal_info: { ...document.personal_info, lastName: `Personne ${i}` } },
      template_id: 5,
      accent_color: document.accent_colors.primary,
      ...extra,
    });
  const variants = {
    no_photo: { headers: plain.auth, extra: { cv_id: plain.ids[0] } },
    saved_photo: { headers: editor.auth, extra: { cv_id: editor.ids[0] } },
    draft_photo_key: { headers: {}, extra: { photo_key: photoKey } },
  } as const;
  const answers: Record<string, string> = {};
  const wire: Record<string, number> = {};
  for (const [name, v] of Object.entries(variants)) {
    const res = await send(`${base}/api/cvs/template-preview/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...v.headers },
      body: previewBody(0, v.extra),
    });
    if (res.status !== 200) throw new Error(`preview ${name}: HTTP ${res.status}`);
    wire[name] = res.wireBytes;
    answers[name] = (await import('node:zlib')).brotliDecompressSync(res.body).toString('utf8');
  }
  // The answer as it was before issue 20 (the photo inline), for the wire-size comparison only.
  {
    const answer = JSON.parse(answers.saved_photo!) as { data: string; pages: number };
    answers.inline_photo_before = JSON.stringify({ ...answer, data: answer.data.replace(/src="\/api\/cvs\/[^"]+"/, `src="${cvPhotoDataUrl(photo)}"`) });
  }

  // The bare process: Fastify with the app's compression settings, answering the same bodies.
  const answersFile = path.join(work, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const bareScript = `
    import Fastify from 'fastify';
    import compress from '@fastify/compress';
    import { readFileSync } from 'node:fs';
    const answers = JSON.parse(readFileSync(${JSON.stringify(answersFile)}, 'utf8'));
    const app = Fastify();
    await app.register(compress, { global: true, threshold: 1024 });
    app.post('/preview/:name', async (request, reply) => reply.type('application/json; charset=utf-8').send(answers[request.params.name]));
    // The cached files' floor: the same bytes, sent by a server that does nothing else.
    const files = new Map();
    app.get('/health', async (request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
    app.get('/file/:name', async (request, reply) => {
      const { name } = request.params;
      if (!files.has(name)) files.set(name, JSON.parse(readFileSync(${JSON.stringify(path.join(work, 'files.json'))}, 'utf8'))[name]);
      const file = files.get(name);
      return reply.type(file.type).header('cache-control', 'no-store').send(Buffer.from(file.base64, 'base64'));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(app.server.address().port);`;
  bare = spawn(process.execPath, ['--input-type=module', '-e', bareScript], {
    cwd: root,
    stdio: ['ignore', 'pipe', 2],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const barePort = await new Promise<number>((resolve) => bare!.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))));
  const bareUrl = `http://127.0.0.1:${barePort}`;

  const serverPid = server.pid!;
  const barePid = bare.pid!;
  const cpu: Record<string, number[]> = {};
  const measure = async (name: string, pid: number, call: (i: number) => Promise<unknown>, calls = PREVIEW_CALLS) => {
    const before = cpuMs(pid);
    for (let i = 0; i < calls; i++) await call(i);
    (cpu[name] ??= []).push((cpuMs(pid) - before) / calls);
  };
  // Warm-up (the renderer's browser starts on the first preview).
  for (let i = 0; i < 10; i++)
    for (const v of Object.values(variants))
      await send(`${base}/api/cvs/template-preview/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...v.headers },
        body: previewBody(i, v.extra),
      });
  noteLoad('preview');
  for (let round = 0; round < PREVIEW_ROUNDS; round++) {
    for (const [name, v] of Object.entries(variants)) {
      await measure(`server_${name}`, serverPid, (i) =>
        expectOk(
          send(`${base}/api/cvs/template-preview/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...v.headers },
            body: previewBody(round * 1000 + i, v.extra),
          }),
          name,
        ),
      );
      await measure(`bare_${name}`, barePid, () =>
        expectOk(
          send(`${bareUrl}/preview/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: previewBody(0, v.extra) }),
          `bare ${name}`,
        ),
      );
    }
  }
  const previewExtra = { calls: PREVIEW_CALLS * PREVIEW_ROUNDS, statistic: 'median of rounds', loadAverage: loads.preview };
  for (const name of Object.keys(variants)) {
    report(BENCH, `preview_server_cpu_${name}`, median(cpu[`server_${name}`]!), 'ms/call', previewExtra);
    report(BENCH, `preview_bare_cpu_${name}`, median(cpu[`bare_${name}`]!), 'ms/call', previewExtra);
    report(BENCH, `preview_wire_${name}`, wire[name]! / 1024, 'KiB', { encoding: 'br' });
  }
  const inlineBefore = await send(`${bareUrl}/preview/inline_photo_before`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  report(BENCH, 'preview_wire_inline_photo_before', inlineBefore.wireBytes / 1024, 'KiB', {
    encoding: inlineBefore.headers['content-encoding'],
    note: 'the same answer with the photo inline (as before issue 20), through the bare process',
  });
  const noPhoto = median(cpu.server_no_photo!);
  for (const name of ['saved_photo', 'draft_photo_key']) {
    report(BENCH, `preview_${name}_vs_no_photo`, median(cpu[`server_${name}`]!) / noPhoto, 'ratio', {
      target: 1.5,
      met: median(cpu[`server_${name}`]!) / noPhoto <= 1.5,
    });
  }
  report(BENCH, 'preview_no_photo_vs_bare', noPhoto / median(cpu.bare_no_photo!), 'ratio');

  // 2. PDF throughput vs the floor.
  const renderer = createRenderer({ ...config.rendering, assetFiles: cvAssetFiles() });
  const savedHtml = renderCvHtml(document, {
    templateId: 5,
    accentColor: document.accent_colors.primary,
    secondaryColor: document.accent_colors.secondary,
    photoDataUrl: cvPhotoDataUrl(photo),
  });
  const paged = (await renderer.renderPages(savedHtml)).html;
  await renderer.close();
  const assets = new Map([...cvAssetFiles()].map(([url, file]) => [url, readFileSync(file)]));
  const browser = await chromium.launch({ executablePath: findChromium(config.rendering.chromiumPath)!, args: CHROMIUM_ARGS });
  // Warm pages on an A4 viewport (the floor as page.pdf() is plainly used), and on the server's
  // own one-pixel-high viewport (browser-pool.ts: nothing painted on screen), for the record.
  const warmPages = async (viewport: { width: number; height: number }) => {
    const idle = await floorPages(browser, assets, poolSize, viewport);
    const waiting: ((page: (typeof idle)[number]) => void)[] = [];
    return async <T>(work: (page: (typeof idle)[number]) => Promise<T>): Promise<T> => {
      const page = idle.pop() ?? (await new Promise<(typeof idle)[number]>((resolve) => waiting.push(resolve)));
      try {
        return await work(page);
      } finally {
        const next = waiting.shift();
        if (next) next(page);
        else idle.push(page);
      }
    };
  };
  const a4Pages = await warmPages({ width: 794, height: 1123 });
  const oneRowPages = await warmPages(RENDER_VIEWPORT);
  const printPaged = async (page: Page) => {
    await page.setContent(paged, { waitUntil: 'load' });
    await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true, tagged: true });
  };
  const barePdf = () => a4Pages(printPaged);
  const bareOneRowPdf = () => oneRowPages(printPaged);
  // The same bare page doing what every server render does before printing: writing the flowing
  // CV and paginating it in Chromium (the floor above prints HTML that is already paginated).
  const barePaginatedPdf = () =>
    a4Pages(async (page) => {
      await paginateInPage(page, savedHtml);
      await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true, tagged: true });
    });
  const throughput = (clients: number, fn: (client: number) => Promise<unknown>) => measureThroughput(SECONDS, clients, fn);
  // Every download renders: rows written to the render cache are dropped for this part.
  await database.db.execute(`create or replace function bench_drop_render() returns trigger language plpgsql as $$ begin return null; end $$`);
  await database.db.execute(`create trigger bench_no_render_cache before insert on cv_renders for each row execute function bench_drop_render()`);
  // Each client rotates over its own accounts (the fair gate and the download limit are per
  // account), fresh for each count: a CV comes back only after its previous file was dropped,
  // so that every download is a render (none waits for the same CV's render in flight). Eight:
  // one client's 10 s of rounds at up to ~45 PDF/s stay under each account's 60 downloads in
  // 10 minutes (with four, a fast run hit the limit's 429).
  const ACCOUNTS_PER_CLIENT = 8;
  const pdfAccounts = new Map<number, Awaited<ReturnType<typeof account>>[]>();
  for (const clients of CLIENT_COUNTS)
    pdfAccounts.set(clients, await Promise.all(Array.from({ length: clients * ACCOUNTS_PER_CLIENT }, () => account(1, true))));
  for (let i = 0; i < 10; i++) {
    await barePdf();
    await expectOk(send(`${base}/api/cvs/${editor.ids[0]}/download/`, { headers: editor.auth }), 'warm-up download');
  }
  for (const clients of CLIENT_COUNTS) {
    noteLoad(`pdf_${clients}`);
    const who = pdfAccounts.get(clients)!;
    const turns = new Array<number>(clients).fill(0);
    // Interleaved rounds: the floor, the paginating floor and the server one after the other in
    // each round, so that a change of the machine's load moves all three alike; the figures are
    // the medians of the rounds (one 5 s block of each, as before, moved 0.72-0.90 between runs).
    const rounds = seriesOf('floor', 'paginating', 'oneRow', 'server', 'ratio', 'paginatingRatio', 'oneRowRatio', 'cpu');
    for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
      const floor = await throughput(clients, () => barePdf());
      const paginatingFloor = await throughput(clients, () => barePaginatedPdf());
      const oneRowFloor = await throughput(clients, () => bareOneRowPdf());
      const before = cpuMs(serverPid);
      let served = 0;
      const rate = await throughput(clients, async (client) => {
        const { ids, auth } = who[client * ACCOUNTS_PER_CLIENT + ((turns[client] = (turns[client] ?? 0) + 1) % ACCOUNTS_PER_CLIENT)]!;
        await expectOk(send(`${base}/api/cvs/${ids[0]}/download/`, { headers: auth }), 'download');
        served++;
      });
      rounds.cpu.push((cpuMs(serverPid) - before) / served);
      rounds.floor.push(floor);
      rounds.paginating.push(paginatingFloor);
      rounds.server.push(rate);
      rounds.ratio.push(rate / floor);
      rounds.paginatingRatio.push(rate / paginatingFloor);
      rounds.oneRow.push(oneRowFloor);
      rounds.oneRowRatio.push(rate / oneRowFloor);
    }
    const extra = {
      clients,
      pages: poolSize,
      seconds: SECONDS,
      rounds: THROUGHPUT_ROUNDS,
      statistic: 'median of rounds',
      loadAverage: loads[`pdf_${clients}`],
    };
    const ratio = median(rounds.ratio);
    report(BENCH, 'pdf_floor_throughput', median(rounds.floor), 'PDF/s', extra);
    report(BENCH, 'pdf_server_throughput', median(rounds.server), 'PDF/s', extra);
    report(BENCH, 'pdf_server_node_cpu', median(rounds.cpu), 'ms/PDF', extra);
    // Issue 33's goal: 0.9x at 1-4 clients (issue 20's was 0.8x); 8 clients are beyond the pool and shown for the record.
    report(BENCH, 'pdf_throughput_vs_floor', ratio, 'ratio', {
      ...extra,
      statistic: 'median of the rounds’ ratios',
      rounds: rounds.ratio.map((r) => Math.round(r * 100) / 100),
      target: 0.9,
      met: ratio >= 0.9,
    });
    report(BENCH, 'pdf_floor_paginating_throughput', median(rounds.paginating), 'PDF/s', extra);
    report(BENCH, 'pdf_throughput_vs_paginating_floor', median(rounds.paginatingRatio), 'ratio', { ...extra, statistic: 'median of the rounds’ ratios' });
    report(BENCH, 'pdf_floor_one_row_viewport_throughput', median(rounds.oneRow), 'PDF/s', {
      ...extra,
      note: 'the floor on the server’s one-pixel-high viewport',
    });
    report(BENCH, 'pdf_throughput_vs_one_row_viewport_floor', median(rounds.oneRowRatio), 'ratio', { ...extra, statistic: 'median of the rounds’ ratios' });
  }
  await database.db.execute(`drop trigger bench_no_render_cache on cv_renders`);
  await browser.close();

  // 3. Cached files vs health, in interleaved rounds: each round times every call in turn, so a
  // change of the machine's load moves all of them alike (blocks one after the other did not).
  // The thumbnails come from an account of their own (300 page-1 images per user and minute).
  const list = await account(20, true);
  // Three accounts take turns, a round each: one account's 300 page-1 images a minute would refuse
  // the 720 thumbnail calls of the rounds below.
  const cachedFiles: { id: string; auth: Record<string, string>; etag: string }[] = [];
  let cachedImage: Awaited<ReturnType<typeof send>> | undefined;
  const thumb = (id: string) => `${base}/api/cvs/${id}/preview-image/`;
  for (const id of list.ids) await expectOk(send(thumb(id), { headers: list.auth }), 'thumbnail');
  for (const { ids, auth } of await Promise.all([0, 1, 2].map(() => account(1, true)))) {
    const id = ids[0]!;
    await expectOk(send(thumb(id), { headers: auth }), 'first thumbnail');
    await expectOk(send(`${base}/api/cvs/${id}/download/`, { headers: auth }), 'first download');
    cachedImage = await send(thumb(id), { headers: auth });
    cachedFiles.push({ id, auth, etag: cachedImage.headers.etag! });
  }
  let cached = cachedFiles[0]!;
  const cachedPdf = await send(`${base}/api/cvs/${cached.id}/download/`, { headers: cached.auth });
  writeFileSync(
    path.join(work, 'files.json'),
    JSON.stringify({
      thumbnail: { type: cachedImage!.headers['content-type'], base64: cachedImage!.body.toString('base64') },
      pdf: { type: 'application/pdf', base64: cachedPdf.body.toString('base64') },
    }),
  );
  // Sub-millisecond calls on a shared machine: 9 rounds of 40 (5 of 20 moved the ratios by ±0.2 between runs).
  const ROUNDS = 9;
  const PER_ROUND = 40;
  const calls = {
    health: () => expectOk(send(`${base}/api/health/`), 'health'),
    cached_thumbnail: () => expectOk(send(thumb(cached.id), { headers: cached.auth }), 'cached thumbnail'),
    thumbnail_304: () => expectOk(send(thumb(cached.id), { headers: { ...cached.auth, 'if-none-match': cached.etag } }), '304', 304),
    repeat_pdf: () => expectOk(send(`${base}/api/cvs/${cached.id}/download/`, { headers: cached.auth }), 'repeat PDF'),
    bare_health: () => expectOk(send(`${bareUrl}/health`), 'bare health'),
    bare_thumbnail: () => expectOk(send(`${bareUrl}/file/thumbnail`), 'bare thumbnail'),
    bare_pdf: () => expectOk(send(`${bareUrl}/file/pdf`), 'bare PDF'),
  };
  const roundP50s = new Map<keyof typeof calls, number[]>();
  const cpuSpent = new Map<keyof typeof calls, number>();
  noteLoad('cached');
  for (let round = 0; round < ROUNDS; round++) {
    cached = cachedFiles[round % cachedFiles.length]!;
    for (const [name, call] of Object.entries(calls) as [keyof typeof calls, () => Promise<void>][]) {
      const times: number[] = [];
      const before = cpuMs(serverPid);
      for (let i = 0; i < PER_ROUND; i++) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
      cpuSpent.set(name, (cpuSpent.get(name) ?? 0) + cpuMs(serverPid) - before);
      roundP50s.set(name, [...(roundP50s.get(name) ?? []), median(times)]);
    }
  }
  const p50 = (name: keyof typeof calls) => median(roundP50s.get(name)!);
  const cpuPerCall = (name: keyof typeof calls) => cpuSpent.get(name)! / (ROUNDS * PER_ROUND);
  const cachedExtra = { calls: ROUNDS * PER_ROUND, rounds: ROUNDS, statistic: "median of the rounds' p50", loadAverage: loads.cached };
  report(BENCH, 'health_p50', p50('health'), 'ms', cachedExtra);
  report(BENCH, 'bare_health_p50', p50('bare_health'), 'ms', cachedExtra);
  report(BENCH, 'health_server_cpu', cpuPerCall('health'), 'ms/call', cachedExtra);
  for (const name of ['cached_thumbnail', 'thumbnail_304', 'repeat_pdf'] as const) {
    const ratio = p50(name) / p50('health');
    report(BENCH, `${name}_p50`, p50(name), 'ms', cachedExtra);
    report(BENCH, `${name}_server_cpu`, cpuPerCall(name), 'ms/call', cachedExtra);
    report(BENCH, `${name}_vs_health`, ratio, 'ratio', { statistic: 'p50 latency ratio', target: 1.5, met: ratio <= 1.5 });
    report(BENCH, `${name}_cpu_vs_health`, cpuPerCall(name) / cpuPerCall('health'), 'ratio', { statistic: 'server CPU per call ratio' });
  }
  // The floor under those ratios: the same bytes from the bare process, against its own health.
  // The body's own cost is the bare file's ratio; the rest of the app's is its per-call work.
  for (const [file, name] of [
    ['bare_thumbnail', 'cached_thumbnail'],
    ['bare_pdf', 'repeat_pdf'],
  ] as const) {
    report(BENCH, `${file}_p50`, p50(file), 'ms', { ...cachedExtra, bytes: file === 'bare_pdf' ? cachedPdf.body.length : cachedImage!.body.length });
    report(BENCH, `${file}_vs_bare_health`, p50(file) / p50('bare_health'), 'ratio', {
      statistic: 'p50 latency ratio',
      note: 'the same bytes sent by a bare Fastify',
    });
    report(BENCH, `${name}_vs_bare_file`, p50(name) / p50(file), 'ratio', {
      statistic: 'p50 latency ratio',
      note: 'the app against a server that only sends the bytes',
    });
  }
  // The CV list: 20 cached thumbnails, six requests at a time as a browser does over HTTP/1.1.
  const listTimes: number[] = [];
  for (let run = 0; run < 5; run++) {
    const queue = [...list.ids];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) await expectOk(send(`${thumb(id)}?t=${run}`, { headers: list.auth }), 'list thumbnail');
      }),
    );
    listTimes.push(performance.now() - t0);
  }
  report(BENCH, 'cv_list_20_cached_thumbnails', median(listTimes), 'ms', {
    runs: listTimes.length,
    parallel: 6,
    target: 1000,
    met: median(listTimes) <= 1000,
    loadAverage: loadavg()[0],
  });
  report(BENCH, 'machine', cpus().length, 'cores', { loadAverages: loads, poolSize });
  await database.close();
} finally {
  for (const child of [bare, server]) {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  cluster.stop();
  rmSync(work, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
