// `npm run bench -- import-attacks`: the health check's latency while the import is attacked
// (issue 28). In one process: the app on a real PostgreSQL; health p99 measured idle, then while
// each attack file is uploaded again and again by a few visitors. Target: p99 during an attack
// <= 3x the idle p99 of the same run. Each figure is the median of BENCH_RUNS runs.
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectPostgres } from '../src/server/db/client';
import { attackFiles } from '../src/server/cv-transfer/testing/attack-files';
import { startPgCluster } from '../scripts/pg-cluster';
import { median, percentile, report } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ATTACKERS = 3;

const cluster = await startPgCluster({ durable: true });
process.on('exit', () => cluster.stop());
const database = connectPostgres(cluster.url('postgres'), 10);
await database.migrate();
// Each visitor its own address (as behind a proxy), so that the import's per-address limit does not
// answer for the workers: the attack reaches them.
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/tmp/cv-bench-attacks', TRUST_PROXY: 'true' }),
  database,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/** Health latencies, one request after the other, for `seconds`. */
async function healthLatencies(seconds: number): Promise<number[]> {
  const out: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health/`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`health answered ${res.status}`);
    out.push(performance.now() - started);
  }
  return out;
}

/** Visitors uploading `file` in a loop until `stop` says so; counts answers by status. */
function attack(file: Buffer, stop: () => boolean): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  const one = async () => {
    while (!stop()) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'cv.bin');
      const res = await fetch(`${base}/api/cvs/import/`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': `10.0.0.${Math.floor(Math.random() * 250)}` },
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  return Promise.all(Array.from({ length: ATTACKERS }, one)).then(() => statuses);
}

await healthLatencies(1);
const idle: number[] = [];
for (let run = 0; run < RUNS; run++) idle.push(percentile(await healthLatencies(SECONDS), 99));
const idleP99 = median(idle);
report('import-attacks', 'health_idle_p99', idleP99, 'ms', { runs: RUNS, seconds: SECONDS });

for (const [name, make] of Object.entries(attackFiles)) {
  const file = make();
  const p99s: number[] = [];
  let statuses: Record<number, number> = {};
  for (let run = 0; run < RUNS; run++) {
    let done = false;
    const attacking = attack(file, () => done);
    const latencies = await healthLatencies(SECONDS);
    done = true;
    statuses = await attacking;
    p99s.push(percentile(latencies, 99));
  }
  const p99 = median(p99s);
  report('import-attacks', `${name}.health_p99`, p99, 'ms', { runs: RUNS, attackers: ATTACKERS, fileBytes: file.length, answers: statuses });
  report('import-attacks', `${name}.health_p99_vs_idle`, p99 / idleP99, 'ratio', { target: '<= 3' });
}
await app.close();
await database.close();
process.exit(0);
