// Throughput and latency of GET /api/health/ (a database round trip through the whole
// stack: security headers, compression, error handler) against a plain Fastify hello
// route measured in the same run as the baseline.
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { openPglite, connectPostgres } from '../src/server/db/client';
import { loadConfig } from '../src/server/config';
import { startPgCluster } from '../scripts/pg-cluster';
import { load, median, report } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 50;
const RUNS = 3;

async function measure(url: string) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load({ url, connections: CONNECTIONS, seconds: SECONDS }));
  return {
    rps: median(runs.map((r) => r.requestsPerSecond)),
    p50: median(runs.map((r) => r.p50Ms)),
    p99: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((n, r) => n + r.errors + r.non2xx, 0),
  };
}

const baseline = Fastify();
baseline.get('/hello', async () => ({ hello: 'world' }));
await baseline.listen({ port: 0, host: '127.0.0.1' });
const baselineUrl = `http://127.0.0.1:${(baseline.server.address() as { port: number }).port}/hello`;

const cluster = await startPgCluster({ durable: true });
const database = connectPostgres(cluster.url('postgres'), 10);
await database.migrate();
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench' }), database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const healthUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/health/`;

const base = await measure(baselineUrl);
const health = await measure(healthUrl);
const extra = { connections: CONNECTIONS, seconds: SECONDS, runs: RUNS, statistic: 'median of runs' };
report('health', 'baseline_hello_rps', base.rps, 'req/s', extra);
report('health', 'baseline_hello_p50', base.p50, 'ms', extra);
report('health', 'baseline_hello_p99', base.p99, 'ms', extra);
report('health', 'health_postgres_rps', health.rps, 'req/s', extra);
report('health', 'health_postgres_p50', health.p50, 'ms', extra);
report('health', 'health_postgres_p99', health.p99, 'ms', extra);
report('health', 'health_vs_baseline_rps_ratio', health.rps / base.rps, 'ratio', extra);
report('health', 'errors', base.errors + health.errors, 'count', extra);

await app.close();
await database.close();
cluster.stop();

// The embedded database of `npm start`, for comparison.
const pglite = await openPglite('/tmp/cv-bench-pglite');
await pglite.migrate();
const local = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench' }),
  database: pglite,
  logger: false,
});
await local.listen({ port: 0, host: '127.0.0.1' });
const pgliteRun = await measure(`http://127.0.0.1:${(local.server.address() as { port: number }).port}/api/health/`);
report('health', 'health_pglite_rps', pgliteRun.rps, 'req/s', extra);
report('health', 'health_pglite_p50', pgliteRun.p50, 'ms', extra);
report('health', 'health_pglite_p99', pgliteRun.p99, 'ms', extra);
await local.close();
await pglite.close();
await baseline.close();
