import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueSession } from '../accounts/sessions.js';
import { createUser } from '../accounts/users.js';
import { queryRows } from '../db/query-rows.js';
import { mailOutbox } from '../db/schema/mail-outbox.js';
import { paymentRecords } from '../db/schema/privacy.js';
import { rateLimits } from '../db/schema/rate-limits.js';
import { socialAccounts } from '../db/schema/social.js';
import { users } from '../db/schema/users.js';
import { call, createAccountsTestApp, MINUTE, type ApiBody } from '../testing/accounts.js';
import { fullAccount } from './testing/full-account.js';
import { databaseTables, rowCounts, rowsMentioning, schemaTables, type SchemaTable } from './testing/schema-tables.js';

type TestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;
let t: TestApp;
let tables: SchemaTable[];

beforeAll(async () => {
  t = await createAccountsTestApp();
  tables = await schemaTables();
});
afterAll(async () => t?.close());

const digest = (subject: string) => createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 40);

describe('the schema the erasure test reads', () => {
  it('lists every table PostgreSQL has, and every key to users', async () => {
    expect(tables.map((x) => x.name)).toEqual(await databaseTables(t.db));
    // Tables of today; a table added later joins these lists without anyone editing this test.
    expect(tables.map((x) => x.name)).toEqual(
      expect.arrayContaining([
        'users',
        'cvs',
        'cv_versions',
        'cv_photos',
        'cv_renders',
        'letters',
        'letter_signatures',
        'attachments',
        'applications',
        'subscriptions',
        'mail_outbox',
        'rate_limits',
        'payment_records',
        'data_exports',
      ]),
    );
    const keys = await queryRows<{ t: string; c: string }>(
      t.db,
      sql`
      select c.conrelid::regclass::text as t, a.attname as c from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass`,
    );
    const fromSchema = tables.flatMap((x) => x.userColumns.map((c) => `${x.name}.${c}`)).sort();
    expect(keys.map((k) => `${k.t}.${k.c}`).sort()).toEqual(fromSchema);
    expect(fromSchema).toEqual(expect.arrayContaining(['cvs.user_id', 'contact_messages.user_id', 'preview_images.user_id', 'data_exports.user_id']));
  });
});

describe('« Supprimer mon compte »', () => {
  it('erases everything the account owns, in every table, and nothing of anyone else', { timeout: 180_000 }, async () => {
    const bystander = await fullAccount(t);
    const before = await rowCounts(t.db, tables);
    const victim = await fullAccount(t);
    const newAddress = `nouvelle.${victim.marker.toLowerCase()}@example.ch`;
    const gmail = `${victim.marker.toLowerCase()}@gmail.test`;
    const needles = [victim.id, victim.email, newAddress, gmail, victim.marker];
    // The account really holds all of it (the check below would pass on an empty account).
    const held = await rowsMentioning(t.db, tables, needles);
    for (const table of [
      'users',
      'cvs',
      'cv_versions',
      'letters',
      'attachments',
      'applications',
      'subscriptions',
      'social_accounts',
      'contact_messages',
      'account_tokens',
      'mail_outbox',
      'data_exports',
      'tracked_applications',
      'tracker_settings',
    ]) {
      expect(
        Object.keys(held).some((k) => k.startsWith(`${table} `)),
        table,
      ).toBe(true);
    }
    expect((await rowCounts(t.db, tables)).rate_limits).toBeGreaterThan(before.rate_limits!);

    const cancelNow = vi.spyOn(t.app.billing.provider, 'cancelNow');
    const refresh = (await call(t.app, 'POST', '/api/accounts/login/', { email: victim.email, password: victim.password })).json<ApiBody>().tokens.refresh;
    const res = await call(t.app, 'POST', '/api/accounts/data/delete/', { password: victim.password }, victim.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Votre compte a été supprimé. Un e-mail de confirmation vous a été envoyé.' });

    // The demo subscription was ended at the provider, at once.
    expect(cancelNow).toHaveBeenCalledTimes(1);
    const ended: unknown = await cancelNow.mock.results[0]!.value;
    expect(ended).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false, endedAt: t.clock.now() });
    cancelNow.mockRestore();

    // Tokens are refused at once; the password no longer opens anything.
    expect((await call(t.app, 'GET', '/api/accounts/profile/', undefined, victim.token)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh })).statusCode).toBe(401);

    // The confirmation mail, delivered, leaves no row behind.
    const [mail] = (await t.mailsTo(victim.email)).filter((m) => m.subject === 'Votre compte CV Suisse a été supprimé');
    expect(mail?.text).toContain('Votre abonnement a été résilié immédiatement auprès de notre prestataire de paiement');
    expect(mail?.text).toContain('La période déjà payée n’est pas remboursée');
    expect(mail?.text).toContain('art. 958f du Code des obligations');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, victim.email))).toEqual([]);

    // No row of any table names the account, its addresses or its content.
    expect(await rowsMentioning(t.db, tables, needles)).toEqual({});
    for (const table of tables) {
      for (const column of table.userColumns) {
        const [row] = await queryRows<{ n: string }>(
          t.db,
          sql`select count(*) as n from ${sql.identifier(table.name)} where ${sql.identifier(column)} = ${victim.id}`,
        );
        expect(Number(row!.n), `${table.name}.${column}`).toBe(0);
      }
    }
    // Every table is back to what it held before the account existed (the bystander's rows
    // untouched): no file left in the document store, no cache, no copy; the accounting record
    // of the 1 EUR trial is the only thing added, and the rate-limit counters are checked below.
    const after = await rowCounts(t.db, tables);
    const { payment_records: kept, rate_limits: _limits, ...rest } = after;
    const { payment_records: keptBefore, rate_limits: _limitsBefore, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(kept).toBe(keptBefore! + 1);
    expect(after.attachments).toBeGreaterThan(0);
    const records = await t.db.select().from(paymentRecords);
    expect(records.at(-1)).toMatchObject({
      provider: 'demo',
      amount: 100,
      currency: 'eur',
      description: 'Essai 14 jours',
      status: 'paid',
      retainUntil: '2036-12-31',
    });
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    for (const subject of [victim.id, `user:${victim.id}`, victim.email, newAddress])
      expect(
        keys.filter((k) => k.endsWith(`:${digest(subject)}`)),
        subject,
      ).toEqual([]);
    expect(keys.some((k) => k.endsWith(`:${digest(bystander.id)}`))).toBe(true);

    // The address no longer opens anything (a failed attempt counts like one for any unknown address).
    const login = await call(t.app, 'POST', '/api/accounts/login/', { email: victim.email, password: victim.password });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ non_field_errors: ['Adresse e-mail ou mot de passe incorrect.'] });

    // The bystander still signs in and finds everything.
    const list = await call(t.app, 'GET', '/api/cvs/list/', undefined, bystander.token);
    expect(list.json<Array<{ title: string }>>().map((cv) => cv.title)).toEqual([`CV ${bystander.marker}`]);
  });

  it('asks for the password, and a wrong one erases nothing', async () => {
    const victim = await fullAccount(t);
    const missing = await call(t.app, 'POST', '/api/accounts/data/delete/', {}, victim.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: ['Saisissez votre mot de passe pour confirmer la suppression.'] });
    const wrong = await call(t.app, 'POST', '/api/accounts/data/delete/', { password: 'pas-le-bon' }, victim.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['Mot de passe incorrect.'] });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, victim.id))).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/cvs/list/', undefined, victim.token)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/accounts/data/delete/', { password: victim.password })).statusCode).toBe(401);
  }, 120_000);

  it('an account without a password confirms with a fresh sign-in at its provider', async () => {
    const user = await createUser(
      t.db,
      { email: `social.${Date.now()}@example.ch`, emailVerifiedAt: t.clock.now(), termsAcceptedAt: t.clock.now() },
      t.clock.now(),
    );
    await t.db.insert(socialAccounts).values({ provider: 'linkedin', subject: `li-${user.id}`, userId: user.id, email: user.email, createdAt: t.clock.now() });
    const old = await issueSession(t.db, user, { config: t.config, now: t.clock.now, remember: false });
    t.clock.advance(11 * MINUTE);
    const summary: unknown = (
      await call(
        t.app,
        'GET',
        '/api/accounts/data/summary/',
        undefined,
        (await issueSession(t.db, user, { config: t.config, now: t.clock.now, remember: false })).access,
      )
    ).json();
    expect(summary).toMatchObject({ reauth: { method: 'social', providers: ['linkedin'] }, linked_providers: ['linkedin'] });

    // Signed in 11 minutes ago: too long.
    const stale = await call(t.app, 'POST', '/api/accounts/data/delete/', {}, old.access);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      detail: 'Pour confirmer qu’il s’agit bien de vous, reconnectez-vous avec LinkedIn, puis supprimez votre compte dans les minutes qui suivent.',
      code: 'reauthentication_required',
    });
    const fresh = await issueSession(t.db, user, { config: t.config, now: t.clock.now, remember: false });
    t.clock.advance(5 * MINUTE);
    const res = await call(t.app, 'POST', '/api/accounts/data/delete/', {}, fresh.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('keeps the account whole when the provider cannot end the subscription', async () => {
    const victim = await fullAccount(t);
    const failing = vi.spyOn(t.app.billing.provider, 'cancelNow').mockRejectedValueOnce(new Error('provider down'));
    const res = await call(t.app, 'POST', '/api/accounts/data/delete/', { password: victim.password }, victim.token);
    failing.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      detail:
        'Votre abonnement n’a pas pu être résilié auprès de notre prestataire de paiement, et votre compte n’a donc pas été supprimé. Réessayez dans quelques minutes.',
      code: 'provider_unavailable',
    });
    expect((await call(t.app, 'GET', '/api/cvs/list/', undefined, victim.token)).json<unknown[]>()).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/payments/subscription/', undefined, victim.token)).json()).toMatchObject({ data: { status: 'trial_paid' } });
  }, 120_000);
});
