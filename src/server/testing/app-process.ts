import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port.js';
import { TEST_JWT_SECRET } from './test-log.js';

const root = path.resolve(import.meta.dirname, '../../..');

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote (JSON log lines). */
  output(): string;
  /** Resolves when a log line matches. */
  waitForLog(pattern: RegExp): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/**
 * The real server (src/server/main.ts, as `npm start` runs it, through tsx) in a child process
 * of its own, on PostgreSQL: for what only a process shows (signals, several processes). It runs
 * as a server deployment with the demonstration opt-ins (PAYMENTS=demo, MAIL=outbox) unless
 * `env` says otherwise. Resolves once it is ready.
 */
export async function startAppProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const started = await spawnAppProcess(databaseUrl, env);
  await started.waitForLog(/CV Suisse is ready/);
  return started;
}

/** The same process, not waited for: it may refuse to start. */
export async function spawnAppProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'http://cv.test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cv-suisse-process-')),
      LOG_LEVEL: 'info',
      PAYMENTS: 'demo',
      MAIL: 'outbox',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const w of [...waiters]) {
      if (w.pattern.test(output)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForLog = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(output)) return resolve();
      waiters.push({ pattern, resolve });
      void exited.then(() => reject(new Error(`the app process exited before logging ${pattern}:\n${output}`)));
    });
  return {
    url,
    port,
    child,
    output: () => output,
    waitForLog,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
