import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ApiError, registerErrorHandler } from './errors.js';
import { responseSchemaGuard } from './response-schema-guard.js';
import { answers, looseObject } from './response-schemas.js';

function bareApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  return app;
}

describe('the response schema guard', () => {
  it('stops the start when a route declares no response schema', async () => {
    const app = bareApp();
    await app.register(responseSchemaGuard);
    void app.register(async (child) => {
      child.get('/api/forgotten/', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten/ declares no response schema');
  });

  it('leaves file routes alone (the built web app, the renderer assets)', async () => {
    const app = bareApp();
    await app.register(responseSchemaGuard);
    app.get('/favicon.svg', async (_request, reply) => reply.type('image/svg+xml').send('<svg/>'));
    await app.ready();
    await app.close();
  });

  it('accepts a route that declares its answers', async () => {
    const app = bareApp();
    await app.register(responseSchemaGuard);
    app.get('/api/declared/', { schema: { response: answers({ 200: looseObject({ ok: z.boolean() }) }) } }, async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ url: '/api/declared/' })).json()).toEqual({ ok: true });
    await app.close();
  });
});

describe('the shared answer schemas', () => {
  const app = bareApp();
  beforeAll(async () => {
    app.get('/api/answer/', { schema: { response: answers({ 200: looseObject({ id: z.string() }) }) } }, async () =>
      // Fields the schema does not name reach the client: a schema never takes data away.
      ({ id: 'a', extra: { nested: 1 } }),
    );
    app.get('/api/broken/', { schema: { response: answers({ 200: looseObject({ id: z.string() }) }) } }, async () => ({ id: 3 }) as never);
    app.get('/api/error/:shape/', { schema: { response: answers({ 200: looseObject({}) }) } }, async (request) => {
      const { shape } = request.params as { shape: string };
      if (shape === 'field') throw new ApiError(400, { email: ['Adresse e-mail invalide.'] });
      if (shape === 'non-field') throw new ApiError(400, { non_field_errors: ['Identifiants invalides.'] });
      // The CV 409: detail, code and extra data.
      throw new ApiError(409, { detail: 'Conflit.', code: 'version_conflict', current_version: 4 } as never);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps the fields an answer schema does not name', async () => {
    expect((await app.inject({ url: '/api/answer/' })).json()).toEqual({ id: 'a', extra: { nested: 1 } });
  });

  it('keeps each error shape whole', async () => {
    const field = await app.inject({ url: '/api/error/field/' });
    expect([field.statusCode, field.json()]).toEqual([400, { email: ['Adresse e-mail invalide.'] }]);
    const nonField = await app.inject({ url: '/api/error/non-field/' });
    expect([nonField.statusCode, nonField.json()]).toEqual([400, { non_field_errors: ['Identifiants invalides.'] }]);
    const conflict = await app.inject({ url: '/api/error/detail/' });
    expect([conflict.statusCode, conflict.json()]).toEqual([409, { detail: 'Conflit.', code: 'version_conflict', current_version: 4 }]);
  });

  it('turns an answer that breaks its schema into a French 500', async () => {
    const res = await app.inject({ url: '/api/broken/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toHaveProperty('detail');
  });
});

describe('the application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('checks every route for a response schema as it starts', () => {
    expect(t.app.hasPlugin('response-schema-guard')).toBe(true);
  });
});
