// Starts what the journeys run against: a throwaway PostgreSQL and the production build of
// the app on a free port with a fresh database. Workers read the addresses from the env.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startPgCluster } from '../../scripts/pg-cluster';
import { startTestProviders } from '../../src/server/social/testing/test-providers';
import { E2E_CONTACT_TO } from './constants';
import { startMailSink } from './mail-sink';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, server: { exitCode: number | null }, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app did not answer ${url}/api/health/ within ${timeoutMs} ms`);
}

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
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/node/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      SMTP_URL: mailSink.url,
      // The journeys pay with the demonstration provider (docs/configuration.md, PAYMENTS).
      PAYMENTS: 'demo',
      CONTACT_TO: E2E_CONTACT_TO,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...providers.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_OIDC_ISSUER = providers.idp.issuer;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    cluster.stop();
    await mailSink.close();
    await providers.idp.close();
  };
}
