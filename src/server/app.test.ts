import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
const webRoot = mkdtempSync(path.join(tmpdir(), 'cv-suisse-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>CV Suisse</title>'.padEnd(2000, ' '));
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1);'.repeat(200));
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webRoot });
});
afterAll(async () => t?.close());

describe('health', () => {
  it('answers ok after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with a JSON body when the database does not answer', async () => {
    const broken = await createTestApp({ webRoot });
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error' });
    await broken.app.close();
  });
});

describe('routing and errors', () => {
  it('answers unknown API paths with a JSON 404 in French', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ detail: 'Ressource non trouvée.' });
  });

  it('serves index.html, uncached, for every other path', async () => {
    for (const url of ['/', '/mes_cvs', '/some/unknown/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>CV Suisse</title>');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sets security headers on every answer', async () => {
    for (const url of ['/', '/api/health/', '/api/missing/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    }
  });

  it('answers malformed JSON with a French detail and no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health/',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.js:\d+/);
    expect(res.json()).toHaveProperty('detail');
  });
});

describe('error handler', () => {
  it('turns thrown errors into the client shapes and hides 5xx internals', async () => {
    const { ApiError, fieldError, nonFieldError } = await import('./http/errors.js');
    const { errorResponses } = await import('./http/response-schemas.js');
    const app = await buildApp({ config: t.config, database: t.database, logger: false, webRoot });
    const declared = { schema: { response: errorResponses } };
    app.get('/api/test/field', declared, async () => {
      throw fieldError('email', 'Adresse invalide');
    });
    app.get('/api/test/non-field', declared, async () => {
      throw nonFieldError('Identifiants invalides');
    });
    app.get('/api/test/detail', declared, async () => {
      throw new ApiError(403, { detail: 'Interdit', code: 'premium_required' });
    });
    app.get('/api/test/crash', declared, async () => {
      throw new Error('secret internal failure at db.ts:42');
    });
    expect((await app.inject('/api/test/field')).json()).toEqual({ email: ['Adresse invalide'] });
    expect((await app.inject('/api/test/non-field')).json()).toEqual({ non_field_errors: ['Identifiants invalides'] });
    const detail = await app.inject('/api/test/detail');
    expect(detail.statusCode).toBe(403);
    expect(detail.json()).toEqual({ detail: 'Interdit', code: 'premium_required' });
    const crash = await app.inject('/api/test/crash');
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ detail: 'Erreur serveur. Veuillez réessayer plus tard.' });
    expect(crash.body).not.toContain('secret');
    await app.close();
  });
});
