import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { CV_LIMITS } from '../../domain/cv/cv-schema.js';
import { isUuid } from '../accounts/users.js';
import type { Database } from '../db/client.js';
import { cvPhotos, cvs, type CvRow } from '../db/schema/cvs.js';
import { users } from '../db/schema/users.js';
import { detailError } from '../http/errors.js';
import { cvNotFound, type CvsContext } from './context.js';
import type { CvListItem, SavedCv } from '../../domain/cv/saved-cv.js';
import { toSavedCv, toCvListItem } from './cv-answer.js';
import { parseCvBody } from './cv-input.js';
import { CV_LIMIT_REACHED_CODE, cvMessages, VERSION_CONFLICT_CODE } from './messages.js';
import { loadVersion, parseCheckpoints, parseVersion, recordCheckpoints, recordVersion, sealLatestVersion, type Checkpoint } from './cv-history.js';
import type { VersionCause } from '../../domain/cv/version-cause.js';
import type { CvDocument } from '../../domain/cv/cv-schema.js';
import { ApiError } from '../http/errors.js';
import { toStoredPhoto } from './photo-image.js';

/** Far above any real use (plans promise unlimited CVs); stops a runaway script filling the table. */
export const MAX_CVS_PER_USER = 200;
const COPY_SUFFIX = ' - Copie';

const hasPhoto = sql<boolean>`exists (select 1 from ${cvPhotos} where ${cvPhotos.cvId} = ${cvs.id})`.mapWith(Boolean);
/** The user's CV, not in the bin: every query of a live CV goes through this condition. */
export const owned = (userId: string, cvId: string) => and(eq(cvs.id, cvId), eq(cvs.userId, userId), isNull(cvs.deletedAt));

export type OwnedCv = CvRow & { hasPhoto: boolean };

/** GET /cvs/list/: newest modified first, no documents. */
export async function listCvs(db: Database, userId: string): Promise<CvListItem[]> {
  const rows = await db
    .select({ id: cvs.id, title: cvs.title, templateId: cvs.templateId, createdAt: cvs.createdAt, updatedAt: cvs.updatedAt, hasPhoto })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), isNull(cvs.deletedAt)))
    .orderBy(desc(cvs.updatedAt));
  return rows.map(toCvListItem);
}

/** The user's CV, or the 404 of a CV that does not exist (malformed ids included). */
export async function loadOwnedCv(db: Database, userId: string, cvId: string): Promise<OwnedCv> {
  if (!isUuid(cvId)) throw cvNotFound();
  const [row] = await db
    .select({ ...getTableColumns(cvs), hasPhoto })
    .from(cvs)
    .where(owned(userId, cvId))
    .limit(1);
  if (!row) throw cvNotFound();
  return row;
}

/** Checks ownership without reading the document. */
export async function ensureOwnedCv(db: Database, userId: string, cvId: string): Promise<void> {
  if (!isUuid(cvId)) throw cvNotFound();
  const [row] = await db.select({ id: cvs.id }).from(cvs).where(owned(userId, cvId)).limit(1);
  if (!row) throw cvNotFound();
}

export async function getCv(ctx: CvsContext, userId: string, cvId: string): Promise<SavedCv> {
  return toSavedCv(await loadOwnedCv(ctx.db, userId, cvId));
}

/**
 * Locks the user's row for the rest of the transaction, so that concurrent creations by one
 * user count one after the other, then refuses a CV beyond the cap.
 */
async function ensureRoomForOneMore(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), isNull(cvs.deletedAt)));
  if ((row?.n ?? 0) >= MAX_CVS_PER_USER) {
    throw detailError(409, cvMessages.cvLimitReached(MAX_CVS_PER_USER), CV_LIMIT_REACHED_CODE);
  }
}

/**
 * POST /cvs/create/. A photo sent inside the CV (an anonymous draft saved after signing in)
 * becomes the CV's stored photo, re-encoded like an upload; one that cannot be used is left out.
 */
export async function createCv(ctx: CvsContext, userId: string, body: unknown): Promise<SavedCv> {
  const { cv, photoDataUrl } = parseCvBody(body, { strictTemplate: true });
  // A new CV made over content (an import on an unsaved CV): that content is its first entry.
  const checkpoints = parseCheckpoints(body);
  const photo = photoDataUrl ? await toStoredPhoto(Buffer.from(photoDataUrl.slice(photoDataUrl.indexOf(',') + 1), 'base64')) : undefined;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await ensureRoomForOneMore(tx, userId);
    const [inserted] = await tx
      .insert(cvs)
      .values({ userId, title: cv.title, templateId: cv.template_id, document: cv, version: 1 + checkpoints.length, createdAt: now, updatedAt: now })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    let row = inserted;
    if (checkpoints.length) {
      const before = await recordCheckpoints(tx, { id: row.id, version: 0, document: undefined }, checkpoints, now);
      if (before !== row.version - 1) {
        const [renumbered] = await tx
          .update(cvs)
          .set({ version: before + 1 })
          .where(eq(cvs.id, row.id))
          .returning();
        row = renumbered ?? row;
      }
    }
    await recordVersion(tx, row, now, { newEntry: true, sealed: true, cause: 'created' });
    if (photo) await tx.insert(cvPhotos).values({ cvId: row.id, ...photo, updatedAt: now });
    return toSavedCv({ ...row, hasPhoto: Boolean(photo) });
  });
}

/** The version a save says it was based on (`version` of the body); absent means "whatever is current". */
function baseVersionOf(body: unknown): number | undefined {
  const version = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : undefined;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : undefined;
}

const conflict = (currentVersion: number) =>
  new ApiError(409, { detail: cvMessages.versionConflict, code: VERSION_CONFLICT_CODE, current_version: currentVersion } as never);

/**
 * Replaces the CV's document in one UPDATE that also checks the version the client based it on:
 * two tabs saving at once end with one complete document, and the later one is refused (409)
 * unless it was based on the current version. Then the new version goes into the history.
 */
interface WriteOptions {
  baseVersion: number | undefined;
  newEntry: boolean;
  sealed?: boolean;
  cause?: VersionCause;
  subject?: string;
  /** States kept as entries of their own before this document (checkpoints of the editor). */
  checkpoints?: readonly Checkpoint[];
  /** Seals the current latest entry under this cause before writing (« avant restauration »). */
  sealCurrentAs?: VersionCause;
}

async function writeDocument(ctx: CvsContext, userId: string, cvId: string, cv: CvDocument, options: WriteOptions): Promise<SavedCv> {
  const now = ctx.now();
  const checkpoints = options.checkpoints ?? [];
  return ctx.db.transaction(async (tx) => {
    const matches = options.baseVersion === undefined ? undefined : eq(cvs.version, options.baseVersion);
    let nextVersion = sql`${cvs.version} + 1`;
    if (checkpoints.length || options.sealCurrentAs) {
      // The row is locked first: the entries written before the document take version numbers.
      const [current] = await tx.select({ version: cvs.version, document: cvs.document }).from(cvs).where(owned(userId, cvId)).for('update').limit(1);
      if (!current) throw cvNotFound();
      if (options.baseVersion !== undefined && current.version !== options.baseVersion) throw conflict(current.version);
      if (options.sealCurrentAs) await sealLatestVersion(tx, cvId, current.version, options.sealCurrentAs);
      const before = await recordCheckpoints(tx, { id: cvId, version: current.version, document: current.document }, checkpoints, now);
      nextVersion = sql`${before + 1}`;
    }
    const [row] = await tx
      .update(cvs)
      .set({ title: cv.title, templateId: cv.template_id, document: cv, version: nextVersion, updatedAt: now })
      .where(and(owned(userId, cvId), matches))
      .returning({ ...getTableColumns(cvs), hasPhoto });
    if (!row) {
      const [current] = await tx.select({ version: cvs.version }).from(cvs).where(owned(userId, cvId)).limit(1);
      throw current ? conflict(current.version) : cvNotFound();
    }
    await recordVersion(tx, row, now, {
      newEntry: options.newEntry || checkpoints.length > 0,
      sealed: options.sealed,
      cause: options.cause,
      subject: options.subject,
    });
    return toSavedCv(row);
  });
}

/**
 * PUT /cvs/{id}/: the whole document replaced. A body that does not validate changes nothing.
 * `version` (optional) is the version the client's document was based on; `new_history_entry:
 * true` keeps the previous version as its own history entry (an overwrite after a conflict).
 * A photo inside the body is ignored (photos are uploaded).
 */
export async function updateCv(ctx: CvsContext, userId: string, cvId: string, body: unknown): Promise<SavedCv> {
  if (!isUuid(cvId)) throw cvNotFound();
  const { cv } = parseCvBody(body, { strictTemplate: true });
  const checkpoints = parseCheckpoints(body);
  const newEntry = (body as { new_history_entry?: unknown }).new_history_entry === true;
  return writeDocument(ctx, userId, cvId, cv, { baseVersion: baseVersionOf(body), newEntry, cause: newEntry ? 'overwrite' : undefined, checkpoints });
}

/**
 * POST /cvs/{id}/versions/{version}/restore/: the old version's document becomes a new current
 * version (nothing is rewritten: the versions in between stay in the history). Its photo is the
 * CV's current photo (photos are not versioned).
 */
export async function restoreCvVersion(ctx: CvsContext, userId: string, cvId: string, version: string, body: unknown): Promise<SavedCv> {
  await ensureOwnedCv(ctx.db, userId, cvId);
  const restored = await loadVersion(ctx.db, cvId, parseVersion(version));
  // The state it replaces stays as it is, labelled « avant restauration »; the new entry says which version came back.
  return writeDocument(ctx, userId, cvId, restored.document, {
    baseVersion: baseVersionOf(body),
    newEntry: true,
    sealed: true,
    cause: 'restore',
    subject: restored.savedAt.toISOString(),
    sealCurrentAs: 'before_restore',
  });
}

/** DELETE /cvs/{id}/delete/: the CV goes to the bin (cv-bin.ts), photo and history with it. */
export async function deleteCv(ctx: CvsContext, userId: string, cvId: string): Promise<void> {
  if (!isUuid(cvId)) throw cvNotFound();
  const deleted = await ctx.db.update(cvs).set({ deletedAt: ctx.now() }).where(owned(userId, cvId)).returning({ id: cvs.id });
  if (deleted.length === 0) throw cvNotFound();
}

/** '{title} - Copie', the title shortened so that the suffix always fits the limit. */
export function copyTitle(title: string): string {
  const room = CV_LIMITS.title - COPY_SUFFIX.length;
  return `${Array.from(title).slice(0, room).join('').trimEnd()}${COPY_SUFFIX}`;
}

/** POST /cvs/{id}/duplicate/: a new CV titled '{title} - Copie', photo included. */
export async function duplicateCv(ctx: CvsContext, userId: string, cvId: string): Promise<SavedCv> {
  if (!isUuid(cvId)) throw cvNotFound();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [source] = await tx
      .select({ ...getTableColumns(cvs), hasPhoto })
      .from(cvs)
      .where(owned(userId, cvId))
      .limit(1);
    if (!source) throw cvNotFound();
    await ensureRoomForOneMore(tx, userId);
    const title = copyTitle(source.title);
    const [copy] = await tx
      .insert(cvs)
      .values({ userId, title, templateId: source.templateId, document: { ...source.document, title }, createdAt: now, updatedAt: now })
      .returning();
    if (!copy) throw new Error('insert returned no row');
    await recordVersion(tx, copy, now, { newEntry: true, sealed: true, cause: 'created' });
    if (source.hasPhoto) {
      await tx.execute(sql`
        insert into ${cvPhotos} (cv_id, image, content_type, width, height, digest, updated_at)
        select ${copy.id}::uuid, image, content_type, width, height, digest, ${now.toISOString()}::timestamptz
        from ${cvPhotos} where cv_id = ${source.id}::uuid`);
    }
    return toSavedCv({ ...copy, hasPhoto: source.hasPhoto });
  });
}
