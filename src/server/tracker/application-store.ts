import { and, count, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { httpMessages } from '../../domain/messages.js';
import { initialHistory, moveToStatus, settleSentDate, statusWithInterview } from '../../domain/tracker/status-pipeline.js';
import {
  TRACKER_LIMITS,
  trackedApplicationInputSchema,
  trackedApplicationPatchSchema,
  trackerMessages,
  type TrackedApplication,
  type TrackedApplicationInput,
  type TrackedApplicationSummary,
  type UntrackedDossier,
} from '../../domain/tracker/tracked-application.js';
import { zurichDay } from '../../domain/tracker/zurich-time.js';
import { isUniqueViolation, isUuid } from '../accounts/users.js';
import { owned as ownedCv } from '../cvs/cv-store.js';
import type { Database } from '../db/client.js';
import { cvs } from '../db/schema/cvs.js';
import { applications, type ApplicationRow } from '../db/schema/dossiers.js';
import { letters } from '../db/schema/letters.js';
import { trackedApplications } from '../db/schema/tracker.js';
import { users } from '../db/schema/users.js';
import { ApiError, detailError, zodIssuesToFieldErrors, type FieldErrors } from '../http/errors.js';
import { dossierColumns, summaryColumns, toSummary } from './application-rows.js';
import type { TrackerContext } from './context.js';
import { followUpDaysOf } from './settings-store.js';

const t = trackedApplications;
const notFound = () => detailError(404, httpMessages.notFound);
const owned = (userId: string, id: string) => and(eq(t.id, id), eq(t.userId, userId));

async function loadOne(db: Database, userId: string, id: string, followUpDays: number): Promise<TrackedApplication> {
  const [row] = await db
    .select({ ...getTableColumns(t), ...dossierColumns })
    .from(t)
    .leftJoin(applications, eq(applications.id, t.dossierId))
    .where(owned(userId, id));
  if (!row) throw notFound();
  return { ...toSummary(row, followUpDays), ad_text: row.adText };
}

/** `body` checked by `schema`, or the 400 with a French message per field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new ApiError(400, zodIssuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}

function refuseFutureDate(sentOn: string | null | undefined, now: Date): void {
  if (sentOn && sentOn > zurichDay(now)) throw new ApiError(400, { sent_on: [trackerMessages.futureDate] });
}

/**
 * The CV, letter and merged file an application names must be the user's own (anyone else's is
 * « n'existe pas ou plus », like a deleted one), and a merged file belongs to one application.
 */
async function checkReferences(
  db: Database,
  userId: string,
  refs: { cv_id?: string | null; letter_id?: string | null; dossier_id?: string | null },
  selfId?: string,
): Promise<void> {
  const errors: FieldErrors = {};
  if (refs.cv_id) {
    const [row] = await db.select({ id: cvs.id }).from(cvs).where(ownedCv(userId, refs.cv_id)).limit(1);
    if (!row) errors.cv_id = [trackerMessages.cvNotFound];
  }
  if (refs.letter_id) {
    const [row] = await db
      .select({ id: letters.id })
      .from(letters)
      .where(and(eq(letters.id, refs.letter_id), eq(letters.userId, userId)))
      .limit(1);
    if (!row) errors.letter_id = [trackerMessages.letterNotFound];
  }
  if (refs.dossier_id) {
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, refs.dossier_id), eq(applications.userId, userId)))
      .limit(1);
    if (!row) errors.dossier_id = [trackerMessages.dossierNotFound];
    else {
      const [taken] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.dossierId, refs.dossier_id), selfId ? ne(t.id, selfId) : undefined))
        .limit(1);
      if (taken) errors.dossier_id = [trackerMessages.dossierAlreadyTracked];
    }
  }
  if (Object.keys(errors).length) throw new ApiError(400, errors);
}

/**
 * Runs a write that may attach a merged file: two requests attaching the same file at once pass
 * the check, and the unique index refuses the second, answered like the check's refusal.
 */
async function attachingOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(400, { dossier_id: [trackerMessages.dossierAlreadyTracked] });
    throw err;
  }
}

/** The row of a new application written whole (form, import, merged file). */
export function newRow(userId: string, input: TrackedApplicationInput & { followed_up_at?: string | null }, now: Date): typeof t.$inferInsert {
  const status = statusWithInterview(input.status, input.interview_at !== null);
  return {
    userId,
    company: input.company,
    companyAddress: input.company_address,
    position: input.position,
    place: input.place,
    workloadKind: input.workload_kind,
    workloadPercent: input.workload_percent,
    adUrl: input.ad_url,
    adText: input.ad_text,
    channel: input.channel,
    sentOn: settleSentDate(status, input.sent_on, now),
    contactName: input.contact_name,
    contactPhone: input.contact_phone,
    contactEmail: input.contact_email,
    status,
    statusHistory: initialHistory(status, now),
    notes: input.notes,
    refusalReason: input.refusal_reason,
    orpAssigned: input.orp_assigned,
    interviewAt: input.interview_at ? new Date(input.interview_at) : null,
    followedUpAt: input.followed_up_at ? new Date(input.followed_up_at) : null,
    cvId: input.cv_id,
    letterId: input.letter_id,
    dossierId: input.dossier_id,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Takes the user's row lock, then checks that `adding` more applications stay within the
 * limit: two requests at once cannot both pass the count.
 */
export async function reserveRoom(tx: Database, userId: string, adding: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [existing] = await tx.select({ n: count() }).from(t).where(eq(t.userId, userId));
  const n = existing?.n ?? 0;
  if (n + adding > TRACKER_LIMITS.maxApplications) throw detailError(409, trackerMessages.limitReached, 'tracker_limit_reached');
  return n;
}

/** GET /tracker/applications/: every application, the unsent first, then the newest sending. */
export async function listTrackedApplications(ctx: TrackerContext, userId: string): Promise<TrackedApplicationSummary[]> {
  const followUpDays = await followUpDaysOf(ctx.db, userId);
  const rows = await ctx.db
    .select({ ...summaryColumns, ...dossierColumns })
    .from(t)
    .leftJoin(applications, eq(applications.id, t.dossierId))
    .where(eq(t.userId, userId))
    .orderBy(sql`${t.sentOn} desc nulls first`, desc(t.createdAt));
  return rows.map((row) => toSummary(row, followUpDays));
}

export async function getTrackedApplication(ctx: TrackerContext, userId: string, id: string): Promise<TrackedApplication> {
  if (!isUuid(id)) throw notFound();
  return loadOne(ctx.db, userId, id, await followUpDaysOf(ctx.db, userId));
}

/** POST /tracker/applications/. */
export async function createTrackedApplication(ctx: TrackerContext, userId: string, body: unknown): Promise<TrackedApplication> {
  const input = parseBody(trackedApplicationInputSchema, body);
  const now = ctx.now();
  refuseFutureDate(input.sent_on, now);
  await checkReferences(ctx.db, userId, input);
  const id = await attachingOnce(() =>
    ctx.db.transaction(async (tx) => {
      await reserveRoom(tx, userId, 1);
      const [row] = await tx
        .insert(t)
        .values(newRow(userId, input, now))
        .returning({ id: t.id });
      return row!.id;
    }),
  );
  return loadOne(ctx.db, userId, id, await followUpDaysOf(ctx.db, userId));
}

/**
 * PATCH /tracker/applications/{id}/: the fields given, and a status move through the pipeline
 * (dated in the history; the board moves cards with it). Setting an interview date on an
 * application still waiting moves it to « Entretien ».
 */
export async function updateTrackedApplication(ctx: TrackerContext, userId: string, id: string, body: unknown): Promise<TrackedApplication> {
  if (!isUuid(id)) throw notFound();
  const patch = parseBody(trackedApplicationPatchSchema, body);
  const now = ctx.now();
  refuseFutureDate(patch.sent_on, now);
  await checkReferences(ctx.db, userId, patch, id);
  await attachingOnce(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(t).where(owned(userId, id)).for('update');
      if (!row) throw notFound();
      let state = { status: row.status, sent_on: row.sentOn, status_history: row.statusHistory, followed_up_at: row.followedUpAt?.toISOString() ?? null };
      if (patch.sent_on !== undefined) state.sent_on = patch.sent_on;
      if (patch.status) state = moveToStatus(state, patch.status, now);
      const interviewAt = patch.interview_at === undefined ? row.interviewAt : patch.interview_at ? new Date(patch.interview_at) : null;
      const newInterview = interviewAt && interviewAt.getTime() !== row.interviewAt?.getTime();
      if (newInterview && !patch.status) state = moveToStatus(state, statusWithInterview(state.status, true), now);
      const workloadKind = patch.workload_kind === undefined ? row.workloadKind : patch.workload_kind;
      const workloadPercent = patch.workload_percent === undefined ? row.workloadPercent : patch.workload_percent;
      if (workloadKind === 'part_time' && workloadPercent === 100) throw new ApiError(400, { workload_percent: [trackerMessages.partTimeFull] });
      await tx
        .update(t)
        .set({
          company: patch.company,
          companyAddress: patch.company_address,
          position: patch.position,
          place: patch.place,
          workloadKind,
          workloadPercent,
          adUrl: patch.ad_url,
          adText: patch.ad_text,
          channel: patch.channel,
          contactName: patch.contact_name,
          contactPhone: patch.contact_phone,
          contactEmail: patch.contact_email,
          notes: patch.notes,
          refusalReason: patch.refusal_reason,
          orpAssigned: patch.orp_assigned,
          cvId: patch.cv_id,
          letterId: patch.letter_id,
          dossierId: patch.dossier_id,
          interviewAt,
          status: state.status,
          statusHistory: state.status_history,
          sentOn: settleSentDate(state.status, state.sent_on, now),
          followedUpAt: state.followed_up_at ? new Date(state.followed_up_at) : null,
          updatedAt: now,
        })
        .where(eq(t.id, id));
    }),
  );
  return loadOne(ctx.db, userId, id, await followUpDaysOf(ctx.db, userId));
}

/** POST /tracker/applications/{id}/follow-up/: « Relancée », no more reminder for it. */
export async function markFollowedUp(ctx: TrackerContext, userId: string, id: string): Promise<TrackedApplication> {
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db.select({ status: t.status }).from(t).where(owned(userId, id));
  if (!row) throw notFound();
  if (row.status === 'to_send') throw detailError(400, trackerMessages.notSent, 'not_sent');
  const now = ctx.now();
  await ctx.db.update(t).set({ followedUpAt: now, updatedAt: now }).where(owned(userId, id));
  return loadOne(ctx.db, userId, id, await followUpDaysOf(ctx.db, userId));
}

/** DELETE /tracker/applications/{id}/: the application, and the merged file sent with it. */
export async function deleteTrackedApplication(ctx: TrackerContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(t).where(owned(userId, id)).returning({ dossierId: t.dossierId });
    if (!deleted) throw notFound();
    if (deleted.dossierId) await tx.delete(applications).where(and(eq(applications.id, deleted.dossierId), eq(applications.userId, userId)));
  });
}

/** The application a merged file starts: « à envoyer », with its company, position, CV and letter. */
function fromDossierRow(dossier: Pick<ApplicationRow, 'id' | 'company' | 'position' | 'cvId' | 'letterId'>): TrackedApplicationInput {
  return trackedApplicationInputSchema.parse({
    company: dossier.company,
    position: dossier.position,
    cv_id: dossier.cvId,
    letter_id: dossier.letterId,
    dossier_id: dossier.id,
  });
}

/** Called in the transaction that makes a merged file (« Nouveau dossier »): it is tracked from the start. */
export async function trackNewDossier(
  tx: Database,
  userId: string,
  dossier: Pick<ApplicationRow, 'id' | 'company' | 'position' | 'cvId' | 'letterId'>,
  now: Date,
): Promise<void> {
  await tx.insert(t).values(newRow(userId, fromDossierRow(dossier), now));
}

/** POST /tracker/applications/from-dossier/: a merged file made before the tracker, tracked now. */
export async function trackExistingDossier(ctx: TrackerContext, userId: string, body: unknown): Promise<TrackedApplication> {
  const dossierId = (body as { dossier_id?: unknown } | null)?.dossier_id;
  if (typeof dossierId !== 'string' || !isUuid(dossierId)) throw new ApiError(400, { dossier_id: [trackerMessages.dossierNotFound] });
  const [dossier] = await ctx.db
    .select({ id: applications.id, company: applications.company, position: applications.position, cvId: applications.cvId, letterId: applications.letterId })
    .from(applications)
    .where(and(eq(applications.id, dossierId), eq(applications.userId, userId)));
  if (!dossier) throw new ApiError(400, { dossier_id: [trackerMessages.dossierNotFound] });
  await checkReferences(ctx.db, userId, { dossier_id: dossier.id });
  const now = ctx.now();
  const id = await attachingOnce(() =>
    ctx.db.transaction(async (tx) => {
      await reserveRoom(tx, userId, 1);
      const [row] = await tx
        .insert(t)
        .values(newRow(userId, fromDossierRow(dossier), now))
        .returning({ id: t.id });
      return row!.id;
    }),
  );
  return loadOne(ctx.db, userId, id, await followUpDaysOf(ctx.db, userId));
}

/** The merged files not tracked yet (made before the tracker existed). */
export async function untrackedDossiers(ctx: TrackerContext, userId: string): Promise<UntrackedDossier[]> {
  const rows = await ctx.db
    .select({ id: applications.id, company: applications.company, position: applications.position, createdAt: applications.createdAt })
    .from(applications)
    .leftJoin(t, eq(t.dossierId, applications.id))
    .where(and(eq(applications.userId, userId), sql`${t.id} is null`))
    .orderBy(desc(applications.createdAt));
  return rows.map((r) => ({ id: r.id, company: r.company, position: r.position, created_at: r.createdAt.toISOString() }));
}
