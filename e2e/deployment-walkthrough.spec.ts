// docs/deployment.md, run as an operator would from a clean build: the deployment copied to a
// folder of its own (dist/, package*.json, production node_modules: no src/, no scripts/), the
// settings of deploy/.env.example, a database of its own, nginx with the sample of
// deploy/nginx/cv-suisse.conf in front (TLS with a throwaway certificate, on loopback ports).
// Through nginx: health, sign-up, the demonstration trial, a 4.9 MB photo, a PDF download; the
// operator commands from the build output; then SIGTERM and a clean exit.
import { execFile, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { freePort } from '../scripts/pg-cluster';
import { copyDeployment, root, startCollecting, waitForHealth } from './support/deployment';
import { expect, test } from './support/fixtures';

const run = promisify(execFile);
const MB = 1024 * 1024;

let folder: string | undefined;
const processes: ChildProcess[] = [];

test.afterEach(async () => {
  for (const child of processes.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The uncommented KEY=value lines of deploy/.env.example, as systemd's EnvironmentFile reads them. */
function exampleEnvironment(): Record<string, string> {
  const lines = readFileSync(path.join(root, 'deploy/.env.example'), 'utf8').split('\n');
  return Object.fromEntries(lines.filter((line) => /^[A-Z]/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** The nginx sample with this machine's names, ports and certificate, inside a minimal nginx.conf. */
function nginxConfig(dir: string, ports: { http: number; https: number; app: number }): string {
  const sample = readFileSync(path.join(root, 'deploy/nginx/cv-suisse.conf'), 'utf8')
    .replaceAll('cv-suisse.ch', 'localhost')
    .replace('/etc/letsencrypt/live/localhost/fullchain.pem', path.join(dir, 'cert.pem'))
    .replace('/etc/letsencrypt/live/localhost/privkey.pem', path.join(dir, 'key.pem'))
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${ports.app};`)
    .replace(/\n\s*listen \[::\]:\d+[^;]*;/g, '')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  writeFileSync(path.join(dir, 'cv-suisse.conf'), sample);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const conf = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${path.join(dir, 'cv-suisse.conf')};`,
    '}',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  return path.join(dir, 'nginx.conf');
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An HTTPS request to nginx, trusting the throwaway certificate. */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: options.method ?? 'GET', headers: options.headers, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;

function multipart(field: string, fileName: string, type: string, content: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----walkthrough${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A noisy portrait-sized JPEG of about 4.9 MB: what a phone's photo weighs. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 2580, height: 3250, channels: 3, background: { r: 200, g: 170, b: 150 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
}

test('the deployment walk-through: the build behind the nginx sample, a 4.9 MB photo, a PDF, SIGTERM', async () => {
  // Copying the production tree, nginx, first start with migrations, a few renders: minutes on a busy machine.
  test.setTimeout(300_000);
  folder = copyDeployment('cv-suisse-walkthrough-');
  const deployment = folder;
  const etc = path.join(deployment, 'etc');
  mkdirSync(etc);
  // nginx's workers run as an unprivileged user when started as root: they must reach their temp folders.
  for (const dir of [deployment, etc]) chmodSync(dir, 0o755);

  // A database of its own on the journeys' PostgreSQL.
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL!.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  const database = `walkthrough_${Date.now()}`;
  await admin.query(`create database ${database}`);
  await admin.end();

  // TLS with a throwaway certificate, nginx with the sample, the app with the example settings.
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    path.join(etc, 'key.pem'),
    '-out',
    path.join(etc, 'cert.pem'),
  ]);
  const ports = { http: await freePort(), https: await freePort(), app: await freePort() };
  const site = `https://localhost:${ports.https}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...exampleEnvironment(),
    PORT: String(ports.app),
    PUBLIC_URL: site,
    DATABASE_URL: process.env.E2E_DATABASE_URL!.replace(/\/[^/]+$/, `/${database}`),
    JWT_SECRET: 'walkthrough-secret-walkthrough-secret-0123',
    DATA_DIR: path.join(deployment, 'data'),
    // A staging site: no Stripe account, no SMTP relay, said explicitly.
    PAYMENTS: 'demo',
    MAIL: 'outbox',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_PRICE_MONTHLY: '',
    STRIPE_PRICE_QUARTERLY: '',
    STRIPE_PRICE_ANNUAL: '',
  };
  const nginx = startCollecting('nginx', ['-p', etc, '-c', nginxConfig(etc, ports)], { cwd: etc, env: { PATH: process.env.PATH } });
  processes.push(nginx.child);
  const app = startCollecting(process.execPath, ['--enable-source-maps', 'dist/node/server/main.js'], { cwd: deployment, env });
  processes.push(app.child);
  await waitForHealth(
    site,
    app.child,
    () => `${app.output()}\n${nginx.output()}`,
    async (url) => (await request(url)).status === 200,
  );
  expect(app.output()).toContain('MAIL=outbox: no e-mail is sent');

  // Health and the web app through nginx, over TLS.
  expect(json(await request(`${site}/api/health/`))).toEqual({ status: 'ok' });
  const home = await request(`${site}/`);
  expect(home.status).toBe(200);
  expect(home.headers['strict-transport-security']).toMatch(/max-age=/);
  expect(home.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

  // Sign up, take the demonstration trial, write a CV.
  const call = async (method: string, url: string, token: string | undefined, body?: unknown) =>
    request(`${site}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? '{}' : JSON.stringify(body),
    });
  const email = `walkthrough.${Date.now()}@example.ch`;
  const registered = await call('POST', '/api/accounts/register/', undefined, {
    email,
    password: 'rivière grise sous le pont du Rhône',
    first_name: 'Noémie',
    last_name: 'Favre',
    accept_terms: true,
  });
  expect(registered.status).toBe(201);
  const token = (json(registered).tokens as { access: string }).access;
  const intent = json(await call('POST', '/api/payments/create-setup-intent/', token));
  const card = json(
    await call('POST', '/api/payments/demo/confirm-setup/', token, {
      setup_intent_id: intent.setup_intent_id,
      client_secret: intent.client_secret,
      card_last4: '4242',
    }),
  );
  expect((await call('POST', '/api/payments/create-trial-with-payment-method/', token, { payment_method_id: card.payment_method_id })).status).toBe(201);
  const cv = await call('POST', '/api/cvs/create/', token, {
    title: 'CV Noémie',
    personal_info: { firstName: 'Noémie', lastName: 'Favre', jobTitle: 'Comptable' },
  });
  expect(cv.status).toBe(201);
  const cvId = json(cv).id as string;

  // A 4.9 MB photo passes nginx and the app; a 6 MB one gets the app's French 413.
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(4.8 * MB);
  expect(photo.length).toBeLessThan(5 * MB);
  const upload = (content: Buffer) => {
    const form = multipart('image', 'portrait.jpg', 'image/jpeg', content);
    return request(`${site}/api/cvs/${cvId}/upload-photo/`, {
      method: 'POST',
      headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
      body: form.body,
    });
  };
  const uploaded = await upload(photo);
  expect(uploaded.status, uploaded.body.toString()).toBe(200);
  expect(json(uploaded).photo_url).toBe(`/api/cvs/${cvId}/photo/`);
  const tooLarge = await upload(Buffer.concat([photo, Buffer.alloc(1.2 * MB)]));
  expect(tooLarge.status).toBe(413);
  expect(json(tooLarge)).toEqual({ detail: 'La taille du fichier ne doit pas dépasser 5MB' });
  // Beyond the largest upload (an import, 50 MB), nginx answers in French and JSON too.
  const huge = await request(`${site}/api/cvs/import/`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(52 * MB) },
    body: Buffer.alloc(52 * MB),
  });
  expect(huge.status).toBe(413);
  expect(json(huge)).toEqual({ detail: 'Les données envoyées sont trop volumineuses.' });

  // The PDF, photo included.
  const pdf = await request(`${site}/api/cvs/${cvId}/download/`, { headers: { authorization: `Bearer ${token}` } });
  expect(pdf.status).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.body.includes(Buffer.from('/Subtype /Image'))).toBe(true);

  // The operator commands, from the build output (the deployment has no scripts/ folder).
  const npm = (args: string[]) => run('npm', ['run', '--silent', ...args], { cwd: deployment, env, encoding: 'utf8' });
  expect((await npm(['billing:sync', '--', 'all'])).stderr).toContain('No account has a Stripe subscription.');
  const clock = await npm(['billing:demo-clock', '--', email, '1']);
  expect(clock.stdout).toContain(`${email}: 1 day(s) later -> trial_paid (trial), monthly, until `);

  // SIGTERM: the process drains, closes and exits 0.
  app.child.kill('SIGTERM');
  const code = await new Promise<number | null>((resolve) => app.child.once('exit', (exitCode) => resolve(exitCode)));
  expect(code).toBe(0);
  expect(app.output()).toMatch(/"msg":"stopped"/);
  expect(app.output()).not.toMatch(/"level":50/);
});
