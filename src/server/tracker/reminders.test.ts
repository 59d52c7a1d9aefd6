import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackedApplication } from '../../domain/tracker/tracked-application.js';
import { buildApp } from '../app.js';
import { trackedApplications, trackerReminders } from '../db/schema/tracker.js';
import { users } from '../db/schema/users.js';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { signedInUser } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
}, 60_000);
afterAll(async () => t.close());

const create = async (token: string, body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/api/tracker/applications/', body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TrackedApplication>();
};
const run = (now: string, userId: string) => t.app.tracker.runReminders(new Date(now), userId);

describe('« Relancer » reminders', () => {
  it('mails the follow-ups that fell due, once, in one mail per user; not the answered, the followed up or the old ones', async () => {
    const user = await signedInUser(t.app, t.db, { firstName: 'Zoé' });
    const nestle = await create(user.token, {
      company: 'Nestlé SA',
      position: 'Comptable',
      status: 'sent',
      sent_on: '2026-02-17',
      contact_name: 'Mme Rochat',
      contact_phone: '021 924 11 11',
    });
    await create(user.token, { company: 'Migros', status: 'sent', sent_on: '2026-02-18' });
    await create(user.token, { company: 'Coop', status: 'interview', sent_on: '2026-02-10' });
    await create(user.token, { company: 'Ancienne SA', status: 'sent', sent_on: '2026-01-05' });
    const followed = await create(user.token, { company: 'Relancée SA', status: 'sent', sent_on: '2026-02-10' });
    await call(t.app, 'POST', `/api/tracker/applications/${followed.id}/follow-up/`, undefined, user.token);

    // 27 February 07:59 in Zurich: Nestlé (sent on the 17th) is due at 08:00.
    expect(await run('2026-02-27T06:59:00Z', user.id)).toEqual({ followUps: 0, interviews: 0, monthly: 0 });
    expect(await run('2026-02-27T07:00:00Z', user.id)).toMatchObject({ followUps: 1 });
    let mails = await t.mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['À relancer\u00a0: Nestlé SA – CV Suisse']);
    expect(mails[0]!.text).toContain('Bonjour Zoé,');
    expect(mails[0]!.text).toContain('• Nestlé SA – Comptable, envoyée le 17 février 2026 (contact\u00a0: Mme Rochat, 021 924 11 11)');
    expect(mails[0]!.text).toContain('http://cv.test/mes_candidatures?statut=a_relancer');

    // Later runs: Nestlé is not mailed again; Migros (due on the 28th) is.
    expect(await run('2026-02-27T09:00:00Z', user.id)).toMatchObject({ followUps: 0 });
    expect(await run('2026-02-28T07:30:00Z', user.id)).toMatchObject({ followUps: 1 });
    mails = await t.mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['À relancer\u00a0: Nestlé SA – CV Suisse', 'À relancer\u00a0: Migros – CV Suisse']);
    // « Ancienne SA » fell due on 15 January: shown in the list, never mailed.
    const list = (await call(t.app, 'GET', '/api/tracker/applications/', undefined, user.token)).json<TrackedApplication[]>();
    expect(list.find((a) => a.company === 'Ancienne SA')!.follow_up_on).toBe('2026-01-15');
    expect(await t.db.select().from(trackerReminders).where(eq(trackerReminders.userId, user.id))).toHaveLength(2);
    expect(nestle.follow_up_on).toBe('2026-02-27');
  });

  it('gathers the follow-ups of one run in one mail, follows the user’s delay and switch, and mails confirmed addresses only', async () => {
    const user = await signedInUser(t.app, t.db);
    await call(t.app, 'PUT', '/api/tracker/settings/', { follow_up_days: 5 }, user.token);
    await create(user.token, { company: 'UBS', status: 'sent', sent_on: '2026-02-20' });
    await create(user.token, { company: 'Roche', status: 'sent', sent_on: '2026-02-20' });
    expect(await run('2026-02-25T08:00:00Z', user.id)).toMatchObject({ followUps: 2 });
    const [mail] = await t.mailsTo(user.email);
    expect(mail!.subject).toBe('2 candidatures à relancer – CV Suisse');
    expect(mail!.text).toContain('Ces candidatures sont sans réponse depuis 5 jours.');

    const quiet = await signedInUser(t.app, t.db);
    await call(t.app, 'PUT', '/api/tracker/settings/', { follow_up_reminders: false }, quiet.token);
    await create(quiet.token, { company: 'UBS', status: 'sent', sent_on: '2026-02-20' });
    const unverified = await signedInUser(t.app, t.db);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
    await create(unverified.token, { company: 'UBS', status: 'sent', sent_on: '2026-02-20' });
    expect(await run('2026-03-02T08:00:00Z', quiet.id)).toMatchObject({ followUps: 0 });
    expect(await run('2026-03-02T08:00:00Z', unverified.id)).toMatchObject({ followUps: 0 });
  });

  it('sends each reminder once across two processes running at the same moment and after a restart', async () => {
    const user = await signedInUser(t.app, t.db);
    await create(user.token, { company: 'Swisscom', status: 'sent', sent_on: '2026-02-16' });
    await create(user.token, { company: 'CFF', status: 'interview', sent_on: '2026-02-16', interview_at: '2026-03-03T09:00:00+01:00' });
    // A second app process on the same database, as behind a load balancer (its clock before
    // anything is due, so that its own run at start sends nothing).
    const before = () => new Date('2026-01-01T00:00:00Z');
    const second = await buildApp({ config: t.config, database: t.database, now: before, logger: false });
    await second.ready();
    try {
      const at = new Date('2026-03-02T08:00:00Z');
      const results = await Promise.all([
        t.app.tracker.runReminders(at, user.id),
        second.tracker.runReminders(at, user.id),
        t.app.tracker.runReminders(at, user.id),
      ]);
      expect(results.reduce((n, r) => n + r.followUps, 0)).toBe(1);
      expect(results.reduce((n, r) => n + r.interviews, 0)).toBe(1);
      await second.mailer.flush();
    } finally {
      await second.close();
    }
    // « After a restart »: a new process finds the keys taken.
    const restarted = await buildApp({ config: t.config, database: t.database, now: before, logger: false });
    await restarted.ready();
    try {
      expect(await restarted.tracker.runReminders(new Date('2026-03-02T09:00:00Z'), user.id)).toEqual({ followUps: 0, interviews: 0, monthly: 0 });
    } finally {
      await restarted.close();
    }
    const subjects = (await t.mailsTo(user.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Entretien demain\u00a0: CFF – CV Suisse', 'À relancer\u00a0: Swisscom – CV Suisse']);
  });
});

describe('the interview reminder', () => {
  it('goes out the day before from 08:00, once, and again only if the interview moves', async () => {
    const user = await signedInUser(t.app, t.db);
    const app = await create(user.token, {
      company: 'Logitech',
      position: 'Ingénieure',
      status: 'sent',
      sent_on: '2026-02-20',
      interview_at: '2026-03-10T14:30:00+01:00',
      company_address: 'Rue du Lac 7',
      place: 'Lausanne',
      contact_name: 'M. Favre',
    });
    expect(app.status).toBe('interview');
    expect(await run('2026-03-09T06:59:00Z', user.id)).toMatchObject({ interviews: 0 });
    expect(await run('2026-03-09T07:00:00Z', user.id)).toMatchObject({ interviews: 1 });
    expect(await run('2026-03-09T12:00:00Z', user.id)).toMatchObject({ interviews: 0 });
    const [mail] = await t.mailsTo(user.email);
    expect(mail!.subject).toBe('Entretien demain\u00a0: Logitech – CV Suisse');
    expect(mail!.text).toContain('Votre entretien pour le poste «\u00a0Ingénieure\u00a0» chez Logitech a lieu demain, mardi 10 mars 2026 à 14\u00a0h\u00a030.');
    expect(mail!.text).toContain('Adresse\u00a0: Rue du Lac 7, Lausanne');
    expect(mail!.text).toContain(`http://cv.test/mes_candidatures/${app.id}`);
    // Moved to the 12th: a new reminder on the 11th.
    await call(t.app, 'PATCH', `/api/tracker/applications/${app.id}/`, { interview_at: '2026-03-12T10:00:00+01:00' }, user.token);
    expect(await run('2026-03-11T07:00:00Z', user.id)).toMatchObject({ interviews: 1 });
    // Refused before the interview: no reminder.
    const refused = await create(user.token, { company: 'Refus SA', status: 'sent', sent_on: '2026-02-20', interview_at: '2026-03-20T10:00:00+01:00' });
    await call(t.app, 'PATCH', `/api/tracker/applications/${refused.id}/`, { status: 'rejected' }, user.token);
    expect(await run('2026-03-19T08:00:00Z', user.id)).toMatchObject({ interviews: 0 });
  });
});

describe('the monthly reminder before the 5th', () => {
  it('tells the month’s count against the target, once, to those who asked for it', async () => {
    const user = await signedInUser(t.app, t.db);
    await call(t.app, 'PUT', '/api/tracker/settings/', { monthly_target: 10, monthly_reminder: true }, user.token);
    for (const day of ['02', '09', '16', '23', '30', '31'])
      await create(user.token, { company: `Entreprise ${day}`, status: 'rejected', sent_on: `2026-01-${day}` });
    await create(user.token, { company: 'Février SA', status: 'sent', sent_on: '2026-02-01' });
    await create(user.token, { company: 'Brouillon SA' });
    await t.db.update(trackedApplications).set({ followedUpAt: new Date() }).where(eq(trackedApplications.userId, user.id));

    expect(await run('2026-02-01T09:00:00Z', user.id)).toMatchObject({ monthly: 0 });
    expect(await run('2026-02-02T06:59:00Z', user.id)).toMatchObject({ monthly: 0 });
    expect(await run('2026-02-02T07:00:00Z', user.id)).toMatchObject({ monthly: 1 });
    expect(await run('2026-02-04T07:00:00Z', user.id)).toMatchObject({ monthly: 0 });
    const [mail] = await t.mailsTo(user.email);
    expect(mail!.subject).toBe('Preuves de recherches de janvier 2026\u00a0: 6 sur 10 – CV Suisse');
    expect(mail!.text).toContain('En janvier 2026, vous avez envoyé 6\u00a0candidatures, pour un objectif de 10\u00a0: il en manque 4.');
    expect(mail!.text).toContain('au plus tard le 5 février 2026');
    expect(mail!.text).toContain('http://cv.test/mes_candidatures/preuves?mois=2026-01');

    const notAsked = await signedInUser(t.app, t.db);
    await create(notAsked.token, { company: 'X', status: 'sent', sent_on: '2026-01-05' });
    expect(await run('2026-02-02T07:00:00Z', notAsked.id)).toMatchObject({ monthly: 0 });
  });
});
