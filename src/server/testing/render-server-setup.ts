import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The « remote-render » project's render service: `render-server-command.ts` (what `npm run
 * render:server` runs) started as a process of its own, its endpoint handed to every test app of
 * the project as BROWSER_WS_ENDPOINT (testConfig). Stopped with SIGTERM at the end.
 */
export default async function setup(project: TestProject) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/rendering/render-server-command.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', RENDER_SERVER_PORT: '0', ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const endpoint = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Service de rendu prêt : (ws:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the render service exited (${code}): ${output}`)));
  });
  project.provide('renderServiceEndpoint', endpoint);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    renderServiceEndpoint: string;
  }
}
