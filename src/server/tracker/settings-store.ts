import { eq } from 'drizzle-orm';
import { TRACKER_LIMITS } from '../../domain/tracker/tracked-application.js';
import { trackerSettingsPatchSchema, type TrackerSettings } from '../../domain/tracker/tracker-settings.js';
import type { Database } from '../db/client.js';
import { trackerSettings, type TrackerSettingsRow } from '../db/schema/tracker.js';
import { users, type UserRow } from '../db/schema/users.js';
import { ApiError, zodIssuesToFieldErrors } from '../http/errors.js';

/** The settings of a user with none saved yet: the proof's header from the profile. */
function defaults(user: Pick<UserRow, 'firstName' | 'lastName' | 'address' | 'postalCode' | 'city'>): TrackerSettings {
  const place = [user.postalCode, user.city]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  return {
    monthly_target: null,
    follow_up_days: TRACKER_LIMITS.followUpDays.default,
    follow_up_reminders: true,
    interview_reminders: true,
    monthly_reminder: false,
    proof_name: [user.firstName, user.lastName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' '),
    proof_address: [user.address.trim(), place].filter(Boolean).join(', '),
    proof_person_number: '',
    proof_language: 'fr',
  };
}

function fromRow(row: TrackerSettingsRow): TrackerSettings {
  return {
    monthly_target: row.monthlyTarget,
    follow_up_days: row.followUpDays,
    follow_up_reminders: row.followUpReminders,
    interview_reminders: row.interviewReminders,
    monthly_reminder: row.monthlyReminder,
    proof_name: row.proofName,
    proof_address: row.proofAddress,
    proof_person_number: row.proofPersonNumber,
    proof_language: row.proofLanguage,
  };
}

export async function getTrackerSettings(db: Database, userId: string): Promise<TrackerSettings> {
  const [row] = await db.select().from(trackerSettings).where(eq(trackerSettings.userId, userId));
  if (row) return fromRow(row);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return defaults(user!);
}

/** The follow-up delay the list and the reminders use. */
export async function followUpDaysOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ days: trackerSettings.followUpDays }).from(trackerSettings).where(eq(trackerSettings.userId, userId));
  return row?.days ?? TRACKER_LIMITS.followUpDays.default;
}

/** PUT /tracker/settings/: the fields given, saved over the current settings. */
export async function updateTrackerSettings(db: Database, userId: string, body: unknown, now: Date): Promise<TrackerSettings> {
  const parsed = trackerSettingsPatchSchema.safeParse(body ?? {});
  if (!parsed.success) throw new ApiError(400, zodIssuesToFieldErrors(parsed.error.issues));
  const next = { ...(await getTrackerSettings(db, userId)), ...parsed.data };
  const values = {
    monthlyTarget: next.monthly_target,
    followUpDays: next.follow_up_days,
    followUpReminders: next.follow_up_reminders,
    interviewReminders: next.interview_reminders,
    monthlyReminder: next.monthly_reminder,
    proofName: next.proof_name,
    proofAddress: next.proof_address,
    proofPersonNumber: next.proof_person_number,
    proofLanguage: next.proof_language,
    updatedAt: now,
  };
  await db
    .insert(trackerSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: trackerSettings.userId, set: values });
  return next;
}
