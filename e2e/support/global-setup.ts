// Starts what the journeys run against: a throwaway PostgreSQL and the production build of
// the app on a free port with a fresh database. Workers read the addresses from the env.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startPgCluster } from '../../scripts/pg-cluster';
import { startTestProviders } from '../../src/server/social/testing/test-providers';
import { startAppServer } from './app-server';
import { E2E_CONTACT_TO } from './constants';
import { startMailSink } from './mail-sink';

export default async function globalSetup() {
  const cluster = await startPgCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database e2e');
  await admin.end();
  const databaseUrl = cluster.url('e2e');

  // A real SMTP server on loopback: every mail the app sends lands as an .eml file that the
  // journeys read (e2e/support/mailbox.ts).
  const mailDir = mkdtempSync(path.join(tmpdir(), 'cv-suisse-e2e-mail-'));
  const mailSink = await startMailSink(mailDir);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cv-suisse-e2e-'));

  // A real OpenID provider on loopback standing in for Google, LinkedIn and Apple.
  const providers = await startTestProviders(baseUrl);
  const server = await startAppServer(
    databaseUrl,
    {
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      SMTP_URL: mailSink.url,
      // The journeys pay with the demonstration provider (docs/configuration.md, PAYMENTS).
      PAYMENTS: 'demo',
      CONTACT_TO: E2E_CONTACT_TO,
      // The job-search reminders are looked for every 2 s, so that a journey sees its « Relancer » mail.
      TRACKER_REMINDERS_INTERVAL_SECONDS: '2',
      ...providers.env,
    },
    { port, dataDir },
  );

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_OIDC_ISSUER = providers.idp.issuer;

  return async () => {
    await server.stop();
    cluster.stop();
    await mailSink.close();
    await providers.idp.close();
  };
}
