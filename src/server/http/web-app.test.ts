import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const webRoot = mkdtempSync(path.join(tmpdir(), 'cv-suisse-web-app-'));

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="fr"><head></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'index-E1.js'), 'console.log(1)');
  t = await createTestApp({ webRoot, prerender: async () => '<main></main>' });
});
afterAll(async () => t?.close());

describe('the built web app', () => {
  it('serves a published asset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-E1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('answers 404 for a source map or any file the build did not publish under /assets/, not the app page', async () => {
    for (const url of ['/assets/index-E1.js.map', '/assets/index-OLD.js', '/assets/nested/style.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(Object.keys(res.json<Record<string, unknown>>()), url).toEqual(['detail']);
    }
  });

  it('still answers a page path with the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cette-page/nexiste-pas' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"');
  });
});
