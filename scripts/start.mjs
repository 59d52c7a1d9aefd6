// `npm start`: install if needed, build if needed, then run the compiled server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ensureDependencies, root } from './ensure-ready.mjs';

ensureDependencies();
ensureBuild();

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/node/server/main.js')], {
  cwd: root,
  // The product, not a dev server: React's and every library's production build.
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
