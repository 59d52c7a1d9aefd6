import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread running the module at `source` (a URL beside the caller's own file). The
 * compiled server runs the .js file; tests and `npm run dev` run TypeScript sources, which a
 * worker thread can only load through tsx's loader (a development dependency).
 */
export function startWorker(source: URL, resourceLimits: ResourceLimits): Worker {
  if (source.pathname.endsWith('.js')) return new Worker(source, { resourceLimits });
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

/** `name.js` beside the compiled caller, `name.ts` beside its source. */
export const besideCaller = (callerUrl: string, name: string) => new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
