import { count, desc, eq, and } from 'drizzle-orm';
import { APPLICATION_LIMITS, applicationInputSchema, applicationMessages, type Application, type ApplicationInput, type DossierEstimate } from '../../domain/dossier/application.js';
import { SUBSCRIPTION_REQUIRED_CODE, subscriptionRequiredDetail } from '../../domain/billing/download-gate.js';
import { httpMessages } from '../../domain/messages.js';
import { isUuid } from '../accounts/users.js';
import { userCanDownload } from '../billing/subscription-store.js';
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

/**
 * POST /applications/create/: makes the file and keeps it with the application (premium users
 * only, with the CVs' gate). What is kept is what the company receives; the job-search tracker
 * gets an application for it in the same transaction.
 */
export async function createApplication(ctx: DossiersContext, user: UserRow, body: unknown): Promise<Application> {
  const input = parseInput(body);
  await ensurePremium(ctx, user.id);
  const [existing] = await ctx.db.select({ n: count() }).from(applications).where(eq(applications.userId, user.id));
  if ((existing?.n ?? 0) >= APPLICATION_LIMITS.maxApplications) throw detailError(409, applicationMessages.applicationLimitReached, 'application_limit_reached');
  const built = await buildDossier(ctx, user, input);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [row] = await tx
      .insert(applications)
      .values({
        userId: user.id,
        company: input.company,
        position: input.position,
        cvId: input.cv_id,
        letterId: input.letter_id,
        attachmentIds: input.attachment_ids,
        options: input.options,
        parts: built.partsForList,
        fileName: built.fileName,
        pageCount: built.pageCount,
        byteSize: built.pdf.length,
        dossier: built.pdf,
        sentAt: now,
        createdAt: now,
      })
      .returning(listColumns);
    if (!row) throw new Error('createApplication: no row');
    // Every application is tracked (« Mes candidatures »): the file starts one, « à envoyer ».
    await trackNewDossier(tx, user.id, row, now);
    return toApplication(row);
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
