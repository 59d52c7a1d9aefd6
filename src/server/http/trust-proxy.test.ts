import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));

async function appTrusting(trustProxy: string): Promise<TestApp> {
  const t = await createTestApp({ config: testConfig({ TRUST_PROXY: trustProxy }) });
  apps.push(t);
  return t;
}

/** 12 reset requests, each with a different (client-chosen) first X-Forwarded-For hop. */
async function spoofedResets(t: TestApp, proxyAddress: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password/reset/',
      payload: { email: `personne.${i}@example.ch` },
      remoteAddress: proxyAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.77` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('with one trusted hop, a spoofed first X-Forwarded-For entry does not escape the per-address limit', async () => {
    const t = await appTrusting('1');
    const statuses = await spoofedResets(t, '10.0.0.5');
    // The limit is 10 resets per address per hour: the client is 192.0.2.77 each time.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('with a list of proxy ranges, the client is the first address from the right outside them', async () => {
    const t = await appTrusting('10.0.0.0/8,127.0.0.1');
    const statuses = await spoofedResets(t, '10.1.2.3');
    expect(statuses.slice(10)).toEqual([429, 429]);

    // A request that did not come through a trusted proxy keeps its own address, whatever it claims.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password/reset/',
      payload: { email: 'direct@example.ch' },
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    expect(direct.statusCode).toBe(200);
  });
});
