// The production build served as `npm start` serves it, for the benches that drive a browser.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startPgCluster } from '../scripts/pg-cluster';

export const root = path.resolve(import.meta.dirname, '..');

/** Builds the app if a source is newer than the last build (as `npm start` does). */
export function ensureBuilt(): void {
  const result = spawnSync(process.execPath, ['-e', "import('./scripts/ensure-ready.mjs').then((m) => m.ensureBuild())"], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** The compiled server on a free port and the given PostgreSQL, once its health check answers. */
export async function startServer(databaseUrl: string, name: string): Promise<{ url: string; server: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `cv-suisse-bench-${name}-`));
  const server = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LOG_LEVEL: 'warn',
      PAYMENTS: 'demo',
      MAIL: 'outbox',
    },
    stdio: ['ignore', 2, 2],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return { url, server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start within 60 s');
}

/**
 * The production build served by the compiled server on a throwaway PostgreSQL (as the journeys
 * run it) for the time of `work`; the server, the cluster and the data directory go after.
 */
export async function withProductionServer<T>(name: string, work: (url: string) => Promise<T>): Promise<T> {
  ensureBuilt();
  const cluster = await startPgCluster({ durable: true });
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  try {
    const started = await startServer(cluster.url('postgres'), name);
    server = started.server;
    dataDir = started.dataDir;
    return await work(started.url);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    cluster.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
