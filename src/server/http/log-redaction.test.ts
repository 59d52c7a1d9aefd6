import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, GOOD_PASSWORD, logInAs, seedUser, uniqueEmail } from '../testing/accounts.js';
import { seedCv } from '../testing/cvs.js';
import { linkIn, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';
import { redactUrl } from './log-redaction.js';

let t: TestApp;
let sink: SmtpSink;
let logs = '';
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logs += chunk.toString('utf8');
    done();
  },
});

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ config: testConfig({ SMTP_URL: sink.url }), logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('logs', () => {
  it('keep reset tokens, verification keys and OAuth codes out of request lines', async () => {
    const { email } = await seedUser(t.database.db);
    await call(t.app, 'POST', '/api/accounts/password/reset/', { email });
    await t.app.accounts.idle();
    await t.app.mailer.flush();
    const link = linkIn(sink.to(email).at(-1)!, 'http://cv.test/auth/reset-password?');
    const token = link.searchParams.get('token')!;
    await t.app.inject({ method: 'GET', url: `/auth/reset-password?uid=${link.searchParams.get('uid')}&token=${token}` });
    await t.app.inject({ method: 'GET', url: '/auth/verify-email?key=Zm9vYmFyYmF6cXV4LXNlY3JldC1rZXktMTIzNDU2Nzg' });
    await t.app.inject({ method: 'GET', url: '/api/social/google/callback/?code=oauth-code-4f9a8b7c6d5e&state=state-0a1b2c3d4e5f' });
    await t.app.inject({ method: 'GET', url: `/api/accounts/anything/${token}/` });

    expect(logs).toContain('/auth/reset-password?uid=[redacted]&token=[redacted]');
    for (const secret of [token, 'Zm9vYmFyYmF6cXV4LXNlY3JldC1rZXktMTIzNDU2Nzg', 'oauth-code-4f9a8b7c6d5e', 'state-0a1b2c3d4e5f']) {
      expect(logs).not.toContain(secret);
    }
  });

  it('log a failed database write without its parameters: no password hash, no address, no CV', async () => {
    const db = t.database.db;
    await db.execute(sql`create function refuse_write() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`);
    await db.execute(sql`create trigger refuse_users before insert on users for each row execute function refuse_write()`);
    const email = uniqueEmail('journal');
    const res = await call(t.app, 'POST', '/api/accounts/register/', {
      email,
      password: GOOD_PASSWORD,
      first_name: 'Léa',
      last_name: 'Muller',
      accept_terms: true,
    });
    expect(res.statusCode).toBe(500);
    await db.execute(sql`drop trigger refuse_users on users`);

    const { email: owner, password, user } = await seedUser(db);
    const cv = await seedCv(db, user.id);
    const session = await logInAs(t.app, owner, password);
    await db.execute(sql`create trigger refuse_cvs before update on cvs for each row execute function refuse_write()`);
    const save = await call(
      t.app,
      'PUT',
      `/api/cvs/${cv.id}/`,
      { title: 'Expérience secrète chez Nestlé', personal_info: { firstName: 'Zoé' } },
      session.tokens.access,
    );
    expect(save.statusCode).toBe(500);
    await db.execute(sql`drop trigger refuse_cvs on cvs`);

    expect(logs).toContain('refused by test');
    expect(logs).toContain('params: [redacted]');
    for (const secret of ['$argon2id$', GOOD_PASSWORD, email, 'Expérience secrète chez Nestlé', session.tokens.access, session.tokens.refresh]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('the local outbox in production', () => {
  it('logs that a mail was written, without its sign-in link', async () => {
    let lines = '';
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines += chunk.toString('utf8');
        done();
      },
    });
    const prod = await createTestApp({
      config: testConfig({ NODE_ENV: 'production', MAIL: 'outbox', PAYMENTS: 'demo' }),
      logger: { level: 'info', stream: capture },
    });
    try {
      const res = await call(prod.app, 'POST', '/api/accounts/register/', {
        email: uniqueEmail('prod'),
        password: GOOD_PASSWORD,
        first_name: 'Chloé',
        last_name: 'Perret',
        accept_terms: true,
      });
      expect(res.statusCode).toBe(201);
      await prod.app.mailer.flush();
    } finally {
      await prod.close();
    }
    expect(lines).toContain('written to the local outbox');
    expect(lines).not.toContain('verify-email?key=');
  });
});

describe('redactUrl', () => {
  it('keeps paths and ids readable', () => {
    expect(redactUrl('/api/cvs/6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6/download/')).toBe('/api/cvs/6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6/download/');
    expect(redactUrl('/api/cvs/x/preview-image/?t=1700000000')).toBe('/api/cvs/x/preview-image/?t=[redacted]');
    expect(redactUrl('/a/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('/a/[redacted]');
    expect(redactUrl('/cv-assets/fonts/ibm-plex-sans-latin-400-normal.woff2')).toBe('/cv-assets/fonts/ibm-plex-sans-latin-400-normal.woff2');
  });
});
