import { desc, eq } from 'drizzle-orm';
import type { CvVersionDetail, CvVersionItem } from '../../domain/cv/saved-cv.js';
import { cvVersions } from '../db/schema/cvs.js';
import type { CvsContext } from './context.js';
import { loadVersion, parseVersion } from './cv-history.js';
import { ensureOwnedCv } from './cv-store.js';

/** GET /cvs/{id}/versions/: newest first, no documents. */
export async function listCvVersions(ctx: CvsContext, userId: string, cvId: string): Promise<CvVersionItem[]> {
  await ensureOwnedCv(ctx.db, userId, cvId);
  const rows = await ctx.db
    .select({
      version: cvVersions.version,
      title: cvVersions.title,
      templateId: cvVersions.templateId,
      savedAt: cvVersions.savedAt,
      cause: cvVersions.cause,
      subject: cvVersions.subject,
    })
    .from(cvVersions)
    .where(eq(cvVersions.cvId, cvId))
    .orderBy(desc(cvVersions.version));
  return rows.map((row) => ({
    version: row.version,
    title: row.title,
    template_id: row.templateId,
    saved_at: row.savedAt.toISOString(),
    cause: row.cause,
    subject: row.subject,
  }));
}

/** GET /cvs/{id}/versions/{version}/: the document as it was saved then (its preview is rendered by the client's preview call). */
export async function getCvVersion(ctx: CvsContext, userId: string, cvId: string, rawVersion: string): Promise<CvVersionDetail> {
  await ensureOwnedCv(ctx.db, userId, cvId);
  const row = await loadVersion(ctx.db, cvId, parseVersion(rawVersion));
  const { photo_url: _photo, ...document } = row.document;
  return { version: row.version, saved_at: row.savedAt.toISOString(), cause: row.cause, subject: row.subject, document };
}
