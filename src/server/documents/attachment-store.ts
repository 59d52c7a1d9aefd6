import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  ATTACHMENT_LIMITS,
  attachmentEditSchema,
  attachmentMessages,
  type Attachment,
  type AttachmentKind,
  type AttachmentList,
} from '../../domain/dossier/attachment.js';
import { httpMessages } from '../../domain/messages.js';
import { isUuid } from '../accounts/users.js';
import type { Database } from '../db/client.js';
import { attachmentScanLevels, attachments, type AttachmentRow } from '../db/schema/dossiers.js';
import { users } from '../db/schema/users.js';
import { ApiError, detailError, zodIssuesToFieldErrors } from '../http/errors.js';
import type { SanitisedUpload } from './sanitise-upload.js';
import { levelSetting } from './scan-levels.js';

/** Another user's document answers exactly like one that does not exist. */
export const attachmentNotFound = () => detailError(404, httpMessages.notFound);

/** The user's document: every query of a document goes through this condition. */
const ownedAttachment = (userId: string, id: string) => and(eq(attachments.id, id), eq(attachments.userId, userId));

const listColumns = {
  id: attachments.id,
  name: attachments.name,
  kind: attachments.kind,
  documentDate: attachments.documentDate,
  pageCount: attachments.pageCount,
  byteSize: attachments.byteSize,
  contentType: attachments.contentType,
  createdAt: attachments.createdAt,
};
type AttachmentListRow = Pick<AttachmentRow, 'id' | 'name' | 'kind' | 'documentDate' | 'pageCount' | 'byteSize' | 'contentType' | 'createdAt'>;

const toAttachment = (row: AttachmentListRow): Attachment => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  document_date: row.documentDate,
  page_count: row.pageCount,
  byte_size: row.byteSize,
  content_type: row.contentType,
  created_at: row.createdAt.toISOString(),
  thumbnail_url: `/api/documents/${row.id}/thumbnail/`,
  file_url: `/api/documents/${row.id}/file/`,
});

/** Documents and space used, the limits beside them (the screen shows the quota). */
async function usage(db: Database, userId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sql<number>`coalesce(sum(${attachments.byteSize}), 0)`.mapWith(Number) })
    .from(attachments)
    .where(eq(attachments.userId, userId));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

/** GET /documents/: oldest first (the order they were added), with the space used. */
export async function listAttachments(db: Database, userId: string): Promise<AttachmentList> {
  const rows = await db.select(listColumns).from(attachments).where(eq(attachments.userId, userId)).orderBy(asc(attachments.createdAt));
  return {
    documents: rows.map(toAttachment),
    used_bytes: rows.reduce((sum, r) => sum + r.byteSize, 0),
    quota_bytes: ATTACHMENT_LIMITS.quotaBytes,
    max_files: ATTACHMENT_LIMITS.maxFiles,
  };
}

/** The refusal of one more file (or `bytes` more) for this user, or undefined when there is room. */
function roomProblem(used: { files: number; bytes: number }, bytes: number): ApiError | undefined {
  if (used.files >= ATTACHMENT_LIMITS.maxFiles) return detailError(409, attachmentMessages.fileLimitReached, 'document_limit_reached');
  if (used.bytes + bytes > ATTACHMENT_LIMITS.quotaBytes) return detailError(409, attachmentMessages.quotaExceeded, 'quota_exceeded');
  return undefined;
}

/** Before reading an upload: a user at the file limit or with a full quota is told at once. */
export async function ensureRoomForUpload(db: Database, userId: string): Promise<void> {
  const problem = roomProblem(await usage(db, userId), 1);
  if (problem) throw problem;
}

/**
 * Stores a sanitised upload. The user's row is locked while the limits are checked and the
 * document written, so that parallel uploads cannot pass the quota together.
 */
export async function storeAttachment(
  db: Database,
  userId: string,
  file: SanitisedUpload,
  meta: { name: string; kind: AttachmentKind; documentDate: string | null },
  now: Date,
): Promise<Attachment> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const problem = roomProblem(await usage(tx, userId), file.content.length);
    if (problem) throw problem;
    const [row] = await tx
      .insert(attachments)
      .values({
        userId,
        kind: meta.kind,
        name: meta.name,
        documentDate: meta.documentDate,
        contentType: file.contentType,
        pageCount: file.pageCount,
        byteSize: file.content.length,
        content: file.content,
        thumbnail: file.thumbnail,
        createdAt: now,
      })
      .returning(listColumns);
    if (!row) throw new Error('storeAttachment: no row');
    await keepScanLevels(
      tx,
      (file.scanLevels ?? []).map((c) => ({ attachmentId: row.id, level: c.level, content: c.content })),
    );
    return toAttachment(row);
  });
}

/** PATCH /documents/{id}/: name, kind and date. */
export async function editAttachment(db: Database, userId: string, id: string, body: unknown): Promise<Attachment> {
  if (!isUuid(id)) throw attachmentNotFound();
  const parsed = attachmentEditSchema.safeParse(body ?? {});
  if (!parsed.success) throw new ApiError(400, zodIssuesToFieldErrors(parsed.error.issues));
  const { name, kind, document_date } = parsed.data;
  const changes = {
    ...(name !== undefined && { name }),
    ...(kind !== undefined && { kind }),
    ...(document_date !== undefined && { documentDate: document_date }),
  };
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(attachments).set(changes).where(ownedAttachment(userId, id)).returning(listColumns)
      : await db.select(listColumns).from(attachments).where(ownedAttachment(userId, id));
  if (!row) throw attachmentNotFound();
  return toAttachment(row);
}

export async function deleteAttachment(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw attachmentNotFound();
  const deleted = await db.delete(attachments).where(ownedAttachment(userId, id)).returning({ id: attachments.id });
  if (deleted.length === 0) throw attachmentNotFound();
}

export async function getThumbnail(db: Database, userId: string, id: string): Promise<Buffer> {
  if (!isUuid(id)) throw attachmentNotFound();
  const [row] = await db.select({ thumbnail: attachments.thumbnail }).from(attachments).where(ownedAttachment(userId, id));
  if (!row) throw attachmentNotFound();
  return row.thumbnail;
}

/** GET /documents/{id}/file/ and the page views: the stored, cleaned copy (what recruiters receive). */
export async function getStoredDocument(
  db: Database,
  userId: string,
  id: string,
): Promise<{ content: Buffer; contentType: string; name: string; pageCount: number }> {
  if (!isUuid(id)) throw attachmentNotFound();
  const [row] = await db
    .select({ content: attachments.content, contentType: attachments.contentType, name: attachments.name, pageCount: attachments.pageCount })
    .from(attachments)
    .where(ownedAttachment(userId, id));
  if (!row) throw attachmentNotFound();
  return row;
}

/** A document of an application file: a PDF's bytes, or a scan's size alone (its copies are read once chosen). */
export interface DossierAttachment {
  id: string;
  name: string;
  contentType: string;
  /** The PDF as stored; null for a scan (readScanCopies). */
  content: Buffer | null;
  /** The stored bytes' length. */
  size: number;
}

/** The user's documents for an application file, in the order of `ids`; undefined when one is not theirs. */
export async function loadOwnedAttachments(db: Database, userId: string, ids: readonly string[]): Promise<DossierAttachment[] | undefined> {
  if (ids.length === 0) return [];
  if (!ids.every(isUuid)) return undefined;
  const rows: DossierAttachment[] = await db
    .select({
      id: attachments.id,
      name: attachments.name,
      contentType: attachments.contentType,
      // A scan's bytes stay in the database until its level is chosen: most files embed a shrunk copy.
      content: sql<Buffer | null>`case when ${attachments.contentType} = 'application/pdf' then ${attachments.content} end`.mapWith(attachments.content),
      size: sql<number>`octet_length(${attachments.content})`.mapWith(Number),
    })
    .from(attachments)
    .where(and(eq(attachments.userId, userId), inArray(attachments.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id));
  return ordered.every((r): r is DossierAttachment => r !== undefined) ? ordered : undefined;
}

/**
 * The sizes of the shrunk copies of these scans (made on upload or by earlier application
 * files), by document and level; a copy made with other settings than today's levels
 * (scan-levels.ts) is left out (it is made again). Callers have checked the ownership of `ids`
 * (loadOwnedAttachments).
 */
export async function scanLevelSizes(db: Database, ids: readonly string[]): Promise<Map<string, Map<number, number>>> {
  const byDocument = new Map<string, Map<number, number>>();
  if (ids.length === 0) return byDocument;
  const rows = await db
    .select({
      attachmentId: attachmentScanLevels.attachmentId,
      level: attachmentScanLevels.level,
      setting: attachmentScanLevels.setting,
      size: sql<number>`octet_length(${attachmentScanLevels.content})`.mapWith(Number),
    })
    .from(attachmentScanLevels)
    .where(inArray(attachmentScanLevels.attachmentId, [...ids]));
  for (const row of rows) {
    if (row.setting !== levelSetting(row.level)) continue;
    let levels = byDocument.get(row.attachmentId);
    if (!levels) byDocument.set(row.attachmentId, (levels = new Map<number, number>()));
    levels.set(row.level, row.size);
  }
  return byDocument;
}

/**
 * The user's scans at these levels (0: as stored; else a shrunk copy of today's settings), in
 * the order asked; undefined for one that is gone (deleted since it was chosen).
 */
export async function readScanCopies(
  db: Database,
  userId: string,
  wanted: ReadonlyArray<{ attachmentId: string; level: number }>,
): Promise<Array<Buffer | undefined>> {
  const stored = [...new Set(wanted.filter((w) => w.level === 0).map((w) => w.attachmentId))];
  const shrunk = wanted.filter((w) => w.level > 0);
  const [storedRows, shrunkRows] = await Promise.all([
    stored.length === 0
      ? []
      : db
          .select({ id: attachments.id, content: attachments.content })
          .from(attachments)
          .where(and(eq(attachments.userId, userId), inArray(attachments.id, stored))),
    shrunk.length === 0
      ? []
      : db
          .select({
            id: attachmentScanLevels.attachmentId,
            level: attachmentScanLevels.level,
            setting: attachmentScanLevels.setting,
            content: attachmentScanLevels.content,
          })
          .from(attachmentScanLevels)
          .innerJoin(attachments, eq(attachments.id, attachmentScanLevels.attachmentId))
          .where(
            and(
              eq(attachments.userId, userId),
              or(...shrunk.map((w) => and(eq(attachmentScanLevels.attachmentId, w.attachmentId), eq(attachmentScanLevels.level, w.level)))),
            ),
          ),
  ]);
  const found = new Map<string, Buffer>();
  for (const row of storedRows) found.set(`0:${row.id}`, row.content);
  for (const row of shrunkRows) if (row.setting === levelSetting(row.level)) found.set(`${row.level}:${row.id}`, row.content);
  return wanted.map((w) => found.get(`${w.level}:${w.attachmentId}`));
}

/** Keeps shrunk copies for the next files (a copy of the same level is replaced: its settings changed). */
export async function keepScanLevels(db: Database, copies: ReadonlyArray<{ attachmentId: string; level: number; content: Buffer }>): Promise<void> {
  if (copies.length === 0) return;
  await db
    .insert(attachmentScanLevels)
    .values(copies.map((c) => ({ ...c, setting: levelSetting(c.level)! })))
    .onConflictDoUpdate({
      target: [attachmentScanLevels.attachmentId, attachmentScanLevels.level],
      set: { setting: sql`excluded.setting`, content: sql`excluded.content` },
    });
}
