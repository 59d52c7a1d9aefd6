import { and, asc, between, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { toCsv } from '../../domain/tracker/csv.js';
import { buildProof, PROOF_LANGUAGES, proofCsvTable, type ProofApplication } from '../../domain/tracker/proof.js';
import { proofLabels } from '../../domain/tracker/proof-labels.js';
import { trackerMessages } from '../../domain/tracker/tracked-application.js';
import { trackerCsv } from '../../domain/tracker/tracker-csv.js';
import { trackerSettingsPatchSchema } from '../../domain/tracker/tracker-settings.js';
import { isValidMonth, lastDayOf, zurichDay, type ProofLanguage } from '../../domain/tracker/zurich-time.js';
import { renderProofHtml } from '../../templates/tracker/render-proof-html.js';
import { trackedApplications as t } from '../db/schema/tracker.js';
import type { TrackerContext } from './context.js';
import { parseBody } from './application-store.js';
import { updateTrackerSettings } from './settings-store.js';
import { exportTrackerData } from './tracker-export.js';

const settingsFields = trackerSettingsPatchSchema.shape;

/** POST /tracker/proof/: the month, the language and the header; saved for next month. */
const proofRequestSchema = z.object({
  month: z.string({ error: trackerMessages.invalidMonth }).refine(isValidMonth, trackerMessages.invalidMonth),
  language: z.enum(PROOF_LANGUAGES, { error: trackerMessages.invalidLanguage }).default('fr'),
  name: settingsFields.proof_name.unwrap().default(''),
  address: settingsFields.proof_address.unwrap().default(''),
  person_number: settingsFields.proof_person_number.unwrap().default(''),
  format: z.enum(['pdf', 'csv']).default('pdf'),
});

const fileStem: Record<ProofLanguage, string> = {
  fr: 'Preuves_recherches_emploi',
  de: 'Nachweis_Arbeitsbemuehungen',
  it: 'Prova_sforzi_personali',
};

export interface MadeFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/** What the proof reads, for the applications sent in `month` (Zurich days), oldest first. */
async function proofApplications(ctx: TrackerContext, userId: string, month: string): Promise<ProofApplication[]> {
  return ctx.db
    .select({
      company: t.company,
      company_address: t.companyAddress,
      position: t.position,
      place: t.place,
      workload_kind: t.workloadKind,
      workload_percent: t.workloadPercent,
      channel: t.channel,
      sent_on: t.sentOn,
      contact_name: t.contactName,
      contact_phone: t.contactPhone,
      contact_email: t.contactEmail,
      status: t.status,
      refusal_reason: t.refusalReason,
      orp_assigned: t.orpAssigned,
    })
    .from(t)
    .where(and(eq(t.userId, userId), ne(t.status, 'to_send'), between(t.sentOn, `${month}-01`, lastDayOf(month))))
    .orderBy(asc(t.sentOn), asc(t.createdAt));
}

/**
 * The proof of a month as PDF (Chromium, like every PDF of the product) or CSV (the same rows).
 * Free for everyone: handing it in is a duty of the people who use it
 * (docs/decisions/2026-11-26-job-search-tracker.md).
 */
export async function makeProof(ctx: TrackerContext, userId: string, body: unknown): Promise<MadeFile> {
  const request = parseBody(proofRequestSchema, body);
  await updateTrackerSettings(
    ctx.db,
    userId,
    { proof_name: request.name, proof_address: request.address, proof_person_number: request.person_number, proof_language: request.language },
    ctx.now(),
  );
  const proof = buildProof(await proofApplications(ctx, userId, request.month), request.month, request.language, {
    name: request.name,
    address: request.address,
    personNumber: request.person_number,
  });
  const fileName = `${fileStem[request.language]}_${request.month}.${request.format}`;
  if (request.format === 'csv') return { body: toCsv(proofCsvTable(proof)), contentType: 'text/csv; charset=utf-8', fileName };
  const l = proofLabels[request.language];
  const pdf = await ctx.renderer.renderPdf(renderProofHtml(proof), { title: `${l.title} – ${proof.monthLabel}`, author: request.name || 'CV Suisse' });
  return { body: pdf, contentType: 'application/pdf', fileName };
}

/** GET /tracker/export/: the whole tracker as CSV (« Exporter »). */
export async function exportTrackerCsv(ctx: TrackerContext, userId: string): Promise<MadeFile> {
  const { applications } = await exportTrackerData(ctx.db, userId);
  return { body: trackerCsv(applications), contentType: 'text/csv; charset=utf-8', fileName: `candidatures_${zurichDay(ctx.now())}.csv` };
}
