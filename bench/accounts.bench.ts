// What accounts cost: argon2id (the price of every login, registration and password change,
// and what caps logins per core), a password login through the whole stack, and an
// authenticated call (JWT check plus one user lookup) next to the health check.
import { buildApp } from '../src/server/app';
import { hashPassword, verifyPassword } from '../src/server/accounts/passwords';
import { createUser } from '../src/server/accounts/users';
import { connectPostgres } from '../src/server/db/client';
import { loadConfig } from '../src/server/config';
import { startPgCluster } from '../scripts/pg-cluster';
import { load, median, report } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const RUNS = 3;
const PASSWORD = 'Lac-Léman-au-printemps-42';

const hashTimes: number[] = [];
const verifyTimes: number[] = [];
let stored = '';
for (let i = 0; i < 20; i++) {
  let t = performance.now();
  stored = await hashPassword(PASSWORD);
  hashTimes.push(performance.now() - t);
  t = performance.now();
  await verifyPassword(stored, PASSWORD);
  verifyTimes.push(performance.now() - t);
}
report('accounts', 'argon2id_hash_ms', median(hashTimes), 'ms', { memoryKiB: 19456, passes: 2, lanes: 1, samples: 20 });
report('accounts', 'argon2id_verify_ms', median(verifyTimes), 'ms', { samples: 20 });

const cluster = await startPgCluster({ durable: true });
const database = connectPostgres(cluster.url('postgres'), 10);
await database.migrate();
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench-accounts' });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const email = 'bench@example.ch';
await createUser(database.db, { email, passwordHash: stored, emailVerifiedAt: new Date() }, new Date());
const { tokens } = (await (
  await fetch(`${base}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
).json()) as { tokens: { access: string } };

async function measure(options: Parameters<typeof load>[0]) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(options));
  return {
    rps: median(runs.map((r) => r.requestsPerSecond)),
    p50: median(runs.map((r) => r.p50Ms)),
    p99: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((n, r) => n + r.errors + r.non2xx, 0),
  };
}

const login = await measure({
  url: `${base}/api/accounts/login/`,
  connections: 4,
  seconds: SECONDS,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: PASSWORD }),
});
const loginExtra = { connections: 4, seconds: SECONDS, runs: RUNS, statistic: 'median of runs' };
report('accounts', 'login_rps', login.rps, 'req/s', loginExtra);
report('accounts', 'login_p50', login.p50, 'ms', loginExtra);
report('accounts', 'login_p99', login.p99, 'ms', loginExtra);

const extra = { connections: 50, seconds: SECONDS, runs: RUNS, statistic: 'median of runs' };
const profile = await measure({
  url: `${base}/api/accounts/profile/`,
  connections: 50,
  seconds: SECONDS,
  headers: { authorization: `Bearer ${tokens.access}` },
});
const health = await measure({ url: `${base}/api/health/`, connections: 50, seconds: SECONDS });
report('accounts', 'profile_authenticated_rps', profile.rps, 'req/s', extra);
report('accounts', 'profile_authenticated_p99', profile.p99, 'ms', extra);
report('accounts', 'health_rps_same_run', health.rps, 'req/s', extra);
report('accounts', 'profile_vs_health_rps_ratio', profile.rps / health.rps, 'ratio', extra);
report('accounts', 'errors', login.errors + profile.errors + health.errors, 'count');

await app.close();
await database.close();
cluster.stop();
