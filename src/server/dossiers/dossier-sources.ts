import type { ApplicationInput, ApplicationPart } from '../../domain/dossier/application.js';
import { applicationMessages } from '../../domain/dossier/application.js';
import { dossierFileName } from '../../domain/dossier/dossier-file-name.js';
import { renderCoverHtml } from '../../templates/dossier/render-cover-html.js';
import { savedCvPdf } from '../cvs/cv-rendering.js';
import { loadCvToRender } from '../cvs/cv-render-cache.js';
import type { OwnedCv } from '../cvs/cv-store.js';
import type { UserRow } from '../db/schema/users.js';
import { keepScanLevels, loadOwnedAttachments, readScanCopies, scanLevelSizes, type DossierAttachment } from '../documents/attachment-store.js';
import { ApiError, fieldError } from '../http/errors.js';
import { savedLetterPdf } from '../letters/letter-rendering.js';
import { loadOwnedLetter } from '../letters/letter-store.js';
import type { AssembledDossier, DossierSource } from './assemble-dossier.js';
import type { DossiersContext } from './context.js';
import { TooManyPagesError } from './dossier-workers.js';

/** More pages than any application needs; bounds the work of one request. */
export const MAX_DOSSIER_PAGES = 60;

const orNull = async <T>(promise: Promise<T>): Promise<T | null> => {
  try {
    return await promise;
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 404) return null;
    throw err;
  }
};

export interface BuiltDossier extends AssembledDossier {
  fileName: string;
  partsForList: ApplicationPart[];
}

function applicantName(cv: OwnedCv, user: UserRow): { first: string; last: string } {
  const info = cv.document.personal_info;
  const first = info.firstName.trim() || user.firstName.trim();
  const last = info.lastName.trim() || user.lastName.trim();
  return { first, last };
}

/**
 * The application file of `input`, made from the user's own CV, letter and documents (any of
 * them not theirs: the field's « n'existe pas ou plus », as for a deleted one). The letter is
 * rendered with its « Annexes » listing the chosen documents; the saved letter is left as it is.
 */
export async function buildDossier(ctx: DossiersContext, user: UserRow, input: ApplicationInput): Promise<BuiltDossier> {
  const cv = await orNull(loadCvToRender(ctx.db, user.id, input.cv_id, 'pdf'));
  if (!cv) throw fieldError('cv_id', applicationMessages.cvNotFound);
  const letter = input.letter_id ? await orNull(loadOwnedLetter(ctx.db, user.id, input.letter_id)) : null;
  if (input.letter_id && !letter) throw fieldError('letter_id', applicationMessages.letterNotFound);
  const attachments = await loadOwnedAttachments(ctx.db, user.id, input.attachment_ids);
  if (!attachments) throw fieldError('attachment_ids', applicationMessages.attachmentNotFound);

  const name = applicantName(cv, user);
  const author = [name.first, name.last].filter(Boolean).join(' ');
  // The letter and the CV are made at the same time (two browser pages), or taken from their
  // render caches when unchanged since they were last made.
  const annexes = (letterAnnexes: string[]) => (attachments.length > 0 ? attachments.map((a) => a.name) : letterAnnexes);
  const isScan = (a: DossierAttachment) => a.content === null;
  const [letterPdf, cvPdf, levelSizes] = await Promise.all([
    letter ? savedLetterPdf(ctx, { ...letter, document: { ...letter.document, annexes: annexes(letter.document.annexes) } }, author, 'application') : undefined,
    savedCvPdf(ctx, user, cv.id),
    // The sizes of the scans' shrunk copies made by earlier files: a file with the same scans
    // re-encodes nothing, and reads only the copies it embeds.
    scanLevelSizes(
      ctx.db,
      attachments.filter(isScan).map((a) => a.id),
    ),
  ]);
  const sources: DossierSource[] = [];
  if (letterPdf) sources.push({ title: 'Lettre de motivation', kind: 'pdf', bytes: letterPdf });
  sources.push({ title: 'Curriculum vitae', kind: 'pdf', bytes: cvPdf });
  const firstAttachment = sources.length;
  for (const a of attachments) {
    sources.push(
      a.content === null
        ? { title: a.name, kind: 'image', sizes: new Map([[0, a.size], ...(levelSizes.get(a.id) ?? [])]), copies: new Map() }
        : // Read for this file and kept nowhere: handed to the merge worker without a copy.
          { title: a.name, kind: 'pdf', bytes: a.content, handOver: true },
    );
  }
  const attachmentOf = (source: number) => attachments[source - firstAttachment]!;

  const info = cv.document.personal_info;
  const place = [info.postalCode, info.city]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  // Merged on a worker thread (pdf-lib and the scans' re-encoding would block the event loop).
  const assembled = await ctx.workers
    .merge({
      sources,
      pageNumbers: input.options.page_numbers,
      targetBytes: input.options.target_mb * 1024 * 1024,
      title: `Dossier de candidature – ${author || 'CV Suisse'}`,
      author,
      maxPages: MAX_DOSSIER_PAGES,
      loadScans: async (wanted) => {
        const copies = await readScanCopies(
          ctx.db,
          user.id,
          wanted.map((w) => ({ attachmentId: attachmentOf(w.source).id, level: w.level })),
        );
        // A document deleted while its file was made: answered as when it was already gone.
        if (!copies.every((c): c is Buffer => c !== undefined)) throw fieldError('attachment_ids', applicationMessages.attachmentNotFound);
        return copies;
      },
      cover: input.options.cover_page
        ? (contents) =>
            ctx.renderer.renderPdf(
              renderCoverHtml({
                templateId: cv.templateId,
                accentColor: cv.document.accent_colors.primary,
                secondaryColor: cv.document.accent_colors.secondary,
                name: author,
                senderLines: [place, info.phone.trim(), info.email.trim()].filter(Boolean),
                company: input.company,
                position: input.position,
                contents,
              }),
              { title: 'Dossier de candidature', author },
            )
        : undefined,
    })
    .catch((err: unknown) => {
      if (err instanceof TooManyPagesError) throw fieldError('attachment_ids', applicationMessages.dossierTooBig);
      throw err;
    });
  await keepScanLevels(
    ctx.db,
    assembled.madeLevels.map((m) => ({
      attachmentId: attachmentOf(m.source).id,
      level: m.level,
      content: m.bytes,
    })),
  );
  const kinds: ApplicationPart['type'][] = [...(letter ? (['letter'] as const) : []), 'cv', ...attachments.map(() => 'attachment' as const)];
  return {
    ...assembled,
    fileName: dossierFileName(name.first, name.last, input.company),
    partsForList: assembled.parts.map((p, i) => ({ type: kinds[i]!, title: p.title, pages: p.pages })),
  };
}
