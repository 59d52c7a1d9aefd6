import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationChannel, ApplicationStatus, StatusChange, WorkloadKind } from '../../../domain/tracker/tracked-application.js';
import type { ProofLanguage } from '../../../domain/tracker/zurich-time.js';
import { cvs } from './cvs.js';
import { applications } from './dossiers.js';
import { letters } from './letters.js';
import { users } from './users.js';

/**
 * The job search (« Mes candidatures »): every application a user tracks, with or without a
 * merged file. Every table here belongs to a user and goes with the account (ON DELETE CASCADE);
 * tracker/tracker-export.ts reads them all for the user's data export.
 */
export const trackedApplications = pgTable(
  'tracked_applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    companyAddress: text('company_address').notNull().default(''),
    position: text('position').notNull().default(''),
    place: text('place').notNull().default(''),
    workloadKind: text('workload_kind').$type<WorkloadKind>(),
    workloadPercent: integer('workload_percent'),
    adUrl: text('ad_url').notNull().default(''),
    /** The ad as pasted: ads go offline, and the proof or an interview may need it later. */
    adText: text('ad_text').notNull().default(''),
    channel: text('channel').$type<ApplicationChannel>(),
    /** The Zurich calendar day it was sent: the month of the ORP proof it counts in. */
    sentOn: date('sent_on', { mode: 'string' }),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    status: text('status').$type<ApplicationStatus>().notNull(),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull(),
    notes: text('notes').notNull().default(''),
    refusalReason: text('refusal_reason').notNull().default(''),
    /** Made on an ORP/RAV assignment (« Zuweisung RAV » on the form). */
    orpAssigned: boolean('orp_assigned').notNull().default(false),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    /** When the user marked it « Relancée »: no more « Relancer » reminder for it. */
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    letterId: uuid('letter_id').references(() => letters.id, { onDelete: 'set null' }),
    /** The merged file that was sent (« Mes candidatures » of issue 18), at most one application each. */
    dossierId: uuid('dossier_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracked_applications_user_sent_idx').on(t.userId, t.sentOn),
    uniqueIndex('tracked_applications_dossier_unique').on(t.dossierId),
    // The reminder job's scan: applications awaiting an answer or with an interview coming.
    index('tracked_applications_follow_up_idx')
      .on(t.status, t.sentOn)
      .where(sql`${t.followedUpAt} is null`),
    index('tracked_applications_interview_idx')
      .on(t.interviewAt)
      .where(sql`${t.interviewAt} is not null`),
  ],
);

/** A user's tracker settings: the monthly target, the reminders, and what the proof's header says. */
export const trackerSettings = pgTable('tracker_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  monthlyTarget: integer('monthly_target'),
  followUpDays: integer('follow_up_days').notNull().default(10),
  followUpReminders: boolean('follow_up_reminders').notNull().default(true),
  interviewReminders: boolean('interview_reminders').notNull().default(true),
  /** The mail a few days before the 5th; asked for (registered with an ORP), off by default. */
  monthlyReminder: boolean('monthly_reminder').notNull().default(false),
  proofName: text('proof_name').notNull().default(''),
  proofAddress: text('proof_address').notNull().default(''),
  /** The AVS number or the ORP's personal number, only if the user enters it. */
  proofPersonNumber: text('proof_person_number').notNull().default(''),
  proofLanguage: text('proof_language').$type<ProofLanguage>().notNull().default('fr'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each reminder mailed, once: the unique key (domain/tracker/reminders.ts `reminderKeys`) is
 * taken in the same transaction as the mail is queued, so that a restart or a second process
 * never sends it again.
 */
export const trackerReminders = pgTable(
  'tracker_reminders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => trackedApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'follow_up' | 'interview' | 'monthly'>().notNull(),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('tracker_reminders_key_unique').on(t.key), index('tracker_reminders_user_idx').on(t.userId)],
);

export type TrackedApplicationRow = typeof trackedApplications.$inferSelect;
export type TrackerSettingsRow = typeof trackerSettings.$inferSelect;
