import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsAfter, monthsBefore, RETENTION } from '../../domain/privacy/retention.js';
import { webhookEvents } from '../db/schema/billing.js';
import { contactMessages } from '../db/schema/contact-messages.js';
import { cvs } from '../db/schema/cvs.js';
import { mailOutbox } from '../db/schema/mail-outbox.js';
import { paymentRecords } from '../db/schema/privacy.js';
import { users } from '../db/schema/users.js';
import { call, createAccountsTestApp, DAY, HOUR, logInAs, MINUTE } from '../testing/accounts.js';
import { seedCv, seedSubscription, signedInUser } from '../testing/cvs.js';

type TestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

/** Moves the test clock forward to `at`. */
function moveTo(at: Date) {
  const ms = at.getTime() - t.clock.now().getTime();
  expect(ms).toBeGreaterThanOrEqual(0);
  t.clock.advance(ms);
}

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const subjects = async (email: string) => (await t.mailsTo(email)).map((m) => m.subject);

describe('the retention the privacy page states', () => {
  it('the figures the job reads', () => {
    expect(RETENTION).toEqual({ inactiveAccountMonths: 30, inactivityWarningDays: 30, binDays: 30, logDays: 30, accountingYears: 10, exportDays: 7 });
  });

  it('an inactive account is warned 30 days before its 2,5 years, then erased; a sign-in in between keeps it', { timeout: 120_000 }, async () => {
    const t0 = t.clock.now();
    expect(t0.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    const a = await signedInUser(t.app, t.db);
    const b = await signedInUser(t.app, t.db);
    const c = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, c.id, { periodEnd: new Date('2099-01-01T00:00:00Z') });
    const d = await signedInUser(t.app, t.db);
    const { tokens: dTokens } = await logInAs(t.app, d.email, d.password, true);
    moveTo(new Date(t0.getTime() + 20 * DAY));
    // Using the app (a session refresh) is activity too.
    expect((await call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh: dTokens.refresh })).statusCode).toBe(200);

    const limit = monthsAfter(t0, RETENTION.inactiveAccountMonths);
    expect(limit.toISOString()).toBe('2028-09-02T09:00:00.000Z');

    // Just before the notice period: nothing.
    moveTo(new Date(limit.getTime() - 30 * DAY - HOUR));
    expect(await t.app.privacy.runRetention(t.clock.now())).toMatchObject({ warned: 0, erased: 0 });
    expect(await subjects(a.email)).toEqual([]);

    // 30 days before: the warning, once.
    moveTo(new Date(limit.getTime() - 30 * DAY + HOUR));
    expect(await t.app.privacy.runRetention(t.clock.now())).toMatchObject({ warned: 2, erased: 0 });
    expect(await t.app.privacy.runRetention(t.clock.now())).toMatchObject({ warned: 0, erased: 0 });
    const [warning] = await t.mailsTo(a.email);
    expect(warning?.subject).toBe('Votre compte CV Suisse sera supprimé le 2 septembre 2028');
    expect(warning?.text).toContain('Connectez-vous pour garder votre compte\u00a0: une seule connexion suffit, et rien ne sera supprimé.');
    expect(warning?.text).toContain('n’a pas été utilisé depuis près de 2,5\u00a0ans');
    expect(await subjects(b.email)).toEqual(['Votre compte CV Suisse sera supprimé le 2 septembre 2028']);
    expect(await subjects(c.email)).toEqual([]);
    expect(await subjects(d.email)).toEqual([]);

    // B signs in in between.
    moveTo(new Date(limit.getTime() - 20 * DAY));
    await logInAs(t.app, b.email, b.password);
    expect((await userRow(b.id))?.inactivityWarnedAt).toBeNull();

    // The limit is reached, but A was warned less than 30 days ago: not yet. D is warned now.
    moveTo(new Date(limit.getTime() + 30 * MINUTE));
    expect(await t.app.privacy.runRetention(t.clock.now())).toMatchObject({ warned: 1, erased: 0 });
    expect(await subjects(d.email)).toEqual(['Votre compte CV Suisse sera supprimé le 2 octobre 2028']);

    // 30 days after the warning: A is erased, with a last mail; B, C and D stay.
    moveTo(new Date(limit.getTime() + HOUR + MINUTE));
    expect(await t.app.privacy.runRetention(t.clock.now())).toMatchObject({ warned: 0, erased: 1 });
    expect(await userRow(a.id)).toBeUndefined();
    const erased = (await t.mailsTo(a.email)).at(-1);
    expect(erased?.subject).toBe('Votre compte CV Suisse a été supprimé');
    expect(erased?.text).toContain('personne ne l’avait utilisé depuis 2,5\u00a0ans, comme nous vous l’avions annoncé 30\u00a0jours plus tôt.');
    expect((await logInAs(t.app, b.email, b.password)).user.id).toBe(b.id);
    expect(await userRow(c.id)).toMatchObject({ inactivityWarnedAt: null });
    expect(await userRow(d.id)).toBeDefined();
    expect(await subjects(b.email)).toHaveLength(1);
  });

  it('the bin: a CV deleted 30 days ago is erased, with nobody looking at the list', async () => {
    const u = await signedInUser(t.app, t.db);
    const gone = await seedCv(t.db, u.id, { title: 'Supprimé il y a longtemps' });
    const recent = await seedCv(t.db, u.id, { title: 'Supprimé hier' });
    expect((await call(t.app, 'DELETE', `/api/cvs/${gone.id}/delete/`, undefined, u.token)).statusCode).toBe(204);
    t.clock.advance(RETENTION.binDays * DAY - 2 * DAY);
    expect(
      (await call(t.app, 'DELETE', `/api/cvs/${recent.id}/delete/`, undefined, (await logInAs(t.app, u.email, u.password)).tokens.access)).statusCode,
    ).toBe(204);
    t.clock.advance(DAY);
    await t.app.privacy.runRetention(t.clock.now());
    expect(
      (
        await t.db
          .select({ id: cvs.id })
          .from(cvs)
          .where(inArray(cvs.id, [gone.id, recent.id]))
      )
        .map((r) => r.id)
        .sort(),
    ).toEqual([gone.id, recent.id].sort());
    t.clock.advance(DAY + MINUTE);
    const report = await t.app.privacy.runRetention(t.clock.now());
    expect(report.binPurged).toBe(1);
    expect(
      (
        await t.db
          .select({ id: cvs.id })
          .from(cvs)
          .where(inArray(cvs.id, [gone.id, recent.id]))
      ).map((r) => r.id),
    ).toEqual([recent.id]);
  });

  it('the logs: the mail delivery log and webhook receipts after 30 days; contact messages after 2,5 years; accounting records after their ten years', async () => {
    const now = t.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const row = (id: string, createdAt: Date) => ({
      id,
      kind: 'password_reset',
      recipient: 'log@example.ch',
      subject: 'x',
      status: 'sent',
      nextAttemptAt: createdAt,
      createdAt,
      sentAt: createdAt,
    });
    await t.db.insert(mailOutbox).values([row('00000000-0000-4000-8000-000000000031', ago(31)), row('00000000-0000-4000-8000-000000000029', ago(29))]);
    await t.db.insert(webhookEvents).values([
      { id: 'evt_old', type: 'invoice.paid', receivedAt: ago(31) },
      { id: 'evt_recent', type: 'invoice.paid', receivedAt: ago(29) },
    ]);
    const record = (id: string, retainUntil: string) => ({
      provider: 'stripe',
      providerInvoiceId: id,
      amount: 1499,
      currency: 'eur',
      description: 'Mensuel',
      status: 'paid',
      invoicedAt: ago(4000),
      accountErasedAt: ago(10),
      retainUntil,
    });
    const today = now.toISOString().slice(0, 10);
    const message = (subject: string, createdAt: Date) => ({ email: 'visiteur@example.ch', name: 'Visiteur', subject, message: 'Bonjour', createdAt });
    await t.db
      .insert(contactMessages)
      .values([message('ancien', new Date(monthsBefore(now, 30).getTime() - MINUTE)), message('récent', new Date(monthsBefore(now, 30).getTime() + MINUTE))]);
    await t.db.insert(paymentRecords).values([record('in_past', '2016-12-31'), record('in_today', today), record('in_future', '2036-12-31')]);

    const report = await t.app.privacy.runRetention(now);
    expect(report).toMatchObject({ webhookLogPurged: 1, paymentRecordsPurged: 1, contactMessagesPurged: 1 });
    expect(
      (await t.db.select({ subject: contactMessages.subject }).from(contactMessages).where(eq(contactMessages.email, 'visiteur@example.ch'))).map(
        (m) => m.subject,
      ),
    ).toEqual(['récent']);
    expect((await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, 'log@example.ch'))).map((r) => r.id)).toEqual([
      '00000000-0000-4000-8000-000000000029',
    ]);
    expect((await t.db.select({ id: webhookEvents.id }).from(webhookEvents)).map((r) => r.id)).toEqual(['evt_recent']);
    expect((await t.db.select({ id: paymentRecords.providerInvoiceId }).from(paymentRecords)).map((r) => r.id).sort()).toEqual(['in_future', 'in_today']);
  });
});
