import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from './test-db.js';
import { TEST_JWT_SECRET, testLogStream } from './test-log.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle & { url: string };
  config: Config;
  close(): Promise<void>;
}

/** A test configuration: fixed secret, temporary data directory, nothing external configured. */
/** The render service's endpoint in the « remote-render » project; undefined elsewhere. */
function renderService(): string | undefined {
  return inject('renderServiceEndpoint');
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cv-suisse-data-')),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://cv.test',
    // The « remote-render » project renders on a separately started render service (vitest.config.ts).
    ...(renderService() ? { BROWSER_WS_ENDPOINT: renderService() } : {}),
    ...env,
  });
}

/** buildApp() on a fresh database of its own; close() releases both. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = overrides.config ?? testConfig();
  // Logged for real (to a file grepped for secrets afterwards, see test-log.ts).
  const app = await buildApp({ config, database, logger: { level: 'info', stream: testLogStream() }, ...overrides });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
