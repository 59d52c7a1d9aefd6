import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { call, createAccountsTestApp, DAY } from '../testing/accounts.js';
import { seedCv, seedSubscription, signedInUser } from '../testing/cvs.js';
import { renderServerSettings } from './render-server.js';

/*
 * Rendering scaled out (docs/scaling.md, « A render service »): in the « remote-render » project,
 * every test app renders on one render service started as a process of its own
 * (render-server-setup.ts, what `npm run render:server` runs). Two app instances share it, each
 * with its own cache in front (the fair gate in front of it: fair-gate.test.ts, also run in the project).
 */
const endpoint = inject('renderServiceEndpoint');
let a: Awaited<ReturnType<typeof createAccountsTestApp>>;
let b: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  [a, b] = await Promise.all([createAccountsTestApp(), createAccountsTestApp()]);
});
afterAll(async () => Promise.all([a?.close(), b?.close()]));

async function pdfText(pdf: Buffer): Promise<string> {
  const child = promisify(execFile)('pdftotext', ['-', '-'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  child.child.stdin!.end(pdf);
  return (await child).stdout;
}

async function subscriberCv(t: typeof a, firstName: string) {
  const user = await signedInUser(t.app, t.db);
  await seedSubscription(t.db, user.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() + 20 * DAY) });
  const input = sampleById('junior').input;
  const cv = await seedCv(t.db, user.id, { ...input, personal_info: { ...input.personal_info, firstName } });
  return { user, cv };
}

describe('a render service shared by two app instances', () => {
  it('renders both apps’ PDFs on the service, concurrently, and answers repeats from each app’s cache', async () => {
    expect(endpoint).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{32}$/);
    const [one, two] = await Promise.all([subscriberCv(a, 'Appolline'), subscriberCv(b, 'Bérénice')]);
    const downloads = await Promise.all(
      [0, 1, 2].flatMap(() => [
        call(a.app, 'GET', `/api/cvs/${one.cv.id}/download/`, undefined, one.user.token),
        call(b.app, 'GET', `/api/cvs/${two.cv.id}/download/`, undefined, two.user.token),
      ]),
    );
    expect(downloads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await pdfText(downloads[0]!.rawPayload)).toContain('Appolline Favre');
    expect(await pdfText(downloads[1]!.rawPayload)).toContain('Bérénice Favre');
    for (const t of [a, b]) expect(t.app.renderer.stats()).toMatchObject({ mode: 'remote', browserPid: undefined });
    const before = a.app.renderer.stats().completed + b.app.renderer.stats().completed;
    expect(before).toBeGreaterThanOrEqual(2);
    const again = await call(a.app, 'GET', `/api/cvs/${one.cv.id}/download/`, undefined, one.user.token);
    expect(again.rawPayload.equals(downloads[0]!.rawPayload)).toBe(true);
    expect(a.app.renderer.stats().completed + b.app.renderer.stats().completed).toBe(before);
  });
});

describe('render service settings', () => {
  it('refuses an open host without a secret path, and a short path', () => {
    expect(renderServerSettings({ RENDER_SERVER_HOST: '0.0.0.0' })).toEqual({
      error: 'RENDER_SERVER_PATH est requis quand le service écoute sur 0.0.0.0 : sans lui, quiconque atteint le port pilote le navigateur.',
    });
    expect(renderServerSettings({ RENDER_SERVER_HOST: '0.0.0.0', RENDER_SERVER_PATH: 'court' })).toEqual({
      error: 'RENDER_SERVER_PATH doit compter au moins 16 lettres, chiffres, « - » ou « _ ».',
    });
    expect(renderServerSettings({ RENDER_SERVER_PORT: '70000' })).toEqual({ error: 'RENDER_SERVER_PORT doit être un numéro de port (0 à 65535).' });
    expect(renderServerSettings({ RENDER_SERVER_HOST: '10.0.0.5', RENDER_SERVER_PATH: 'rendu-4f7c9a1b2d3e' })).toMatchObject({
      host: '10.0.0.5',
      port: 3100,
      path: '/rendu-4f7c9a1b2d3e',
    });
  });
});
