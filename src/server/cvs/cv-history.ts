import { and, desc, eq, sql } from 'drizzle-orm';
import type { CvDocument } from '../../domain/cv/cv-schema.js';
import { CHECKPOINT_SUBJECT_MAX, isCheckpointCause, MAX_CHECKPOINTS_PER_SAVE, type CheckpointCause, type VersionCause } from '../../domain/cv/version-cause.js';
import type { Database } from '../db/client.js';
import { cvVersions, type CvRow } from '../db/schema/cvs.js';
import { detailError, type FieldErrors } from '../http/errors.js';
import { invalidCv, parseCvBody } from './cv-input.js';
import { cvMessages } from './messages.js';
import { sameDocument } from '../../domain/cv/same-document.js';

/** Every row of the last 30 days is kept, and at least the newest 30 rows whatever their age. */
export const HISTORY_KEEP_DAYS = 30;
export const HISTORY_KEEP_VERSIONS = 30;
/**
 * Never more than this many rows per CV, however recent: each save may bring checkpoints of its
 * own (issue 31), and a script must not be able to grow one CV's history without end.
 */
export const HISTORY_MAX_VERSIONS = 200;
/**
 * Autosaves run 3 s after each pause in typing: one row per save would be hundreds a day. Saves
 * that follow one another within this window refresh the same row, so a row is the state at the
 * end of a stretch of work (docs/decisions/2026-11-23-cv-conflicts-and-history.md).
 */
export const HISTORY_COALESCE_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type SavedRow = Pick<CvRow, 'id' | 'version' | 'title' | 'templateId' | 'document'>;

/**
 * Writes the CV's just-saved version into its history, in the save's transaction. `newEntry`
 * keeps the previous row as it is (an overwrite after a conflict keeps the other version);
 * `sealed` makes this row one that later saves never refresh (a creation, a restore).
 */
export async function recordVersion(
  tx: Database,
  row: SavedRow,
  now: Date,
  options: { newEntry: boolean; sealed?: boolean; cause?: VersionCause; subject?: string },
): Promise<void> {
  const sealed = options.sealed ?? false;
  const values = { version: row.version, title: row.title, templateId: row.templateId, document: row.document, savedAt: now, sealed };
  const latest = await latestVersion(tx, row.id);
  const continues = latest && !latest.sealed && latest.version === row.version - 1 && now.getTime() - latest.createdAt.getTime() < HISTORY_COALESCE_MS;
  if (continues && !options.newEntry && !options.cause) {
    await tx.update(cvVersions).set(values).where(eq(cvVersions.id, latest.id));
  } else {
    await tx.insert(cvVersions).values({ cvId: row.id, ...values, cause: options.cause ?? null, subject: options.subject ?? null, createdAt: now });
  }
  const cutoff = new Date(now.getTime() - HISTORY_KEEP_DAYS * DAY_MS);
  await tx.execute(sql`
    delete from ${cvVersions}
    where cv_id = ${row.id}::uuid
      and ((saved_at < ${cutoff.toISOString()}::timestamptz
            and version < (select min(version) from (
              select version from ${cvVersions} where cv_id = ${row.id}::uuid order by version desc limit ${HISTORY_KEEP_VERSIONS}) newest))
        or version < (select min(version) from (
              select version from ${cvVersions} where cv_id = ${row.id}::uuid order by version desc limit ${HISTORY_MAX_VERSIONS}) most))`);
}

async function latestVersion(tx: Database, cvId: string) {
  const [latest] = await tx
    .select({ id: cvVersions.id, version: cvVersions.version, createdAt: cvVersions.createdAt, sealed: cvVersions.sealed, document: cvVersions.document })
    .from(cvVersions)
    .where(eq(cvVersions.cvId, cvId))
    .orderBy(desc(cvVersions.version))
    .limit(1);
  return latest;
}

/**
 * Makes the CV's latest entry one that later saves never refresh, under the given cause
 * (« avant restauration »): the state just before a destructive change stays as it was.
 */
export async function sealLatestVersion(tx: Database, cvId: string, currentVersion: number, cause: VersionCause, subject?: string): Promise<void> {
  const latest = await latestVersion(tx, cvId);
  if (!latest || latest.version !== currentVersion) return;
  await tx
    .update(cvVersions)
    .set({ sealed: true, cause, subject: subject ?? null })
    .where(eq(cvVersions.id, latest.id));
}

/** A state the editor asks to keep as its own entry just before a destructive change. */
export interface Checkpoint {
  document: CvDocument;
  cause: CheckpointCause;
  subject: string | undefined;
}

/**
 * `checkpoints` of a save or creation body: `[{document, cause, subject?}]`, at most
 * MAX_CHECKPOINTS_PER_SAVE. Each document is checked like the CV itself. Throws the 400 answer.
 */
export function parseCheckpoints(body: unknown): Checkpoint[] {
  const raw = typeof body === 'object' && body !== null ? (body as { checkpoints?: unknown }).checkpoints : undefined;
  if (raw === undefined || raw === null) return [];
  const refuse = (errors: FieldErrors) => invalidCv(errors);
  if (!Array.isArray(raw) || raw.length > MAX_CHECKPOINTS_PER_SAVE) throw refuse({ checkpoints: [cvMessages.invalidCheckpoints(MAX_CHECKPOINTS_PER_SAVE)] });
  return raw.map((entry: unknown, index) => {
    const item = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    if (!isCheckpointCause(item.cause)) throw refuse({ [`checkpoints.${index}.cause`]: [cvMessages.invalidCheckpointCause] });
    if (item.subject !== undefined && item.subject !== null && typeof item.subject !== 'string')
      throw refuse({ [`checkpoints.${index}.subject`]: [cvMessages.invalidCheckpointCause] });
    const subject = typeof item.subject === 'string' ? Array.from(item.subject.trim()).slice(0, CHECKPOINT_SUBJECT_MAX).join('') : '';
    let document: CvDocument;
    try {
      document = parseCvBody(item.document, { strictTemplate: true }).cv;
    } catch {
      throw refuse({ [`checkpoints.${index}.document`]: [cvMessages.invalidCv] });
    }
    return { document, cause: item.cause, subject: subject || undefined };
  });
}

/**
 * Writes the checkpoints of a save as entries of their own, sealed, before the saved document:
 * a checkpoint equal to the stored latest entry only seals and labels that entry; any other
 * takes the next version number. Returns the CV's version once they are written.
 */
export async function recordCheckpoints(
  tx: Database,
  cv: { id: string; version: number; document: CvDocument | undefined },
  checkpoints: readonly Checkpoint[],
  now: Date,
): Promise<number> {
  let version = cv.version;
  let latestDocument = cv.document;
  for (const checkpoint of checkpoints) {
    if (latestDocument && sameDocument(latestDocument, checkpoint.document)) {
      const latest = await latestVersion(tx, cv.id);
      if (latest && latest.version === version) {
        await tx
          .update(cvVersions)
          .set({ sealed: true, cause: checkpoint.cause, subject: checkpoint.subject ?? null })
          .where(eq(cvVersions.id, latest.id));
        continue;
      }
    }
    version += 1;
    const { document } = checkpoint;
    await tx.insert(cvVersions).values({
      cvId: cv.id,
      version,
      title: document.title,
      templateId: document.template_id,
      document,
      savedAt: now,
      createdAt: now,
      sealed: true,
      cause: checkpoint.cause,
      subject: checkpoint.subject ?? null,
    });
    latestDocument = document;
  }
  return version;
}

export async function loadVersion(db: Database, cvId: string, version: number) {
  const [row] = await db
    .select()
    .from(cvVersions)
    .where(and(eq(cvVersions.cvId, cvId), eq(cvVersions.version, version)))
    .limit(1);
  if (!row) throw detailError(404, cvMessages.versionNotFound);
  return row;
}

export const parseVersion = (raw: string): number => (/^\d{1,9}$/.test(raw) ? Number(raw) : -1);
