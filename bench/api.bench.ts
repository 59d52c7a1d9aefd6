// The CV calls under load: 200 signed-in users at once on loopback, each with its own session
// and its own CVs, listing, reading and saving them; the health check measured in the same run
// as the baseline. Against a real PostgreSQL (throwaway cluster), with the production pool size.
import autocannon from 'autocannon';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectPostgres } from '../src/server/db/client';
import { cvs } from '../src/server/db/schema/cvs';
import { users } from '../src/server/db/schema/users';
import { sampleById } from '../src/templates/samples/sample-catalogue';
import { startPgCluster } from '../scripts/pg-cluster';
import { median, report } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const USERS = 200;
const CVS_PER_USER = 5;
const POOL_SIZE = 10; // DATABASE_POOL_SIZE's default

const cluster = await startPgCluster();
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

/** One autocannon run where connection n is person n: its token, its CV. */
async function run(request: (person: { token: string; cvId: string }) => autocannon.Request): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: USERS,
    duration: SECONDS,
    setupClient: (client) => {
      const person = people[next++ % people.length]!;
      // setRequests, not setRequest: the latter is replaced by the default request after one round.
      client.setRequests([request(person)] as Parameters<typeof client.setRequests>[0]);
    },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(name: string, route: string, request: Parameters<typeof run>[0]): Promise<Figures> {
  // Answers still in flight from the previous measure land first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  served.clear();
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(request));
  const answered = [...served].filter(([key]) => key.startsWith(`${route} `));
  const elsewhere = [...served].filter(([key]) => !key.startsWith(`${route} 2`));
  if (answered.length === 0 || elsewhere.length > 0) throw new Error(`${name}: unexpected answers ${JSON.stringify([...served])}`);
  const figures = {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
  const extra = { connections: USERS, users: USERS, seconds: SECONDS, runs: RUNS, statistic: 'median of runs' };
  report('api', `${name}_rps`, figures.rps, 'req/s', extra);
  report('api', `${name}_p50`, figures.p50, 'ms', extra);
  report('api', `${name}_p99`, figures.p99, 'ms', extra);
  report('api', `${name}_errors`, figures.errors, 'count', extra);
  return figures;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const health = await measure('health_baseline', 'GET /api/health/', () => ({ method: 'GET', path: '/api/health/' }));
const list = await measure('cv_list', 'GET /api/cvs/list/', (p) => ({ method: 'GET', path: '/api/cvs/list/', headers: auth(p.token) }));
const get = await measure('cv_get', 'GET /api/cvs/:id/', (p) => ({ method: 'GET', path: `/api/cvs/${p.cvId}/`, headers: auth(p.token) }));
const update = await measure('cv_update', 'PUT /api/cvs/:id/', (p) => ({
  method: 'PUT',
  path: `/api/cvs/${p.cvId}/`,
  headers: { ...auth(p.token), 'content-type': 'application/json' },
  body: updateBody,
}));

for (const [name, figures] of [['cv_list', list], ['cv_get', get], ['cv_update', update]] as const) {
  report('api', `${name}_vs_health_rps_ratio`, figures.rps / health.rps, 'ratio');
}
const errors = [health, list, get, update].reduce((n, f) => n + f.errors, 0);
report('api', 'errors', errors, 'count');
report('api', 'document_bytes', Buffer.byteLength(updateBody), 'bytes', { cvsPerUser: CVS_PER_USER });

await app.close();
await database.close();
cluster.stop();
if (errors > 0) process.exit(1);
