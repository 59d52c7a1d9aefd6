// `npm test`: everything CI gates, in order, stopping at the first failure.
import { ensureBuild, ensureDependencies, run } from './ensure-ready.mjs';
import { ensureDeclaredNode } from './node-runtime.mjs';

await ensureDeclaredNode(import.meta.url);
const started = Date.now();
console.log(`Node ${process.version} (${process.execPath})`);
ensureDependencies();
run('npm', ['run', 'format:check']);
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'knip']);
run('npx', ['vitest', 'run']);
ensureBuild({ force: true });
run('npx', ['playwright', 'test']);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
