import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/accounts.js';
import { seedCv, seedSubscription, signedInUser } from '../testing/cvs.js';
import { textPdf, uploadDocument } from '../testing/documents.js';
import { baselineBody, FRESH_EMAIL, malformedBodies, malformedQueries, type OwnedIds } from '../testing/malformed-bodies.js';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';
import { rateLimits } from '../db/schema/rate-limits.js';
import type { RouteSummary } from './route-table.js';

/**
 * Every route the app declares (read from the app itself: a route added tomorrow is covered),
 * driven with malformed bodies, query strings and path parameters, signed in as a premium user
 * who owns one of everything, then signed out. Nothing may answer 5xx, and nothing may log at
 * error level: a user's mistake is a 4xx and never an operator's alarm.
 */

interface LogLine {
  level: number;
  msg: string;
  req?: { url?: string };
  err?: { message?: string };
}

const lines: LogLine[] = [];
const errorLines = () => lines.filter((l) => l.level >= 50).map((l) => ({ msg: l.msg, url: l.req?.url, err: l.err?.message }));
/** The error handler's safety net (errors.ts): a value the edge should have cleaned reached PostgreSQL. */
const refusedByDatabase = () => lines.filter((l) => l.msg === 'the database refused a value sent by the client');
let t: TestApp;
let token: string;
const ids = {} as OwnedIds;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  t = await createTestApp({ config: testConfig(), logger: { level: 'info', stream } });
  const user = await signedInUser(t.app, t.database.db);
  token = user.token;
  ids.email = user.email;
  await seedSubscription(t.database.db, user.id);
  ids.cv = (await seedCv(t.database.db, user.id, { personal_info: { firstName: 'Léa' } })).id;
  ids.letter = (await call(t.app, 'POST', '/api/letters/create/', { cv_id: ids.cv }, token)).json<{ id: string }>().id;
  ids.document = (await uploadDocument(t.app, token, { name: 'certificat.pdf', type: 'application/pdf', content: await textPdf('Certificat') })).json<{
    id: string;
  }>().id;
  const application = await call(
    t.app,
    'POST',
    '/api/applications/create/',
    { company: 'Migros', cv_id: ids.cv, letter_id: ids.letter, attachment_ids: [ids.document] },
    token,
  );
  expect(application.statusCode, application.body).toBe(201);
  ids.application = application.json<{ id: string }>().id;
  // The merged file is tracked from its creation: that tracked application is the one the tracker's routes name.
  ids.tracked = (await call(t.app, 'GET', '/api/tracker/applications/', undefined, token)).json<Array<{ id: string }>>()[0]!.id;
  for (const name of ['cv', 'letter', 'document', 'application', 'tracked'] as const) expect(ids[name], name).toMatch(/^[0-9a-f-]{36}$/);
});

afterAll(async () => {
  await t?.close();
});

/** The owned resource a path parameter names, by the route's prefix. */
function validParam(url: string, name: string): string {
  if (name === 'id') {
    if (url.startsWith('/api/cvs/')) return ids.cv;
    if (url.startsWith('/api/letters/')) return ids.letter;
    if (url.startsWith('/api/documents/')) return ids.document;
    if (url.startsWith('/api/applications/')) return ids.application;
    if (url.startsWith('/api/tracker/applications/')) return ids.tracked;
  }
  const known: Record<string, string> = { version: '1', format: 'json', provider: 'google', key: 'a'.repeat(64), '*': 'fonts/none.woff2' };
  return known[name] ?? 'x';
}

const junkParams = ['%00', '%ff%fe', 'x%00y', randomUUID(), '-1', '99999999999999999999', '1e400', '..%2f..%2fetc%2fpasswd', 'a'.repeat(99)];

function fill(url: string, value: (name: string) => string): string {
  return url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => value(name ?? match));
}

interface Failure {
  request: string;
  status: number;
  body: string;
}

/** Routes that change or end the account's state go last, so that the others still find everything. */
function order(routes: readonly RouteSummary[]): RouteSummary[] {
  const last = (r: RouteSummary) => {
    if (r.method === 'DELETE' && /:id\/(delete\/)?$/.test(r.url)) return 3;
    if (r.method === 'DELETE') return 2;
    return /logout|password\/change|cancel/.test(r.url) ? 1 : 0;
  };
  return routes.filter((r) => r.method !== 'HEAD').sort((a, b) => last(a) - last(b));
}

let addressCounter = 0;
/** A new loopback address per request, so that per-address limits do not hide what lies behind them. */
const nextAddress = () => {
  addressCounter++;
  return `127.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function drive(signedIn: boolean): Promise<{ failures: Failure[]; requests: number }> {
  const failures: Failure[] = [];
  let requests = 0;
  const send = async (method: string, url: string, body?: { payload: string | Buffer; contentType?: string }, label = '') => {
    requests++;
    const headers: Record<string, string> = {};
    if (signedIn) headers.authorization = `Bearer ${token}`;
    if (body?.contentType) headers['content-type'] = body.contentType;
    // Fresh limits for every request: a 429 earned by the previous bodies would hide what lies behind it.
    await t.database.db.delete(rateLimits);
    const remoteAddress = nextAddress();
    const payload = typeof body?.payload === 'string' ? body.payload.replaceAll(FRESH_EMAIL, `fuzz.${remoteAddress}@example.ch`) : body?.payload;
    const res = await t.app.inject({ method: method as 'GET', url, payload, headers, remoteAddress });
    if (res.statusCode >= 500) failures.push({ request: `${method} ${url} ${label}`.trim(), status: res.statusCode, body: res.body.slice(0, 300) });
  };

  for (const route of order(t.app.routeTable)) {
    const url = fill(route.url, (name) => validParam(route.url, name));
    if (route.method !== 'GET') {
      for (const body of malformedBodies(baselineBody(route.method, route.url, route.bodySchema, ids))) await send(route.method, url, body, `[${body.name}]`);
    }
    for (const query of malformedQueries) await send(route.method, `${url}${query}`);
    if (/:|\*/.test(route.url)) {
      for (const junk of junkParams)
        await send(
          route.method,
          fill(route.url, () => junk),
          route.method === 'GET' ? undefined : { payload: '{}', contentType: 'application/json' },
        );
    }
  }
  return { failures, requests };
}

describe('every route, driven with malformed input', () => {
  // A ceiling for a hung run, not a speed budget: a few thousand requests, a handful of renders.
  const CEILING_MS = 900_000;

  it('covers every route the app declares, the import and the uploads included', () => {
    const urls = new Set(t.app.routeTable.map((r) => r.url));
    expect(urls.size).toBeGreaterThan(70);
    for (const url of [
      '/api/cvs/import/',
      '/api/cvs/:id/upload-photo/',
      '/api/documents/upload/',
      '/api/cvs/template-preview/',
      '/api/accounts/profile/',
      '/api/applications/estimate/',
      '/api/tracker/import/',
      '/api/tracker/proof/',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('answers no 5xx and logs no error, signed in as the owner of everything', { timeout: CEILING_MS }, async () => {
    const { failures, requests } = await drive(true);
    expect(requests).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
    expect(errorLines()).toEqual([]);
    expect(refusedByDatabase()).toEqual([]);
  });

  it('answers no 5xx and logs no error, signed out', { timeout: CEILING_MS }, async () => {
    const { failures } = await drive(false);
    expect(failures).toEqual([]);
    expect(errorLines()).toEqual([]);
    expect(refusedByDatabase()).toEqual([]);
  });

  it('keeps what the edge cleaned: a profile saved with NUL in a name is saved without it', async () => {
    const user = await signedInUser(t.app, t.database.db);
    const res = await call(t.app, 'PATCH', '/api/accounts/profile/', { first_name: 'Lé\u0000a' }, user.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ first_name: string }>().first_name).toBe('Léa');
  });

  it('answers a 10,000-deep body with the French 400, before parsing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cvs/template-preview/',
      payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Les données envoyées sont trop imbriquées (au plus 32 niveaux).', code: 'too_deep' });
  });

  it('answers a multipart body cut short with a 400', async () => {
    const user = await signedInUser(t.app, t.database.db);
    const cv = await seedCv(t.database.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cvs/${cv.id}/upload-photo/`,
      payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff', 'latin1'),
      headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Le fichier n’est pas arrivé en entier\u00a0: la connexion a été interrompue. Veuillez réessayer.',
      code: 'upload_incomplete',
    });
  });
});
