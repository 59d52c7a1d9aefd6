import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { errorResponses } from '../http/response-schemas.js';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';
import { createTestDatabase } from '../testing/test-db.js';
import { fixtureAssetFiles, sampleCvHtml } from './fixtures/sample-cv.js';
import { processTree } from './process-tree.js';
import { renderingMessages } from './render-errors.js';
import { createRenderer } from './renderer.js';

const fontUrl = '/cv-assets/fonts/lora-latin-600-normal.woff2';

describe('GET /cv-assets/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      renderer: createRenderer({ poolSize: 1, queueMax: 4, timeoutMs: 20_000, assetFiles: fixtureAssetFiles() }),
    });
  });
  afterAll(() => t?.close());

  it('serves the very font files Chromium gets, cacheable for a year and readable from the sandboxed preview', async () => {
    const res = await t.app.inject({ method: 'GET', url: fontUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload.equals(readFileSync(fixtureAssetFiles().get(fontUrl)!))).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: fontUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('font/woff2');
  });

  it('answers a JSON 404 for anything else under /cv-assets/', async () => {
    for (const url of [
      '/cv-assets/fonts/unknown.woff2',
      '/cv-assets/',
      '/cv-assets',
      '/cv-assets/..%2fpackage.json',
      '/cv-assets/fonts/..%2F..%2Fpackage.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Ressource non trouvée.' });
    }
  });

  it('closes the renderer, and its browser, with the app', async () => {
    const other = await createTestApp({
      renderer: createRenderer({ poolSize: 1, queueMax: 4, timeoutMs: 20_000, assetFiles: fixtureAssetFiles() }),
    });
    await other.app.renderer.renderPdf(sampleCvHtml(), { title: 't', author: 'a' });
    const pid = other.app.renderer.stats().browserPid!;
    expect(processTree(pid).length).toBeGreaterThan(1);
    await other.close();
    expect(processTree(pid)).toEqual([]);
  });
});

describe('without Chromium', () => {
  it('starts, and a render answers a French 503 in the client error shape', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig({ CHROMIUM_PATH: '/nonexistent/chromium' }), database, logger: false });
    try {
      app.get('/api/test-render/', { schema: { response: errorResponses } }, async () => app.renderer.renderPdf('<p>x</p>', { title: 't', author: 'a' }));
      await app.ready();
      const health = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(200);
      const res = await app.inject({ method: 'GET', url: '/api/test-render/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toEqual({ detail: renderingMessages.unavailable, code: 'renderer_unavailable' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
