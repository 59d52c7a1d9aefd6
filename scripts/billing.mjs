// `npm run billing:sync -- <email|all>` and `npm run billing:demo-clock -- <email> <days>`:
// build if needed, then run the compiled operator command (src/server/billing/billing-command.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, root } from './ensure-ready.mjs';

ensureBuild();
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/node/server/billing/billing-command.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
