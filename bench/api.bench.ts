// The CV calls under load: 200 signed-in users at once on loopback, each with its own session
// and its own CVs, listing, reading and saving them; the health check measured in the same run
// as the baseline. Against a real PostgreSQL (throwaway cluster), with the production pool size;
// the load comes from another process (api-load.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectPostgres } from '../src/server/db/client';
import { cvs } from '../src/server/db/schema/cvs';
import { users } from '../src/server/db/schema/users';
import { sampleById } from '../src/templates/samples/sample-catalogue';
import { startPgCluster } from '../scripts/pg-cluster';
import { median, report } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const USERS = 200;
const CVS_PER_USER = 5;
const POOL_SIZE = 10; // DATABASE_POOL_SIZE's default

const cluster = await startPgCluster({ durable: true });
// Also when a check below throws: no PostgreSQL is left running.
process.on('exit', () => cluster.stop());
const database = connectPostgres(cluster.url('postgres'), POOL_SIZE);
await database.migrate();
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'c'.repeat(40), DATA_DIR: '/tmp/cv-bench-api' });
const app = await buildApp({ config, database, logger: false });
// What the server actually answered, per route: a load that missed its route would show here.
const served = new Map<string, number>();
app.addHook('onResponse', async (request, reply) => {
  const key = `${request.method} ${request.routeOptions.url ?? '(none)'} ${reply.statusCode}`;
  served.set(key, (served.get(key) ?? 0) + 1);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// 200 accounts with a few CVs each; sessions issued directly (logging 200 people in would only
// measure argon2id and trip the login limits).
const junior = sampleById('junior').input;
const document = cvDocumentSchema.parse({ ...junior, personal_info: { ...junior.personal_info, photo_base64: '' } });
const seeded = await database.db
  .insert(users)
  .values(Array.from({ length: USERS }, (_, i) => ({ email: `bench.${i}@example.ch`, firstName: 'Léa', lastName: `Favre ${i}`, emailVerifiedAt: new Date() })))
  .returning({ id: users.id });
const people: Array<{ token: string; cvId: string }> = [];
for (const user of seeded) {
  const rows = await database.db
    .insert(cvs)
    .values(Array.from({ length: CVS_PER_USER }, (_, i) => ({ userId: user.id, title: `${document.title} ${i + 1}`, templateId: (i % 6) + 1, document })))
    .returning({ id: cvs.id });
  const { access } = await app.accounts.issueSession(database.db, user, { remember: false });
  people.push({ token: access, cvId: rows[0]!.id });
}
const updateBody = JSON.stringify({ ...document, title: 'CV enregistré sous charge', summary: '<p>Une version enregistrée pendant la mesure.</p>' });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One load run in a separate process, where connection n is person n: its token, its CV. */
async function run(request: (person: { token: string; cvId: string }) => Record<string, unknown>): Promise<Figures> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'api-load.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify({ url: base, connections: USERS, seconds: SECONDS, requests: people.map(request) }));
  let output = '';
  for await (const chunk of child.stdout) output += String(chunk);
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  return JSON.parse(output) as Figures;
}

type Call = { name: string; route: string; request: Parameters<typeof run>[0] };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const calls: Call[] = [
  { name: 'health_baseline', route: 'GET /api/health/', request: () => ({ method: 'GET', path: '/api/health/' }) },
  { name: 'cv_list', route: 'GET /api/cvs/list/', request: (p) => ({ method: 'GET', path: '/api/cvs/list/', headers: auth(p.token) }) },
  { name: 'cv_get', route: 'GET /api/cvs/:id/', request: (p) => ({ method: 'GET', path: `/api/cvs/${p.cvId}/`, headers: auth(p.token) }) },
  {
    name: 'cv_update',
    route: 'PUT /api/cvs/:id/',
    request: (p) => ({ method: 'PUT', path: `/api/cvs/${p.cvId}/`, headers: { ...auth(p.token), 'content-type': 'application/json' }, body: updateBody }),
  },
];

/** One run of one call; throws when the server answered anything but 2xx on that route. */
async function runChecked(call: Call): Promise<Figures> {
  // Answers still in flight from the previous run land first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  served.clear();
  const figures = await run(call.request);
  const answered = [...served].filter(([key]) => key.startsWith(`${call.route} `));
  const elsewhere = [...served].filter(([key]) => !key.startsWith(`${call.route} 2`));
  if (answered.length === 0 || elsewhere.length > 0) throw new Error(`${call.name}: unexpected answers ${JSON.stringify([...served])}`);
  return figures;
}

// Rounds, each call once per round: on a shared machine, background load then weighs on every
// call alike instead of on whichever happened to run during a busy spell.
const runs = new Map<string, Figures[]>(calls.map((c) => [c.name, []]));
for (let round = 0; round < RUNS; round++) {
  for (const call of calls) runs.get(call.name)!.push(await runChecked(call));
}
const results = new Map<string, Figures>();
for (const call of calls) {
  const list = runs.get(call.name)!;
  const figures = {
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    errors: list.reduce((n, r) => n + r.errors, 0),
  };
  results.set(call.name, figures);
  const extra = { connections: USERS, users: USERS, seconds: SECONDS, runs: RUNS, statistic: 'median of interleaved runs' };
  report('api', `${call.name}_rps`, figures.rps, 'req/s', extra);
  report('api', `${call.name}_p50`, figures.p50, 'ms', extra);
  report('api', `${call.name}_p99`, figures.p99, 'ms', extra);
  report('api', `${call.name}_errors`, figures.errors, 'count', extra);
}
const health = results.get('health_baseline')!;
const list = results.get('cv_list')!;
const get = results.get('cv_get')!;
const update = results.get('cv_update')!;

for (const [name, figures] of [
  ['cv_list', list],
  ['cv_get', get],
  ['cv_update', update],
] as const) {
  report('api', `${name}_vs_health_rps_ratio`, figures.rps / health.rps, 'ratio');
}
const errors = [health, list, get, update].reduce((n, f) => n + f.errors, 0);
report('api', 'errors', errors, 'count');
report('api', 'document_bytes', Buffer.byteLength(updateBody), 'bytes', { cvsPerUser: CVS_PER_USER });

await app.close();
await database.close();
cluster.stop();
if (errors > 0) process.exit(1);
