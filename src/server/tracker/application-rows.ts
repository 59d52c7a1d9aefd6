import { getTableColumns, sql } from 'drizzle-orm';
import { followUpDay } from '../../domain/tracker/reminders.js';
import type { TrackedApplicationSummary } from '../../domain/tracker/tracked-application.js';
import { applications } from '../db/schema/dossiers.js';
import { trackedApplications, type TrackedApplicationRow } from '../db/schema/tracker.js';

const { adText: _adText, ...columns } = getTableColumns(trackedApplications);
export const summaryColumns = columns;
export const dossierColumns = {
  dossierFileName: applications.fileName,
  dossierPageCount: applications.pageCount,
  dossierByteSize: applications.byteSize,
  dossierDocumentCount: sql<number | null>`jsonb_array_length(${applications.parts})`,
};

export type SummaryRow = Omit<TrackedApplicationRow, 'adText'> & {
  dossierFileName: string | null;
  dossierPageCount: number | null;
  dossierByteSize: number | null;
  dossierDocumentCount: number | null;
};

export function toSummary(row: SummaryRow, followUpDays: number): TrackedApplicationSummary {
  const status = row.status;
  const followedUpAt = row.followedUpAt?.toISOString() ?? null;
  return {
    id: row.id,
    company: row.company,
    company_address: row.companyAddress,
    position: row.position,
    place: row.place,
    workload_kind: row.workloadKind,
    workload_percent: row.workloadPercent,
    ad_url: row.adUrl,
    channel: row.channel,
    sent_on: row.sentOn,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    status,
    status_history: row.statusHistory,
    notes: row.notes,
    refusal_reason: row.refusalReason,
    orp_assigned: row.orpAssigned,
    interview_at: row.interviewAt?.toISOString() ?? null,
    followed_up_at: followedUpAt,
    cv_id: row.cvId,
    letter_id: row.letterId,
    dossier:
      row.dossierId && row.dossierFileName !== null
        ? {
            id: row.dossierId,
            file_name: row.dossierFileName,
            page_count: row.dossierPageCount ?? 0,
            byte_size: row.dossierByteSize ?? 0,
            document_count: Number(row.dossierDocumentCount ?? 0),
            download_url: `/api/applications/${row.dossierId}/download/`,
          }
        : null,
    follow_up_on: followUpDay({ status, sent_on: row.sentOn, followed_up_at: followedUpAt }, followUpDays),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
