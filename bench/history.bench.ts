// The cost of CV history (docs/scaling.md): the storage a CV's history takes, and the CPU and
// time of one save before history (one UPDATE, no version check) and after (version-checked
// UPDATE + history row written or refreshed + pruning), against a real PostgreSQL.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { connectPostgres } from '../src/server/db/client';
import { cvs, cvVersions } from '../src/server/db/schema/cvs';
import { users } from '../src/server/db/schema/users';
import type { CvsContext } from '../src/server/cvs/context';
import { parseCvBody } from '../src/server/cvs/cv-input';
import { updateCv } from '../src/server/cvs/cv-store';
import { HISTORY_COALESCE_MS } from '../src/server/cvs/cv-history';
import { sampleById } from '../src/templates/samples/sample-catalogue';
import { startPgCluster } from '../scripts/pg-cluster';
import { median, percentile, report } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SAVES = Number(process.env.BENCH_SAVES ?? 200);

const cluster = await startPgCluster({ durable: true });
process.on('exit', () => cluster.stop());
const database = connectPostgres(cluster.url('postgres'), 4);
await database.migrate();
const db = database.db;

const senior = sampleById('senior').input;
const document = cvDocumentSchema.parse({ ...senior, personal_info: { ...senior.personal_info, photo_base64: '' } });
const [user] = await db.insert(users).values({ email: 'bench.history@example.ch', firstName: 'Léa', lastName: 'Favre' }).returning({ id: users.id });
const userId = user!.id;

let clock = Date.parse('2026-11-23T08:00:00Z');
const ctx = { db, now: () => new Date(clock), log: console } as unknown as CvsContext;

async function newCv(): Promise<string> {
  const [row] = await db.insert(cvs).values({ userId, title: document.title, templateId: document.template_id, document }).returning({ id: cvs.id });
  return row!.id;
}

/** The save as it was before history: parse, then one UPDATE with no version check. */
async function saveBefore(cvId: string, body: unknown): Promise<void> {
  const { cv } = parseCvBody(body, { strictTemplate: true });
  await db
    .update(cvs)
    .set({ title: cv.title, templateId: cv.template_id, document: cv, version: sql`${cvs.version} + 1`, updatedAt: new Date(clock) })
    .where(eq(cvs.id, cvId));
}

/** The version each CV was last saved as, as the editor knows it (sent with the next save). */
const versions = new Map<string, number>();

async function saveAfter(cvId: string, body: Record<string, unknown>): Promise<void> {
  const saved = await updateCv(ctx, userId, cvId, { ...body, version: versions.get(cvId) ?? 1 });
  versions.set(cvId, saved.version);
}

interface Sample {
  cpuUs: number;
  wallMs: number;
}

async function measure(save: (cvId: string, body: Record<string, unknown>) => Promise<void>, stepMs: number): Promise<Sample[]> {
  const cvId = await newCv();
  const samples: Sample[] = [];
  for (let i = 0; i < SAVES; i += 1) {
    const body = { ...document, summary: `<p>Version ${i} du résumé.</p>` };
    clock += stepMs;
    const cpu = process.cpuUsage();
    const start = performance.now();
    await save(cvId, body);
    const wallMs = performance.now() - start;
    const used = process.cpuUsage(cpu);
    samples.push({ cpuUs: used.user + used.system, wallMs });
  }
  return samples;
}

const figures: Record<string, { cpu: number[]; p50: number[]; p95: number[] }> = {};
const add = (name: string, samples: Sample[]) => {
  const f = (figures[name] ??= { cpu: [], p50: [], p95: [] });
  f.cpu.push(median(samples.map((s) => s.cpuUs)));
  f.p50.push(median(samples.map((s) => s.wallMs)));
  f.p95.push(
    percentile(
      samples.map((s) => s.wallMs),
      95,
    ),
  );
};

// Interleaved runs, so that background load weighs on each variant alike.
for (let run = 0; run < RUNS; run += 1) {
  add('before (one UPDATE)', await measure(saveBefore, 3000));
  // Autosaves 3 s apart: the history row of the stretch is refreshed.
  add('after, autosave within a stretch (row refreshed)', await measure(saveAfter, 3000));
  // Saves more than 10 minutes apart: a new history row each time, then pruning.
  add('after, new history entry each save', await measure(saveAfter, HISTORY_COALESCE_MS + 60_000));
}

for (const [name, f] of Object.entries(figures)) {
  report('history', `save CPU in the app process, median: ${name}`, median(f.cpu), 'µs');
  report('history', `save time p50: ${name}`, median(f.p50), 'ms');
  report('history', `save time p95: ${name}`, median(f.p95), 'ms');
}

// Storage: one history row holds one whole document (jsonb, TOAST-compressed when large).
const [size] = await db
  .select({
    rows: sql<number>`count(*)::int`,
    doc: sql<number>`avg(pg_column_size(${cvVersions.document}))::int`,
    total: sql<number>`pg_total_relation_size('cv_versions')::int`,
  })
  .from(cvVersions);
const perRow = Number(size!.total) / Number(size!.rows);
report('history', 'document size in a history row (senior sample, pg_column_size)', Number(size!.doc), 'bytes');
report('history', 'history table size per row (heap + TOAST + index)', perRow, 'bytes');
report('history', 'history per CV at the floor of 30 entries', (30 * perRow) / 1024, 'KiB');
await database.close();
process.exit(0);
