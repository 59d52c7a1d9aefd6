import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TrackedApplication } from '../../domain/tracker/tracked-application.js';
import type { TrackerSettings } from '../../domain/tracker/tracker-settings.js';
import type { Database } from '../db/client.js';
import { applications } from '../db/schema/dossiers.js';
import { trackedApplications, trackerReminders } from '../db/schema/tracker.js';
import { dossierColumns, toSummary } from './application-rows.js';
import { getTrackerSettings } from './settings-store.js';

const t = trackedApplications;

export interface TrackerData {
  settings: TrackerSettings;
  applications: TrackedApplication[];
  /** The reminders mailed, for the record: what, about which application, when. */
  reminders: Array<{ kind: string; application_id: string | null; sent_at: string }>;
}

/**
 * Everything the tracker holds for a user, in the API's shapes: the CSV export reads it, and the
 * account's data export (issue 37) can put it in its archive as is. Every tracker table is
 * covered: tracked_applications, tracker_settings, tracker_reminders.
 */
export async function exportTrackerData(db: Database, userId: string): Promise<TrackerData> {
  const settings = await getTrackerSettings(db, userId);
  const rows = await db
    .select({ ...getTableColumns(t), ...dossierColumns })
    .from(t)
    .leftJoin(applications, eq(applications.id, t.dossierId))
    .where(eq(t.userId, userId))
    .orderBy(sql`${t.sentOn} desc nulls first`, desc(t.createdAt));
  const reminders = await db
    .select({ kind: trackerReminders.kind, application_id: trackerReminders.applicationId, sentAt: trackerReminders.sentAt })
    .from(trackerReminders)
    .where(eq(trackerReminders.userId, userId))
    .orderBy(asc(trackerReminders.sentAt));
  return {
    settings,
    applications: rows.map((row) => ({ ...toSummary(row, settings.follow_up_days), ad_text: row.adText })),
    reminders: reminders.map((r) => ({ kind: r.kind, application_id: r.application_id, sent_at: r.sentAt.toISOString() })),
  };
}
