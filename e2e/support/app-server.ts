import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/pg-cluster';

const root = path.resolve(import.meta.dirname, '../..');

/** A database of its own on the journeys' PostgreSQL (the app migrates it when it starts). */
export async function createDatabase(prefix: string): Promise<string> {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) throw new Error('E2E_DATABASE_URL is not set: run the journeys with `npx playwright test`.');
  const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return base.replace(/\/[^/]+$/, `/${name}`);
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app did not answer ${url}/api/health/`);
}

export interface AppServer {
  url: string;
  /** Stops the process (SIGTERM, as a deploy does) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and database, and waits until it answers. */
  start(): Promise<void>;
}

/**
 * The production build in a process of its own, on `databaseUrl`: the journeys' shared server
 * (global-setup.ts), or a journey's own (one that restarts it, or needs other settings). The
 * secret stays the same across restarts: tokens stay valid.
 */
export async function startAppServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: { port?: number; dataDir?: string } = {},
): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cv-suisse-e2e-own-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/node/server/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: 'e2e-own-server-secret-e2e-own-server-secret',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(url, child);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url, start, stop };
}
