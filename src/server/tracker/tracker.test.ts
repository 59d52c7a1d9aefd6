import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackerMessages, type TrackedApplication } from '../../domain/tracker/tracked-application.js';
import { applications } from '../db/schema/dossiers.js';
import { trackedApplications } from '../db/schema/tracker.js';
import { users } from '../db/schema/users.js';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { seedCv, signedInUser } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
}, 60_000);
afterAll(async () => t.close());

const create = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/tracker/applications/', body, token);

/** An old merged file, as « Mes candidatures » kept them before the tracker (no tracked application). */
async function seedDossier(userId: string, company: string) {
  const [row] = await t.db
    .insert(applications)
    .values({
      userId,
      company,
      position: 'Comptable',
      attachmentIds: [],
      options: { cover_page: false, page_numbers: true, target_mb: 3 },
      parts: [],
      fileName: `Dossier_${company}.pdf`,
      pageCount: 2,
      byteSize: 4,
      dossier: Buffer.from('%PDF'),
      createdAt: new Date('2026-01-10T10:00:00Z'),
    })
    .returning();
  return row!;
}

describe('tracking applications', () => {
  it('creates an application with every field, lists it, and dates the sending from the status', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id);
    const res = await create(user.token, {
      company: '  Nestlé SA ',
      company_address: 'Avenue Nestlé 55, 1800 Vevey',
      position: 'Comptable',
      place: 'Vevey',
      workload_kind: 'part_time',
      workload_percent: 80,
      ad_url: 'https://www.jobup.ch/fr/emplois/detail/123',
      ad_text: 'Nous cherchons un·e comptable.',
      channel: 'email',
      contact_name: 'Mme Rochat',
      contact_phone: '+41 21 924 11 11',
      contact_email: 'rh@nestle.example',
      status: 'sent',
      orp_assigned: true,
      notes: 'Relancer par téléphone',
      cv_id: cv.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<TrackedApplication>();
    // The test clock is 2 March 2026, 10:00 in Zurich: sent today, a follow-up due 10 days later.
    expect(created).toMatchObject({
      company: 'Nestlé SA',
      status: 'sent',
      sent_on: '2026-03-02',
      follow_up_on: '2026-03-12',
      orp_assigned: true,
      cv_id: cv.id,
      dossier: null,
      ad_text: 'Nous cherchons un·e comptable.',
    });
    expect(created.status_history).toEqual([{ status: 'sent', at: '2026-03-02T09:00:00.000Z' }]);

    const draft = (await create(user.token, { company: 'Migros', sent_on: '2026-02-01' })).json<TrackedApplication>();
    expect(draft).toMatchObject({ status: 'to_send', sent_on: null, follow_up_on: null });

    const list = (await call(t.app, 'GET', '/api/tracker/applications/', undefined, user.token)).json<TrackedApplication[]>();
    // The unsent first, then the newest sending; the list leaves the ad's text out.
    expect(list.map((a) => a.company)).toEqual(['Migros', 'Nestlé SA']);
    expect(list[1]).not.toHaveProperty('ad_text');
    expect((await call(t.app, 'GET', `/api/tracker/applications/${created.id}/`, undefined, user.token)).json()).toMatchObject({
      ad_text: 'Nous cherchons un·e comptable.',
    });
  });

  it('moves through the pipeline, dated; an interview date moves a waiting application to « Entretien »; « Relancée » ends the reminder', async () => {
    const user = await signedInUser(t.app, t.db);
    const app = (await create(user.token, { company: 'Coop' })).json<TrackedApplication>();
    t.clock.advance(60_000);
    const sent = await call(t.app, 'PATCH', `/api/tracker/applications/${app.id}/`, { status: 'sent' }, user.token);
    expect(sent.json()).toMatchObject({ status: 'sent', sent_on: '2026-03-02' });
    const interview = await call(t.app, 'PATCH', `/api/tracker/applications/${app.id}/`, { interview_at: '2026-03-10T14:30:00+01:00' }, user.token);
    expect(interview.json()).toMatchObject({ status: 'interview', interview_at: '2026-03-10T13:30:00.000Z', follow_up_on: null });
    expect(interview.json<TrackedApplication>().status_history.map((h) => h.status)).toEqual(['to_send', 'sent', 'interview']);
    const back = await call(t.app, 'PATCH', `/api/tracker/applications/${app.id}/`, { status: 'to_send' }, user.token);
    expect(back.json()).toMatchObject({ status: 'to_send', sent_on: null });
    expect((await call(t.app, 'POST', `/api/tracker/applications/${app.id}/follow-up/`, undefined, user.token)).json()).toEqual({
      detail: trackerMessages.notSent,
      code: 'not_sent',
    });

    const other = (await create(user.token, { company: 'UBS', status: 'sent', sent_on: '2026-02-10' })).json<TrackedApplication>();
    expect(other.follow_up_on).toBe('2026-02-20');
    const followed = await call(t.app, 'POST', `/api/tracker/applications/${other.id}/follow-up/`, undefined, user.token);
    expect(followed.json()).toMatchObject({ follow_up_on: null, followed_up_at: '2026-03-02T09:01:00.000Z' });
  });

  it('says what is wrong, in French, field by field, and saves nothing', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await create(user.token, {
      company: ' ',
      workload_kind: 'part_time',
      workload_percent: 100,
      contact_email: 'pas-un-email',
      contact_phone: '021 abc',
      ad_url: 'javascript:alert(1)',
      status: 'perdue',
      channel: 'pigeon',
      sent_on: '2026-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      company: [trackerMessages.companyRequired],
      contact_email: [trackerMessages.invalidEmail],
      contact_phone: [trackerMessages.invalidPhone],
      ad_url: [trackerMessages.invalidUrl],
      status: [trackerMessages.invalidStatus],
      channel: [trackerMessages.invalidChannel],
      sent_on: [trackerMessages.invalidDate],
    });
    const partTime = await create(user.token, { company: 'X', workload_kind: 'part_time', workload_percent: 100 });
    expect(partTime.json()).toEqual({ workload_percent: [trackerMessages.partTimeFull] });
    const future = await create(user.token, { company: 'X', status: 'sent', sent_on: '2026-03-03' });
    expect(future.json()).toEqual({ sent_on: [trackerMessages.futureDate] });
    expect((await call(t.app, 'GET', '/api/tracker/applications/', undefined, user.token)).json()).toEqual([]);
  });

  it('answers 404 for anyone else’s application, and refuses their CV, letter or file as « n’existe pas »', async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const app = (await create(owner.token, { company: 'Roche' })).json<TrackedApplication>();
    const path = `/api/tracker/applications/${app.id}/`;
    for (const [method, url, body] of [
      ['GET', path, undefined],
      ['PATCH', path, { status: 'sent' }],
      ['DELETE', path, undefined],
      ['POST', `${path}follow-up/`, undefined],
      ['GET', '/api/tracker/applications/not-a-uuid/', undefined],
    ] as const) {
      const res = await call(t.app, method, url, body, other.token);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t.app, 'GET', path, undefined, owner.token)).json()).toMatchObject({ status: 'to_send' });

    const cv = await seedCv(t.db, owner.id);
    const dossier = await seedDossier(owner.id, 'Roche');
    const stolen = await create(other.token, { company: 'X', cv_id: cv.id, dossier_id: dossier.id });
    expect(stolen.json()).toEqual({ cv_id: [trackerMessages.cvNotFound], dossier_id: [trackerMessages.dossierNotFound] });
    expect((await call(t.app, 'POST', '/api/tracker/applications/from-dossier/', { dossier_id: dossier.id }, other.token)).json()).toEqual({
      dossier_id: [trackerMessages.dossierNotFound],
    });
    expect((await call(t.app, 'GET', '/api/tracker/applications/', undefined, other.token)).json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/tracker/applications/', undefined)).statusCode).toBe(401);
  });

  it('turns an existing merged file into a tracked application, once; deleting it deletes its file', async () => {
    const user = await signedInUser(t.app, t.db);
    const dossier = await seedDossier(user.id, 'Swisscom');
    expect((await call(t.app, 'GET', '/api/tracker/dossiers/untracked/', undefined, user.token)).json()).toEqual([
      { id: dossier.id, company: 'Swisscom', position: 'Comptable', created_at: '2026-01-10T10:00:00.000Z' },
    ]);
    const res = await call(t.app, 'POST', '/api/tracker/applications/from-dossier/', { dossier_id: dossier.id }, user.token);
    expect(res.statusCode, res.body).toBe(201);
    const tracked = res.json<TrackedApplication>();
    expect(tracked).toMatchObject({
      company: 'Swisscom',
      position: 'Comptable',
      status: 'to_send',
      dossier: { id: dossier.id, file_name: 'Dossier_Swisscom.pdf', page_count: 2, download_url: `/api/applications/${dossier.id}/download/` },
    });
    expect((await call(t.app, 'GET', '/api/tracker/dossiers/untracked/', undefined, user.token)).json()).toEqual([]);
    const again = await call(t.app, 'POST', '/api/tracker/applications/from-dossier/', { dossier_id: dossier.id }, user.token);
    expect(again.json()).toEqual({ dossier_id: [trackerMessages.dossierAlreadyTracked] });

    expect((await call(t.app, 'DELETE', `/api/tracker/applications/${tracked.id}/`, undefined, user.token)).statusCode).toBe(204);
    expect(await t.db.select().from(applications).where(eq(applications.id, dossier.id))).toEqual([]);

    // Two requests at once for the same file: one tracks it, the other is told it already is.
    const raced = await seedDossier(user.id, 'Logitech');
    const answers = await Promise.all([1, 2].map(() => call(t.app, 'POST', '/api/tracker/applications/from-dossier/', { dossier_id: raced.id }, user.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toEqual({ dossier_id: [trackerMessages.dossierAlreadyTracked] });
  });

  it('goes with the account: every tracker row is deleted with its user', async () => {
    const user = await signedInUser(t.app, t.db);
    await create(user.token, { company: 'Logitech', status: 'sent', sent_on: '2026-02-01' });
    await call(t.app, 'PUT', '/api/tracker/settings/', { monthly_target: 10 }, user.token);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await t.db.select().from(trackedApplications).where(eq(trackedApplications.userId, user.id))).toEqual([]);
  });
});

describe('tracker settings', () => {
  it('start from the profile, keep what is saved, and refuse bad values in French', async () => {
    const user = await signedInUser(t.app, t.db, { firstName: 'Zoé', lastName: 'Müller' });
    await t.db.update(users).set({ address: 'Rue du Lac 1', postalCode: '1003', city: 'Lausanne' }).where(eq(users.id, user.id));
    expect((await call(t.app, 'GET', '/api/tracker/settings/', undefined, user.token)).json()).toEqual({
      monthly_target: null,
      follow_up_days: 10,
      follow_up_reminders: true,
      interview_reminders: true,
      monthly_reminder: false,
      proof_name: 'Zoé Müller',
      proof_address: 'Rue du Lac 1, 1003 Lausanne',
      proof_person_number: '',
      proof_language: 'fr',
    });
    const saved = await call(t.app, 'PUT', '/api/tracker/settings/', { monthly_target: 12, follow_up_days: 7, monthly_reminder: true }, user.token);
    expect(saved.json()).toMatchObject({ monthly_target: 12, follow_up_days: 7, monthly_reminder: true, proof_name: 'Zoé Müller' });
    const bad = await call(
      t.app,
      'PUT',
      '/api/tracker/settings/',
      { monthly_target: 0, follow_up_days: 90, proof_language: 'en', proof_person_number: '<script>' },
      user.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<object>())).toEqual(['monthly_target', 'follow_up_days', 'proof_person_number', 'proof_language']);
    expect((await call(t.app, 'GET', '/api/tracker/settings/', undefined, user.token)).json()).toMatchObject({ monthly_target: 12, follow_up_days: 7 });
  });
});
