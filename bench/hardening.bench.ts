// What the production hardening costs and buys (docs/scaling.md, « Hardening »):
// - the preview call's CPU with the per-call PostgreSQL rate-limit upsert (before) and the
//   batched in-memory count (after), each with the answer compressed as browsers ask;
// - an anonymous preview carrying a 4.6 MB photo: first call (shrunk) and later calls (cached);
// - the session check folded into the guard's user query: the query alone, with and without it;
// - a normal subscriber's PDF latency, quiet and during another account's 20 download loops,
//   with the per-user lanes (after) and without them (before).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/accounts/passwords';
import { createUser } from '../src/server/accounts/users';
import { loadConfig } from '../src/server/config';
import { templatePreviewRule } from '../src/server/cvs/template-preview';
import { connectPostgres } from '../src/server/db/client';
import { cvs } from '../src/server/db/schema/cvs';
import { subscriptions } from '../src/server/db/schema/billing';
import { users } from '../src/server/db/schema/users';
import { refreshTokens } from '../src/server/db/schema/sessions';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { sampleById } from '../src/templates/samples/sample-catalogue';
import { FairGate } from '../src/server/rendering/fair-gate';
import { startPgCluster } from '../scripts/pg-cluster';
import { median, report } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const cluster = await startPgCluster({ durable: true });
process.on('exit', () => cluster.stop());
const database = connectPostgres(cluster.url('postgres'), 10);
await database.migrate();
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'h'.repeat(40), DATA_DIR: '/tmp/cv-bench-hardening', RENDER_POOL_SIZE: '2' });
const app = await buildApp({ config, database, logger: false });
await app.ready();

/** CPU (user + system) per call of `call`, in ms: median of RUNS runs of `n` calls. */
async function cpuPerCall(n: number, call: (i: number) => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) await call(i);
    const used = process.cpuUsage(start);
    runs.push((used.user + used.system) / 1000 / n);
  }
  return median(runs);
}

// 1. The preview call, as the editor sends it (brotli/gzip accepted), from 200 addresses.
const junior = sampleById('junior').input;
const previewBody = JSON.stringify({ cv_data: { ...junior, personal_info: { ...junior.personal_info, photo_base64: '' } }, template_id: 3 });
const preview = (i: number, body = previewBody) =>
  app.inject({
    method: 'POST',
    url: '/api/cvs/template-preview/',
    payload: body,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    remoteAddress: `10.0.${(i % 200) >> 8}.${i % 200}`,
  });
for (let i = 0; i < 200; i++) await preview(i);
const mutableRule = templatePreviewRule as { batched?: boolean };
for (const batched of [false, true, false, true]) {
  mutableRule.batched = batched;
  const ms = await cpuPerCall(300, (i) => preview(i));
  report('hardening', batched ? 'preview_cpu_batched_limit_ms' : 'preview_cpu_upsert_per_call_ms', ms, 'ms', { runs: RUNS, calls: 300 });
}
mutableRule.batched = true;
const plain = await cpuPerCall(300, (i) =>
  app.inject({
    method: 'POST',
    url: '/api/cvs/template-preview/',
    payload: previewBody,
    headers: { 'content-type': 'application/json' },
    remoteAddress: `10.1.0.${i % 200}`,
  }),
);
report('hardening', 'preview_cpu_batched_uncompressed_ms', plain, 'ms', { runs: RUNS, calls: 300 });

// 2. A 4.6 MB photo in an anonymous preview.
const side = 2000;
const photo = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
  .jpeg({ quality: 90 })
  .toBuffer();
const photoBody = JSON.stringify({
  cv_data: { ...junior, personal_info: { ...junior.personal_info, photo_base64: `data:image/jpeg;base64,${photo.toString('base64')}` } },
  template_id: 3,
});
const firstStart = process.cpuUsage();
const first = await preview(7, photoBody);
const firstCpu = process.cpuUsage(firstStart);
report('hardening', 'preview_large_photo_first_cpu_ms', (firstCpu.user + firstCpu.system) / 1000, 'ms', {
  photoBytes: photo.length,
  answerBytes: first.body.length,
});
report('hardening', 'preview_large_photo_cached_cpu_ms', await cpuPerCall(10, (i) => preview(i, photoBody)), 'ms', { runs: RUNS, calls: 10 });

// 3. The guard's query, with and without the session check.
const passwordHash = await hashPassword('Lac-Léman-au-printemps-42');
const user = await createUser(database.db, { email: 'bench.session@example.ch', passwordHash, emailVerifiedAt: new Date() }, new Date());
const { sessionId } = await app.accounts.issueSession(database.db, user, { remember: false });
for (let i = 0; i < 2000; i++) await app.accounts.issueSession(database.db, user, { remember: false });
const userOnly = database.db
  .select()
  .from(users)
  .where(eq(users.id, sql.placeholder('id')))
  .limit(1)
  .prepare('bench_user_only');
const withSession = database.db
  .select({
    user: users,
    live: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sid')}::uuid and ${refreshTokens.revokedAt} is null)`,
  })
  .from(users)
  .where(eq(users.id, sql.placeholder('id')))
  .limit(1)
  .prepare('bench_user_session');
async function wallPerCall(n: number, call: () => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    for (let i = 0; i < n; i++) await call();
    runs.push((performance.now() - t) / n);
  }
  return median(runs);
}
for (let round = 0; round < 2; round++) {
  report('hardening', 'guard_query_user_only_ms', await wallPerCall(1000, () => userOnly.execute({ id: user.id })), 'ms', { runs: RUNS, sessionsOfUser: 2001 });
  report('hardening', 'guard_query_with_session_ms', await wallPerCall(1000, () => withSession.execute({ id: user.id, sid: sessionId })), 'ms', { runs: RUNS });
}
const { tokens } = (
  await app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email: 'bench.session@example.ch', password: 'Lac-Léman-au-printemps-42' } })
).json<{
  tokens: { access: string };
}>();
report(
  'hardening',
  'profile_call_cpu_ms',
  await cpuPerCall(500, () => app.inject({ method: 'GET', url: '/api/accounts/profile/', headers: { authorization: `Bearer ${tokens.access}` } })),
  'ms',
  { runs: RUNS, calls: 500 },
);

// 4. PDFs of a normal subscriber during another account's flood.
const document = cvDocumentSchema.parse({ ...junior, personal_info: { ...junior.personal_info, photo_base64: '' } });
async function subscriber(email: string) {
  const u = await createUser(database.db, { email, passwordHash, emailVerifiedAt: new Date() }, new Date());
  await database.db.insert(subscriptions).values({
    userId: u.id,
    provider: 'stripe',
    providerSubscriptionId: `sub_bench_${randomBytes(4).toString('hex')}`,
    status: 'active',
    planType: 'monthly',
    isTrial: false,
    currentPeriodEnd: new Date('2099-01-01T00:00:00Z'),
  });
  const [cv] = await database.db.insert(cvs).values({ userId: u.id, title: 'CV', templateId: 3, document }).returning({ id: cvs.id });
  const { access } = await app.accounts.issueSession(database.db, u, { remember: false });
  return { url: `/api/cvs/${cv!.id}/download/`, headers: { authorization: `Bearer ${access}` } };
}
const normal = await subscriber('bench.normal@example.ch');
const flooder = await subscriber('bench.flooder@example.ch');
const download = (who: { url: string; headers: Record<string, string> }) => app.inject({ method: 'GET', url: who.url, headers: who.headers });
await download(normal);

async function normalLatencies(n: number): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await download(normal);
    ms.push(performance.now() - t);
    if (res.statusCode !== 200) failed++;
  }
  return { ms, failed };
}
const fairGate = app.renderGates.pdf;
for (const lanes of [true, false, true, false]) {
  app.renderGates.pdf = lanes ? fairGate : new FairGate({ concurrency: 1_000_000, queue: 0 });
  const quiet = await normalLatencies(6);
  let flooding = true;
  const loops = Array.from({ length: 20 }, async () => {
    while (flooding) await download(flooder);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const during = await normalLatencies(12);
  flooding = false;
  await Promise.all(loops);
  // The per-user download limit would stop the flooder after 60 PDFs: reset between rounds.
  await database.db.execute(sql`delete from rate_limits`);
  report('hardening', lanes ? 'pdf_normal_user_during_flood_with_lanes' : 'pdf_normal_user_during_flood_without_lanes', median(during.ms), 'ms', {
    quietMs: Math.round(median(quiet.ms)),
    failedOf12: during.failed,
    maxMs: Math.round(Math.max(...during.ms)),
  });
}

await app.close();
await database.close();
