import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const LARGE_SCRIPT = `export const pages = [${Array.from({ length: 400 }, (_, i) => `'page-${i}'`).join(', ')}];\n`;
/** At Brotli's highest quality, as the build writes it: smaller than the server's on-the-fly compression. */
const LARGE_SCRIPT_BR = brotliCompressSync(LARGE_SCRIPT);
const webRoot = mkdtempSync(path.join(tmpdir(), 'cv-suisse-web-app-'));

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="fr"><head></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'index-E1.js'), 'console.log(1)');
  // A script as the build leaves it: with its Brotli and gzip copies (scripts/precompress-assets.mjs).
  writeFileSync(path.join(webRoot, 'assets', 'editor-page-P1.js'), LARGE_SCRIPT);
  writeFileSync(path.join(webRoot, 'assets', 'editor-page-P1.js.br'), LARGE_SCRIPT_BR);
  writeFileSync(path.join(webRoot, 'assets', 'editor-page-P1.js.gz'), gzipSync(LARGE_SCRIPT));
  t = await createTestApp({ webRoot, prerender: async () => '<main></main>' });
});
afterAll(async () => t?.close());

describe('the built web app', () => {
  it('serves a published asset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-E1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('sends the build’s precompressed copy of an asset, Brotli first, and the file itself to a client without compression', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/editor-page-P1.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The file the build wrote, byte for byte (not compressed again on the fly).
    expect(br.rawPayload.equals(LARGE_SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LARGE_SCRIPT);

    const gz = await t.app.inject({ method: 'GET', url: '/assets/editor-page-P1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(LARGE_SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/editor-page-P1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LARGE_SCRIPT);
    // The same type either way.
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
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
