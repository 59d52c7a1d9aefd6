import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_REQUIRED_CODE, subscriptionRequiredDetail } from '../../domain/billing/download-gate.js';
import { pdfFileBaseName } from '../../domain/cv/pdf-file-name.js';
import { cvToJsonResume } from '../../domain/cv-export/json-resume.js';
import { cvExportEnvelope } from '../../domain/cv-export/json-export.js';
import { userCanDownload } from '../billing/subscription-store.js';
import { cvPhotos } from '../db/schema/cvs.js';
import type { UserRow } from '../db/schema/users.js';
import { detailError } from '../http/errors.js';
import { renderRateLimits } from '../http/rate-limit.js';
import type { CvsContext } from '../cvs/context.js';
import { loadOwnedCv } from '../cvs/cv-store.js';
import { photoDataUrl } from '../cvs/photo-image.js';
import { cvToDocx } from './docx-export.js';
import { cvToText } from './text-export.js';

export const EXPORT_FORMATS = ['docx', 'txt', 'json', 'jsonresume'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const EXTENSIONS: Record<ExportFormat, string> = { docx: '.docx', txt: '.txt', json: '.json', jsonresume: '.resume.json' };

/** The export's file name: the PDF's base name (spec section 5 rules) with the format's extension. */
export function exportFileName(title: string, format: ExportFormat): string {
  return `${pdfFileBaseName(title)}${EXTENSIONS[format]}`;
}

/**
 * GET /api/cvs/{id}/export/{format}/: the same gate as the PDF (someone else's CV is a 404,
 * then a user without a current subscription gets the 403 `subscription_required`).
 */
export async function exportCv(ctx: CvsContext, user: UserRow, cvId: string, format: ExportFormat): Promise<ExportedFile> {
  const cv = await loadOwnedCv(ctx.db, user.id, cvId);
  if (!(await userCanDownload(ctx.db, user.id, ctx.now()))) {
    throw detailError(403, subscriptionRequiredDetail, SUBSCRIPTION_REQUIRED_CODE);
  }
  const photo = cv.hasPhoto
    ? (await ctx.db.select({ image: cvPhotos.image, contentType: cvPhotos.contentType }).from(cvPhotos).where(eq(cvPhotos.cvId, cv.id)).limit(1))[0]
    : undefined;
  const document = { ...cv.document, title: cv.title };
  const fileName = exportFileName(cv.title, format);
  switch (format) {
    case 'docx':
      await ctx.limiter.consume(renderRateLimits.downloadsPerUser, user.id);
      return { body: await cvToDocx(document, photo), contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName };
    case 'txt':
      return { body: Buffer.from(cvToText(document), 'utf8'), contentType: 'text/plain; charset=utf-8', fileName };
    case 'json':
      return {
        body: Buffer.from(JSON.stringify(cvExportEnvelope(document, ctx.now(), photo ? photoDataUrl(photo) : undefined), null, 2), 'utf8'),
        contentType: 'application/json; charset=utf-8',
        fileName,
      };
    case 'jsonresume':
      return { body: Buffer.from(JSON.stringify(cvToJsonResume(document), null, 2), 'utf8'), contentType: 'application/json; charset=utf-8', fileName };
  }
}
