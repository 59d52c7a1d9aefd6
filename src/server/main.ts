import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { developmentLogTransport } from './http/log-format.js';
import { cvRenderAssetFiles } from './rendering/cv-asset-files.js';
import { findChromium } from './rendering/find-chromium.js';
import { createRenderer } from './rendering/renderer.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }

  // Pool errors go to the app's log once it exists (to stderr before).
  let logPoolError = (err: Error) => console.error('database: an idle connection failed; the pool replaces it:', err.message);
  const database = await openDatabase({ ...config.database, onPoolError: (err) => logPoolError(err) });
  await database.migrate();
  // Chromium starts on the first render, not here: the server starts without it.
  const renderer = createRenderer({ ...config.rendering, assetFiles: cvRenderAssetFiles() });
  const app = await buildApp({ config, database, renderer, logger: developmentLogTransport(config) });
  logPoolError = (err) => app.log.error({ err }, 'database: an idle connection failed; the pool replaces it');
  app.log.info({ database: database.kind }, database.kind === 'pglite' ? `database: embedded PGlite in ${config.database.pgliteDir}` : 'database: PostgreSQL');

  // An explicit opt-in (PAYMENTS=demo, MAIL=outbox) is said at every start, never silently.
  for (const warning of config.demoWarnings) app.log.warn(warning);

  if (!config.rendering.browserWsEndpoint && !findChromium(config.rendering.chromiumPath)) {
    app.log.warn(
      'Chromium is not installed: previews and PDF downloads will fail until it is. ' +
        'Install it with: sudo apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH).',
    );
  }

  // SIGTERM: new requests get 503 while in-flight ones finish (up to the grace period), then
  // the listener and the idle keep-alive connections close, then the database; exit 0.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    app.log.info({ signal, graceMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than the grace period: forced');
      process.exit(1);
    }, graceMs + 5_000).unref();
    try {
      const { drained } = await app.drain(Date.now() + graceMs);
      if (!drained) app.log.warn('grace period over with requests still in flight');
      app.server.closeIdleConnections();
      await app.close();
      await database.close();
      clearTimeout(force);
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // Under `npm run dev` the app is Vite's (PUBLIC_URL), which forwards /api here: say which to open.
  const behindDevServer = !config.isProduction && new URL(config.publicUrl).port !== String(config.port);
  app.log.info(
    behindDevServer
      ? `CV Suisse is ready: open ${config.publicUrl} (the API behind it listens on port ${config.port})`
      : `CV Suisse is ready on ${config.publicUrl}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
