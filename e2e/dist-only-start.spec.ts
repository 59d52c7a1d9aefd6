// docs/deployment.md says: ship dist/ with the production node_modules. This journey does
// exactly that: it copies dist/ and package*.json to a folder outside the project, links in
// only the production dependency tree (`npm ls --omit=dev`), starts the server there with an
// empty embedded database, and checks that it answers, serves a page, ran its migrations and
// read its common-password list; any file still read from src/ or any dev dependency needed
// at run time makes it fail.
import { type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../scripts/pg-cluster';
import { copyDeployment, root, startCollecting, waitForHealth } from './support/deployment';
import { expect, test } from './support/fixtures';

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

  folder = copyDeployment('cv-suisse-dist-only-');
  // A development-only package is not there (the check that the copy is what it claims).
  expect(existsSync(path.join(folder, 'node_modules/vite'))).toBe(false);
  expect(existsSync(path.join(folder, 'node_modules/fastify'))).toBe(true);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = startCollecting(process.execPath, ['--enable-source-maps', 'dist/node/server/main.js'], {
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
  });
  server = started.child;
  await waitForHealth(url, server, started.output);

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
