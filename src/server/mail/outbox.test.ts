import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/pg-cluster.js';
import { mailOutbox } from '../db/schema/mail-outbox.js';
import { call, MINUTE, seedUser, testClock, uniqueEmail } from '../testing/accounts.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';
import { enqueueMail, GIVE_UP_AFTER_MS, MailWorker, retryDelayMs } from './outbox.js';
import type { MailTransport } from './transport.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function app(env: Record<string, string>, clock = testClock()): Promise<TestApp> {
  const t = await createTestApp({ config: testConfig(env), now: clock.now });
  cleanups.push(() => t.close());
  return t;
}

/** Asks for a reset and waits until its mail is queued (it is queued after the answer). */
const requestReset = async (t: TestApp, email: string) => {
  const res = await call(t.app, 'POST', '/api/accounts/password/reset/', { email });
  await t.app.accounts.idle();
  return res;
};

describe('mail outbox', () => {
  it('never fails the request when SMTP is down, and delivers once it is back', async () => {
    const port = await freePort();
    const clock = testClock();
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` }, clock);
    const { email } = await seedUser(t.database.db);

    const res = await requestReset(t, email);
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();
    let [row] = await t.database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, recipient: email });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);

    // Not due yet: nothing happens.
    await t.app.mailer.flush();
    [row] = await t.database.db.select().from(mailOutbox);
    expect(row?.attempts).toBe(1);

    const sink: SmtpSink = await startSmtpSink(port);
    cleanups.push(() => sink.close());
    clock.advance(30_000);
    await t.app.mailer.flush();
    [row] = await t.database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, textBody: null, htmlBody: null });
    expect(sink.to(email)).toHaveLength(1);
  });

  it('backs off exponentially up to one hour, and gives up after 48 hours', async () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
    const port = await freePort();
    const clock = testClock();
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` }, clock);
    const { email } = await seedUser(t.database.db);
    await requestReset(t, email);
    await t.app.mailer.flush();
    clock.advance(GIVE_UP_AFTER_MS);
    await t.app.mailer.flush();
    const [row] = await t.database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('rolls the mail back with the action: a refused registration queues nothing', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const t = await app({ SMTP_URL: sink.url });
    const { email } = await seedUser(t.database.db);
    const res = await call(t.app, 'POST', '/api/accounts/register/', {
      email,
      password: 'Lac-Léman-au-printemps-42',
      first_name: 'A',
      last_name: 'B',
      accept_terms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('without SMTP_URL writes each mail to the local outbox as .eml and .json, with its links', async () => {
    const t = await app({});
    const email = uniqueEmail('local');
    const res = await call(t.app, 'POST', '/api/accounts/register/', {
      email,
      password: 'Lac-Léman-au-printemps-42',
      first_name: 'Chloé',
      last_name: 'Perret',
      accept_terms: true,
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailer.flush();
    const dir = t.config.mail.outboxDir;
    const files = readdirSync(dir).sort();
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const summary = JSON.parse(
      readFileSync(
        path.join(
          dir,
          files.find((f) => f.endsWith('.json'))!,
        ),
        'utf8',
      ),
    ) as { links: string[] };
    expect(summary).toMatchObject({ kind: 'email_verification', to: email, subject: 'Confirmez votre adresse e-mail – CV Suisse' });
    expect(summary.links[0]).toMatch(/^http:\/\/cv\.test\/auth\/verify-email\?key=[\w-]{43}$/);
    const eml = readFileSync(
      path.join(
        dir,
        files.find((f) => f.endsWith('.eml'))!,
      ),
      'utf8',
    );
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain('Content-Type: text/html');
  });

  it('builds links from PUBLIC_URL, never from the Host header', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const t = await app({ SMTP_URL: sink.url, PUBLIC_URL: 'https://cv-suisse.ch' });
    const { email } = await seedUser(t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password/reset/',
      payload: { email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    await t.app.accounts.idle();
    await t.app.mailer.flush();
    const [mail] = sink.to(email);
    expect(mail?.text).toContain('https://cv-suisse.ch/auth/reset-password?uid=');
    expect(mail?.text).not.toContain('evil');
    expect(mail?.html).not.toContain('evil');
  });

  it('two workers (app processes) deliver each mail once', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const clock = testClock();
    const first = await app({ SMTP_URL: sink.url }, clock);
    const { buildApp } = await import('../app.js');
    const second = await buildApp({ config: first.config, database: first.database, logger: false, now: clock.now });
    await second.ready();
    cleanups.push(() => second.close());
    const emails = await Promise.all(Array.from({ length: 6 }, () => seedUser(first.database.db).then((s) => s.email)));
    for (const email of emails) await requestReset(first, email);
    await Promise.all([first.app.mailer.flush(), second.mailer.flush()]);
    clock.advance(MINUTE);
    await Promise.all([first.app.mailer.flush(), second.mailer.flush()]);
    expect(sink.mails).toHaveLength(6);
  });

  it('holds a claim by the database clock: a worker whose clock runs months ahead does not take a mail being sent', async () => {
    // The app's own worker runs a year behind: the mail is not due for it.
    const t = await app({}, testClock('2025-01-01T00:00:00Z'));
    const db = t.database.db;
    const behind = new Date('2026-01-01T00:00:00Z');
    const ahead = new Date('2026-11-27T00:00:00Z');
    await enqueueMail(db, { kind: 'email_verification', to: 'lease@example.ch', subject: 'Bail', text: 't', html: 'h' }, behind);
    const sent: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const slow: MailTransport = {
      send: async (m) => {
        started();
        await held;
        sent.push(`slow ${m.subject}`);
      },
      close: () => {},
      kind: 'smtp',
    };
    const quick: MailTransport = { send: async (m) => void sent.push(`quick ${m.subject}`), close: () => {}, kind: 'smtp' };
    const log = t.app.log;
    const first = new MailWorker({ db, transport: slow, now: () => behind, log });
    const second = new MailWorker({ db, transport: quick, now: () => ahead, log });
    const firstRound = first.flush();
    await sending;
    await second.flush();
    release();
    await firstRound;
    await second.flush();
    expect(sent).toEqual(['slow Bail']);
  });

  it('delivers the mails due at the same instant in the order they were written', async () => {
    // The app's own worker runs a year behind: only the worker below sends these.
    const t = await app({}, testClock('2025-01-01T00:00:00Z'));
    const db = t.database.db;
    const at = new Date('2026-03-02T09:00:00Z');
    const mail = (subject: string) => ({ kind: 'password_reset', to: 'ordre@example.ch', subject, text: 't', html: 'h' });
    const first = await enqueueMail(db, mail('Premier'), new Date(at.getTime() - 30_000));
    // Two more are written while the first one's attempt is failing (one action's mails share its instant)...
    await enqueueMail(db, mail('Deuxième'), at);
    await enqueueMail(db, mail('Troisième'), at);
    // ...and the failure sets its retry to that same instant: the database now holds it after them.
    await db.update(mailOutbox).set({ attempts: 1, nextAttemptAt: at, lastError: 'ECONNRESET' }).where(eq(mailOutbox.id, first));
    const sent: string[] = [];
    const recording: MailTransport = { send: async (m) => void sent.push(m.subject), close: () => {}, kind: 'smtp' };
    await new MailWorker({ db, transport: recording, now: () => at, log: t.app.log }).flush();
    expect(sent).toEqual(['Premier', 'Deuxième', 'Troisième']);
  });
});
