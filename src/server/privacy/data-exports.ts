import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { privacyMessages, type DataExportView } from '../../domain/privacy/account-data.js';
import { RETENTION } from '../../domain/privacy/retention.js';
import { isUuid } from '../accounts/users.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { dataExportChunks, dataExports, type DataExportRow } from '../db/schema/privacy.js';
import type { UserRow } from '../db/schema/users.js';
import { ApiError, detailError, notFound } from '../http/errors.js';
import type { RateLimitRule } from '../http/rate-limit.js';
import { writeAccountArchive, storedBytes } from './account-archive.js';
import { ARCHIVE_MAX_BYTES, ArchiveTooLargeError } from './archive-writer.js';
import type { DataRightsDeps, PrivacyContext } from './context.js';
import { exportReadyMail } from './mails.js';

/** Up to this much stored (documents, application files, photos), the copy is made while the person waits. */
export const INLINE_EXPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The ZIP is stored in pieces this large. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** A download address works this long after the page asked for it. */
const TICKET_SECONDS = 10 * 60;
/** An export still « preparing » after this long died with its process: a new request starts another. */
export const STALLED_EXPORT_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/** Each copy reads every document and application file again: a few a day is plenty. */
export const dataExportRule: RateLimitRule = { name: 'data-export-user', limit: 5, windowSeconds: 24 * 60 * 60 };

const exportFileName = (at: Date) => `cv-suisse-mes-donnees-${at.toISOString().slice(0, 10)}.zip`;

const ticketKey = (config: Config) => createHmac('sha256', config.auth.jwtSecret).update('cv-suisse data export download').digest();
const ticketMac = (config: Config, exportId: string, userId: string, exp: number) =>
  createHmac('sha256', ticketKey(config)).update(`${exportId}:${userId}:${exp}`).digest('base64url');

/**
 * The address of the ZIP for its owner, valid a few minutes: the browser opens it as a plain
 * download (no bearer header to add, the file streams to disk whatever its size). It is made
 * only for a signed-in owner; the mail carries no secret, only the page to open once signed in.
 */
export function downloadUrl(config: Config, row: DataExportRow, now: Date): { url: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + TICKET_SECONDS;
  return { url: `/api/accounts/data/exports/${row.id}/file/?ticket=${exp}.${ticketMac(config, row.id, row.userId, exp)}`, expiresAt: new Date(exp * 1000) };
}

function ticketValid(config: Config, row: DataExportRow, ticket: string, now: Date): boolean {
  const [expText, mac] = ticket.split('.');
  const exp = Number(expText);
  if (!Number.isInteger(exp) || !mac || exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(ticketMac(config, row.id, row.userId, exp));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function toExportView(config: Config, row: DataExportRow, now: Date): DataExportView {
  const download = row.status === 'ready' ? downloadUrl(config, row, now) : undefined;
  return {
    id: row.id,
    status: row.status as DataExportView['status'],
    file_name: row.fileName,
    byte_size: row.byteSize,
    file_count: row.fileCount,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    download_url: download?.url ?? null,
    download_expires_at: download?.expiresAt.toISOString() ?? null,
  };
}

/** Writes the ZIP into data_export_chunks, a few megabytes per row, in order. */
function chunkSink(db: Database, exportId: string) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  const write = async () => {
    if (!pendingBytes) return;
    const bytes = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await db.insert(dataExportChunks).values({ exportId, seq: seq++, bytes });
  };
  return {
    sink: async (chunk: Uint8Array) => {
      pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= CHUNK_BYTES) await write();
    },
    end: write,
  };
}

/** Makes the ZIP of an export row; the row says ready (size, files) or failed. */
async function buildExport(deps: DataRightsDeps, row: DataExportRow, user: UserRow): Promise<DataExportRow> {
  const out = chunkSink(deps.db, row.id);
  try {
    const { bytes, files } = await writeAccountArchive(deps, user, out.sink);
    await out.end();
    const [ready] = await deps.db
      .update(dataExports)
      .set({ status: 'ready', byteSize: bytes, fileCount: files, readyAt: deps.now() })
      .where(eq(dataExports.id, row.id))
      .returning();
    return ready ?? row;
  } catch (err) {
    await deps.db.delete(dataExportChunks).where(eq(dataExportChunks.exportId, row.id));
    const [failed] = await deps.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, row.id)).returning();
    if (err instanceof ArchiveTooLargeError) {
      deps.log.warn({ userId: user.id }, 'data export: the account holds more than one ZIP can; answer the request by hand (docs/operations.md)');
      return failed ?? row;
    }
    throw err;
  }
}

/**
 * POST /api/accounts/data/export/: a new copy of « Mes données ». A small account gets it at
 * once (200, ready, with its download address); a large one gets 202 and a mail when it is ready.
 * A copy still being prepared is answered again instead of starting another.
 */
export async function requestDataExport(ctx: PrivacyContext, user: UserRow): Promise<{ status: 200 | 202; view: DataExportView; detail?: string }> {
  const now = ctx.now();
  const [preparing] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, user.id), eq(dataExports.status, 'preparing'), gt(dataExports.createdAt, new Date(now.getTime() - STALLED_EXPORT_MS))))
    .limit(1);
  if (preparing) return { status: 202, view: toExportView(ctx.config, preparing, now), detail: privacyMessages.exportPreparing };

  const bytes = await storedBytes(ctx.db, user.id);
  if (bytes > ARCHIVE_MAX_BYTES) throw detailError(409, privacyMessages.exportTooLarge, 'export_too_large');
  try {
    await ctx.limiter.consume(dataExportRule, user.id);
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 429) throw new ApiError(429, { detail: privacyMessages.exportTooMany }, err.headers);
    throw err;
  }

  const [row] = await ctx.db
    .insert(dataExports)
    .values({
      userId: user.id,
      status: 'preparing',
      fileName: exportFileName(now),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RETENTION.exportDays * DAY_MS),
    })
    .returning();
  if (bytes <= INLINE_EXPORT_MAX_BYTES) {
    const built = await buildExport(ctx, row!, user);
    if (built.status !== 'ready') throw detailError(409, privacyMessages.exportTooLarge, 'export_too_large');
    return { status: 200, view: toExportView(ctx.config, built, ctx.now()) };
  }
  ctx.background.run('data export', async () => {
    const built = await buildExport(ctx, row!, user);
    if (built.status !== 'ready') return;
    await ctx.mailer.enqueue(ctx.db, exportReadyMail(ctx.config, { email: user.email, firstName: user.firstName }, built.id, built.expiresAt));
    ctx.mailer.kick?.();
  });
  return { status: 202, view: toExportView(ctx.config, row!, now), detail: privacyMessages.exportPreparing };
}

/** The user's copies that can still be downloaded or are being made, newest first. */
export async function listDataExports(ctx: PrivacyContext, userId: string): Promise<DataExportView[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.expiresAt, now)))
    .orderBy(desc(dataExports.createdAt))
    .limit(10);
  return rows.map((row) => toExportView(ctx.config, row, now));
}

/** GET /api/accounts/data/exports/{id}/: the owner's copy (someone else's is a 404); an expired one says so. */
export async function getDataExport(ctx: PrivacyContext, userId: string, exportId: string): Promise<DataExportView> {
  const row = isUuid(exportId)
    ? (
        await ctx.db
          .select()
          .from(dataExports)
          .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)))
          .limit(1)
      )[0]
    : undefined;
  if (!row) throw detailError(404, privacyMessages.exportLinkExpired, 'export_expired');
  const now = ctx.now();
  if (row.expiresAt.getTime() <= now.getTime()) throw detailError(410, privacyMessages.exportLinkExpired, 'export_expired');
  return toExportView(ctx.config, row, now);
}

/**
 * GET /api/accounts/data/exports/{id}/file/?ticket=: the ZIP, streamed from its pieces. The
 * ticket (downloadUrl) stands for the signed-in owner; without a valid one, a 404.
 */
export async function openDataExport(
  ctx: Pick<PrivacyContext, 'db' | 'config' | 'now'>,
  exportId: string,
  ticket: string | undefined,
): Promise<{ row: DataExportRow; stream: Readable }> {
  const row = isUuid(exportId) ? (await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId)).limit(1))[0] : undefined;
  const now = ctx.now();
  if (!row || !ticket || !ticketValid(ctx.config, row, ticket, now)) throw notFound();
  if (row.status !== 'ready' || row.expiresAt.getTime() <= now.getTime()) throw detailError(410, privacyMessages.exportLinkExpired, 'export_expired');
  const { db } = ctx;
  async function* pieces() {
    for (let seq = 0; ; seq++) {
      const [piece] = await db
        .select({ bytes: dataExportChunks.bytes })
        .from(dataExportChunks)
        .where(and(eq(dataExportChunks.exportId, row!.id), eq(dataExportChunks.seq, seq)));
      if (!piece) return;
      yield piece.bytes;
    }
  }
  return { row, stream: Readable.from(pieces()) };
}

/** Expired copies, and copies whose making died with its process (retention job). */
export async function purgeDataExports(db: Database, now: Date): Promise<number> {
  const expired = await db.delete(dataExports).where(lt(dataExports.expiresAt, now)).returning({ id: dataExports.id });
  const stalled = await db
    .delete(dataExports)
    .where(and(eq(dataExports.status, 'preparing'), lt(dataExports.createdAt, new Date(now.getTime() - STALLED_EXPORT_MS))))
    .returning({ id: dataExports.id });
  return expired.length + stalled.length;
}
