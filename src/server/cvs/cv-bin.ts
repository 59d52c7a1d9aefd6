import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { CvBinItem, SavedCv } from '../../domain/cv/saved-cv.js';
import { RETENTION } from '../../domain/privacy/retention.js';
import { isUuid } from '../accounts/users.js';
import type { Database } from '../db/client.js';
import { cvs } from '../db/schema/cvs.js';
import { cvNotFound, type CvsContext } from './context.js';
import { getCv } from './cv-store.js';

/** A deleted CV stays this long in the bin, then it is purged with its photo and history (the privacy page states it). */
export const BIN_KEEP_DAYS = RETENTION.binDays;
const DAY_MS = 24 * 60 * 60 * 1000;

const purgeBefore = (now: Date) => new Date(now.getTime() - BIN_KEEP_DAYS * DAY_MS);

/**
 * Deletes for good the user's CVs that spent their 30 days in the bin. Run whenever the user
 * looks at a list, so that nothing expired is ever shown; the retention job
 * (privacy/retention-job.ts) erases them for accounts that no longer visit.
 */
async function purgeExpired(db: Database, userId: string, now: Date): Promise<void> {
  await db.delete(cvs).where(and(eq(cvs.userId, userId), isNotNull(cvs.deletedAt), lt(cvs.deletedAt, purgeBefore(now))));
}

/** GET /cvs/bin/: the user's deleted CVs, most recently deleted first. */
export async function listBin(ctx: CvsContext, userId: string): Promise<CvBinItem[]> {
  const now = ctx.now();
  await purgeExpired(ctx.db, userId, now);
  const rows = await ctx.db
    .select({ id: cvs.id, title: cvs.title, templateId: cvs.templateId, deletedAt: cvs.deletedAt })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), isNotNull(cvs.deletedAt)))
    .orderBy(desc(cvs.deletedAt));
  return rows.map((row) => {
    const deletedAt = row.deletedAt as Date;
    return {
      id: row.id,
      title: row.title,
      template_id: row.templateId,
      deleted_at: deletedAt.toISOString(),
      purge_at: new Date(deletedAt.getTime() + BIN_KEEP_DAYS * DAY_MS).toISOString(),
    };
  });
}

/**
 * DELETE /cvs/bin/{id}/ (« Supprimer définitivement »): a CV in the owner's bin is erased now,
 * in one statement; its photo, history and cached renders go with it (foreign keys on delete
 * cascade). A live CV is not erased this way: it goes through the bin first.
 */
export async function eraseBinnedCv(ctx: CvsContext, userId: string, cvId: string): Promise<void> {
  if (!isUuid(cvId)) throw cvNotFound();
  const erased = await ctx.db
    .delete(cvs)
    .where(and(eq(cvs.id, cvId), eq(cvs.userId, userId), isNotNull(cvs.deletedAt)))
    .returning({ id: cvs.id });
  if (erased.length === 0) throw cvNotFound();
}

/** POST /cvs/{id}/restore/: the CV leaves the bin as it was, photo and history included. */
export async function restoreCv(ctx: CvsContext, userId: string, cvId: string): Promise<SavedCv> {
  if (!isUuid(cvId)) throw cvNotFound();
  const now = ctx.now();
  const restored = await ctx.db
    .update(cvs)
    .set({ deletedAt: null })
    .where(and(eq(cvs.id, cvId), eq(cvs.userId, userId), isNotNull(cvs.deletedAt), sql`${cvs.deletedAt} >= ${purgeBefore(now).toISOString()}::timestamptz`))
    .returning({ id: cvs.id });
  if (restored.length === 0) throw cvNotFound();
  return getCv(ctx, userId, cvId);
}
