import { and, desc, eq, sql } from 'drizzle-orm';
import type { CvDocument } from '../../domain/cv/cv-schema.js';
import type { Database } from '../db/client.js';
import { cvVersions, type CvRow } from '../db/schema/cvs.js';
import { detailError } from '../http/errors.js';
import { cvMessages } from './messages.js';

/** Every row of the last 30 days is kept, and at least the newest 30 rows whatever their age. */
export const HISTORY_KEEP_DAYS = 30;
export const HISTORY_KEEP_VERSIONS = 30;
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
export async function recordVersion(tx: Database, row: SavedRow, now: Date, options: { newEntry: boolean; sealed?: boolean }): Promise<void> {
  const sealed = options.sealed ?? false;
  const values = { version: row.version, title: row.title, templateId: row.templateId, document: row.document, savedAt: now, sealed };
  const [latest] = await tx
    .select({ id: cvVersions.id, version: cvVersions.version, createdAt: cvVersions.createdAt, sealed: cvVersions.sealed })
    .from(cvVersions)
    .where(eq(cvVersions.cvId, row.id))
    .orderBy(desc(cvVersions.version))
    .limit(1);
  const continues = latest && !latest.sealed && latest.version === row.version - 1 && now.getTime() - latest.createdAt.getTime() < HISTORY_COALESCE_MS;
  if (continues && !options.newEntry) {
    await tx.update(cvVersions).set(values).where(eq(cvVersions.id, latest.id));
  } else {
    await tx.insert(cvVersions).values({ cvId: row.id, ...values, createdAt: now });
  }
  const cutoff = new Date(now.getTime() - HISTORY_KEEP_DAYS * DAY_MS);
  await tx.execute(sql`
    delete from ${cvVersions}
    where cv_id = ${row.id}::uuid and saved_at < ${cutoff.toISOString()}::timestamptz
      and version < (select min(version) from (
        select version from ${cvVersions} where cv_id = ${row.id}::uuid order by version desc limit ${HISTORY_KEEP_VERSIONS}) newest)`);
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

/** The document a restore writes: the old version's content under the CV's current title bar. */
export async function versionDocument(db: Database, cvId: string, rawVersion: string): Promise<CvDocument> {
  return (await loadVersion(db, cvId, parseVersion(rawVersion))).document;
}

