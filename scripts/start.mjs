// `npm start`: install if needed, build if needed, then run the compiled server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, ensureDependencies, root } from './ensure-ready.mjs';
import { ensureDeclaredNode } from './node-runtime.mjs';

await ensureDeclaredNode(import.meta.url);
ensureDependencies();
ensureBuild();

// The browser for previews and PDFs: CHROMIUM_PATH, else Debian's Chromium, else the one that
// comes with npm ci (@sparticuz/chromium, Linux x64), unpacked once into node_modules/.cache;
// CV_SUISSE_CHROMIUM=bundled skips Debian's, to try the bundled one on a machine that has both.
const serverEnv = { ...process.env };
if (!serverEnv.BROWSER_WS_ENDPOINT) {
  const browserModule = pathToFileURL(path.join(root, 'dist/node/server/rendering/bundled-chromium.js')).href;
  const { chooseBrowser, noBrowserMessage } = await import(browserModule);
  const choice = chooseBrowser({
    configured: serverEnv.CHROMIUM_PATH,
    cacheDir: path.join(root, 'node_modules', '.cache', 'cv-suisse'),
    ignoreSystem: serverEnv.CV_SUISSE_CHROMIUM === 'bundled',
  });
  if ('path' in choice) {
    serverEnv.CHROMIUM_PATH = choice.path;
    if (choice.source === 'bundled') console.log(`Chromium: ${choice.path} (@sparticuz/chromium)`);
  } else {
    console.warn(`\n${noBrowserMessage(choice.error)}\n`);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/node/server/main.js')], {
  cwd: root,
  // The product, not a dev server: React's and every library's production build.
  env: { ...serverEnv, NODE_ENV: serverEnv.NODE_ENV || 'production' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
