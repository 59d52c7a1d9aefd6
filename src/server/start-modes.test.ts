import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.js';
import { spawnAppProcess, startAppProcess } from './testing/app-process.js';
import { createTestDatabase } from './testing/test-db.js';

/** The real server process started as a deployment (NODE_ENV=production, DATABASE_URL, PUBLIC_URL, JWT_SECRET). */
let database: DatabaseHandle & { url: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

interface LogLine {
  level: number;
  msg: string;
}

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

describe('a server deployment', () => {
  it('refuses to start without Stripe and SMTP, naming both and the opt-ins', async () => {
    const server = await spawnAppProcess(database.url, { PAYMENTS: '', MAIL: '' });
    const { code } = await server.exited;
    expect(code).toBe(78);
    expect(server.output()).toContain('STRIPE_SECRET_KEY: obligatoire en production pour encaisser les abonnements (ou PAYMENTS=demo');
    expect(server.output()).toMatch(/SMTP_URL: obligatoire en production pour envoyer les e-mails \(ou MAIL=outbox: les e-mails restent dans \/.+\/outbox\)/);
    expect(server.output()).not.toContain('CV Suisse is ready');
  }, 90_000);

  it('starts with PAYMENTS=demo and MAIL=outbox, warns about both at start, and the site says so', async () => {
    const server = await startAppProcess(database.url, { PAYMENTS: 'demo', MAIL: 'outbox' });
    try {
      const warnings = logLines(server.output())
        .filter((line) => line.level === 40)
        .map((line) => line.msg);
      expect(warnings).toContain(
        'PAYMENTS=demo: payments run the demonstration provider; nobody pays and every subscription is free (the offers page says so)',
      );
      expect(
        warnings.some((msg) => /^MAIL=outbox: no e-mail is sent; each one is written to \/.+\/outbox \(the pages that promise an e-mail say so\)$/.test(msg)),
      ).toBe(true);
      // What the web app reads: the offers show « Mode démonstration », the mail pages the outbox notice.
      expect(await (await fetch(`${server.url}/api/payments/config/`)).json()).toEqual({ mode: 'demo', publishable_key: null });
    } finally {
      await server.stop();
    }
  }, 90_000);
});
