import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.js';
import { GOOD_PASSWORD, seedUser } from './testing/accounts.js';
import { startAppProcess, type AppProcess } from './testing/app-process.js';
import { startLoadBalancer, type LoadBalancer } from './testing/load-balancer.js';
import { createTestDatabase } from './testing/test-db.js';

let database: DatabaseHandle & { url: string };
let processes: AppProcess[];
let lb: LoadBalancer;
beforeAll(async () => {
  database = await createTestDatabase();
  // Two app processes on one PostgreSQL, trusting the load balancer on loopback for client addresses.
  processes = await Promise.all([0, 1].map(() => startAppProcess(database.url, { TRUST_PROXY: '127.0.0.1' })));
  lb = await startLoadBalancer(processes);
  // Ceiling: 4 x the 36 s measured at load 12-25 (docs/testing.md, « Setup under load »).
}, 150_000);
afterAll(async () => {
  await lb?.close();
  await Promise.all((processes ?? []).map((p) => p.stop()));
  await database?.close();
});

type Json = Record<string, unknown>;
/** One call through the load balancer, from `clientIp` (what the client's own proxy hop would say). */
async function api(method: string, path: string, body?: unknown, token?: string, clientIp = '203.0.113.10'): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${lb.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // The client cannot choose its address: the load balancer appends the real one.
      'x-forwarded-for': clientIp,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Json) : {} };
}

describe('two app processes behind a load balancer', () => {
  it('share sign-in, refresh, logout, saved CVs and a trial, whichever process answers', async () => {
    const { email } = await seedUser(database.db);
    const login = await api('POST', '/api/accounts/login/', { email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    const tokens = login.json.tokens as { access: string; refresh: string };
    // Each call lands on the other process than the one before.
    for (let i = 0; i < 2; i++) expect((await api('GET', '/api/accounts/profile/', undefined, tokens.access)).status).toBe(200);

    const refreshed = await api('POST', '/api/accounts/token/refresh/', { refresh: tokens.refresh });
    expect(refreshed.status).toBe(200);
    const next = refreshed.json as { access: string; refresh: string };
    // The rotated token presented again, on either process: theft, the session ends everywhere at once.
    expect((await api('POST', '/api/accounts/token/refresh/', { refresh: tokens.refresh })).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await api('GET', '/api/accounts/profile/', undefined, next.access)).status).toBe(401);

    const session = (await api('POST', '/api/accounts/login/', { email, password: GOOD_PASSWORD })).json.tokens as { access: string; refresh: string };
    const created = await api('POST', '/api/cvs/create/', { title: 'CV partagé', personal_info: { firstName: 'Léa' } }, session.access);
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const saved = await api('PUT', `/api/cvs/${id}/`, { title: 'CV partagé, relu', personal_info: { firstName: 'Léa' } }, session.access);
    expect(saved.status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await api('GET', `/api/cvs/${id}/`, undefined, session.access)).json.title).toBe('CV partagé, relu');

    // A trial with the demo provider: card set up on one process, confirmed and used on the others.
    const intent = (await api('POST', '/api/payments/create-setup-intent/', {}, session.access)).json as { client_secret: string; setup_intent_id: string };
    const confirmed = await api(
      'POST',
      '/api/payments/demo/confirm-setup/',
      { setup_intent_id: intent.setup_intent_id, client_secret: intent.client_secret, card_last4: '4242' },
      session.access,
    );
    expect(confirmed.status).toBe(200);
    const method = await api('POST', '/api/payments/retrieve-payment-method-from-setup-intent/', { setup_intent_id: intent.setup_intent_id }, session.access);
    const trial = await api(
      'POST',
      '/api/payments/create-trial-with-payment-method/',
      { subscription_type: 'monthly', payment_method_id: method.json.payment_method_id },
      session.access,
    );
    expect(trial.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const sub = await api('GET', '/api/payments/subscription/', undefined, session.access);
      expect(sub.json.data).toMatchObject({ status: 'trial_paid', is_trial: true });
    }

    await api('POST', '/api/accounts/logout/', { refresh: session.refresh });
    for (let i = 0; i < 2; i++) expect((await api('GET', '/api/accounts/profile/', undefined, session.access)).status).toBe(401);
    expect(new Set(lb.served)).toEqual(new Set([0, 1]));
  }, 60_000);

  it('count rate limits once for both processes, per client address', async () => {
    const { email, password } = await seedUser(database.db);
    const attacker = '198.51.100.66';
    for (let i = 0; i < 10; i++) {
      expect((await api('POST', '/api/accounts/login/', { email, password: `faux-${i}` }, undefined, attacker)).status).toBe(400);
    }
    // The 11th try is refused on both processes; the owner, from elsewhere, signs in.
    for (let i = 0; i < 2; i++) expect((await api('POST', '/api/accounts/login/', { email, password }, undefined, attacker)).status).toBe(429);
    expect((await api('POST', '/api/accounts/login/', { email, password }, undefined, '203.0.113.99')).status).toBe(200);
  }, 60_000);
});
