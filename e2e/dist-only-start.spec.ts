// docs/deployment.md says: ship dist/ with the production node_modules. This journey does
// exactly that: it copies dist/ and package*.json to a folder outside the project, links in
// only the production dependency tree (`npm ls --omit=dev`), starts the server there with an
// empty embedded database, and checks that it answers, serves a page, ran its migrations and
// read its common-password list; any file still read from src/ or any dev dependency needed
// at run time makes it fail.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/pg-cluster';
import { expect, test } from './support/fixtures';

const root = path.resolve(import.meta.dirname, '..');

/** Hard-links a folder's files (a copy when the temp folder is on another device). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      linkTree(source, target);
    } else if (entry.isSymbolicLink()) {
      cpSync(source, target, { verbatimSymlinks: true });
    } else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * The installed production packages, as paths relative to the project (node_modules/...,
 * nested ones included): each is linked on its own, without the packages it nests, so that a
 * development package nested somewhere does not come along.
 */
function productionPackages(): string[] {
  const out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8' });
  const packages = out
    .split('\n')
    .map((line) => path.relative(root, line.trim()))
    .filter((rel) => rel.startsWith('node_modules' + path.sep));
  return [...new Set(packages)];
}

function linkPackage(rel: string, into: string): void {
  const from = path.join(root, rel);
  const to = path.join(into, rel);
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue; // nested packages are listed on their own
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true });
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

let folder: string;
let server: ChildProcess | undefined;

test.afterEach(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('the server starts from a copy of dist/ and the production node_modules alone', async ({ page }) => {
  // Linking a few thousand files and a first start with migrations, on a busy machine.
  test.setTimeout(180_000);
  expect(existsSync(path.join(root, 'dist/node/server/main.js')), 'run `npm run build` first').toBe(true);

  folder = mkdtempSync(path.join(tmpdir(), 'cv-suisse-dist-only-'));
  cpSync(path.join(root, 'dist'), path.join(folder, 'dist'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(root, file), path.join(folder, file));
  const packages = productionPackages();
  for (const rel of packages) linkPackage(rel, folder);
  // A development-only package is not there (the check that the copy is what it claims).
  expect(existsSync(path.join(folder, 'node_modules/vite'))).toBe(false);
  expect(existsSync(path.join(folder, 'node_modules/fastify'))).toBe(true);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/node/server/main.js'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: path.join(folder, 'data'),
      JWT_SECRET: 'dist-only-secret-dist-only-secret-dist-only',
      LOG_LEVEL: 'info',
      PAYMENTS: 'demo',
      MAIL: 'outbox',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(url, server, () => output);

  // A page, with its content put in the HTML by dist/ssr, then run by the browser.
  const html = await (await fetch(`${url}/`)).text();
  expect(html).toContain('<h1');
  await page.goto(`${url}/`);
  await expect(page).toHaveTitle(/CV Suisse/);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

  // The migrations ran (the accounts tables exist) and the common-password list was read.
  const register = (password: string) =>
    fetch(`${url}/api/accounts/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dist.only@example.ch', password, first_name: 'Noémie', last_name: 'Favre', accept_terms: true }),
    });
  const common = await register('soleil2024!');
  expect(common.status).toBe(400);
  expect(await common.json()).toEqual({
    password: ['Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
  });
  expect((await register('rivière grise sous le pont du Rhône')).status).toBe(201);

  // Source maps are built but not published.
  const assets = readdirSync(path.join(folder, 'dist/web/assets'));
  const script = assets.find((name) => name.endsWith('.js'));
  expect(script).toBeDefined();
  expect(readdirSync(path.join(folder, 'dist/sourcemaps/assets'))).toContain(`${script}.map`);
  expect((await fetch(`${url}/assets/${script}`)).status).toBe(200);
  expect((await fetch(`${url}/assets/${script}.map`)).status).toBe(404);
});
