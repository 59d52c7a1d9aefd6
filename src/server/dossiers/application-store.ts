import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  APPLICATION_LIMITS,
  applicationInputSchema,
  applicationMessages,
  type Application,
  type ApplicationInput,
  type DossierEstimate,
} from '../../domain/dossier/application.js';
import { SUBSCRIPTION_REQUIRED_CODE, subscriptionRequiredDetail } from '../../domain/billing/download-gate.js';
import { httpMessages } from '../../domain/messages.js';
import { isUuid } from '../accounts/users.js';
import { userCanDownload } from '../billing/subscription-store.js';
import type { Database } from '../db/client.js';
import { applications, type ApplicationRow } from '../db/schema/dossiers.js';
import type { UserRow } from '../db/schema/users.js';
import { users } from '../db/schema/users.js';
import { ApiError, detailError, zodIssuesToFieldErrors } from '../http/errors.js';
import { trackNewDossier } from '../tracker/application-store.js';
import type { DossiersContext } from './context.js';
import { buildDossier } from './dossier-sources.js';

const applicationNotFound = () => detailError(404, httpMessages.notFound);
const owned = (userId: string, id: string) => and(eq(applications.id, id), eq(applications.userId, userId));

const listColumns = {
  id: applications.id,
  company: applications.company,
  position: applications.position,
  cvId: applications.cvId,
  letterId: applications.letterId,
  attachmentIds: applications.attachmentIds,
  options: applications.options,
  parts: applications.parts,
  fileName: applications.fileName,
  pageCount: applications.pageCount,
  byteSize: applications.byteSize,
  createdAt: applications.createdAt,
};
type ApplicationListRow = Omit<ApplicationRow, 'dossier' | 'userId' | 'sentAt'>;

const toApplication = (row: ApplicationListRow): Application => ({
  id: row.id,
  company: row.company,
  position: row.position,
  cv_id: row.cvId,
  letter_id: row.letterId,
  attachment_ids: row.attachmentIds,
  options: row.options,
  parts: row.parts,
  page_count: row.pageCount,
  byte_size: row.byteSize,
  file_name: row.fileName,
  created_at: row.createdAt.toISOString(),
  download_url: `/api/applications/${row.id}/download/`,
});

function parseInput(body: unknown): ApplicationInput {
  const parsed = applicationInputSchema.safeParse(body ?? {});
  if (!parsed.success) throw new ApiError(400, zodIssuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}

async function ensurePremium(ctx: DossiersContext, userId: string): Promise<void> {
  if (!(await userCanDownload(ctx.db, userId, ctx.now()))) throw detailError(403, subscriptionRequiredDetail, SUBSCRIPTION_REQUIRED_CODE);
}

/** GET /applications/: newest first, without the files. */
export async function listApplications(ctx: DossiersContext, userId: string): Promise<Application[]> {
  const rows = await ctx.db.select(listColumns).from(applications).where(eq(applications.userId, userId)).orderBy(desc(applications.createdAt));
  return rows.map(toApplication);
}

/** POST /applications/estimate/: the file's pages and size once shrunk to the target, nothing stored (anyone signed in). */
export async function estimateApplication(ctx: DossiersContext, user: UserRow, body: unknown): Promise<DossierEstimate> {
  const input = parseInput(body);
  const built = await buildDossier(ctx, user, input);
  const target = input.options.target_mb * 1024 * 1024;
  return { page_count: built.pageCount, estimated_bytes: built.pdf.length, target_bytes: target, over_target: built.overTarget };
}

/** The refusal of one more application of `bytes` for this user, or undefined when there is room. */
async function roomProblem(db: Database, userId: string, bytes: number): Promise<ApiError | undefined> {
  const [used] = await db
    .select({ files: count(), bytes: sql<number>`coalesce(sum(${applications.byteSize}), 0)`.mapWith(Number) })
    .from(applications)
    .where(eq(applications.userId, userId));
  if ((used?.files ?? 0) >= APPLICATION_LIMITS.maxApplications)
    return detailError(409, applicationMessages.applicationLimitReached, 'application_limit_reached');
  if ((used?.bytes ?? 0) + bytes > APPLICATION_LIMITS.quotaBytes)
    return detailError(409, applicationMessages.applicationQuotaExceeded, 'application_quota_exceeded');
  return undefined;
}

export type NewApplication = Omit<typeof applications.$inferInsert, 'userId' | 'byteSize' | 'id'> & { dossier: Buffer };

/**
 * Writes an application with its file, and its tracked application (the job-search tracker) in
 * the same transaction. The user's row is locked while the count and the byte quota are checked
 * and the row inserted, so that two files made at once cannot pass the limits together (the
 * check before the build only spares a user at the limit the work).
 */
export async function storeApplication(db: Database, userId: string, values: NewApplication): Promise<Application> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const problem = await roomProblem(tx, userId, values.dossier.length);
    if (problem) throw problem;
    const [row] = await tx
      .insert(applications)
      .values({ ...values, userId, byteSize: values.dossier.length })
      .returning(listColumns);
    if (!row) throw new Error('storeApplication: no row');
    // Every application is tracked (« Mes candidatures »): the file starts one, « à envoyer ».
    await trackNewDossier(tx, userId, row, values.createdAt instanceof Date ? values.createdAt : new Date());
    return toApplication(row);
  });
}

/**
 * POST /applications/create/: makes the file and keeps it with the application (premium users
 * only, with the CVs' gate). What is kept is what the company receives; the job-search tracker
 * gets an application for it in the same transaction.
 */
export async function createApplication(ctx: DossiersContext, user: UserRow, body: unknown): Promise<Application> {
  const input = parseInput(body);
  await ensurePremium(ctx, user.id);
  const early = await roomProblem(ctx.db, user.id, 0);
  if (early) throw early;
  const built = await buildDossier(ctx, user, input);
  const now = ctx.now();
  return storeApplication(ctx.db, user.id, {
    company: input.company,
    position: input.position,
    cvId: input.cv_id,
    letterId: input.letter_id,
    attachmentIds: input.attachment_ids,
    options: input.options,
    parts: built.partsForList,
    fileName: built.fileName,
    pageCount: built.pageCount,
    dossier: built.pdf,
    sentAt: now,
    createdAt: now,
  });
}

/** GET /applications/{id}/download/: the file as it was made, for a premium user. */
export async function downloadApplication(ctx: DossiersContext, userId: string, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  if (!isUuid(id)) throw applicationNotFound();
  const [row] = await ctx.db.select({ dossier: applications.dossier, fileName: applications.fileName }).from(applications).where(owned(userId, id));
  if (!row) throw applicationNotFound();
  await ensurePremium(ctx, userId);
  return { pdf: row.dossier, fileName: row.fileName };
}

export async function deleteApplication(ctx: DossiersContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw applicationNotFound();
  const deleted = await ctx.db.delete(applications).where(owned(userId, id)).returning({ id: applications.id });
  if (deleted.length === 0) throw applicationNotFound();
}
