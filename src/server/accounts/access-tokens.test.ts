import { describe, expect, it, vi } from 'vitest';
import type * as Jose from 'jose';
import { loadConfig } from '../config';

const verifyCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('jose', async (importOriginal) => {
  const jose = await importOriginal<typeof Jose>();
  return {
    ...jose,
    jwtVerify: (...args: Parameters<typeof jose.jwtVerify>) => {
      verifyCalls.count += 1;
      return jose.jwtVerify(...args);
    },
  };
});

const { readAccessToken, signAccessToken } = await import('./access-tokens');

const config = (secret = 'a'.repeat(40)) => loadConfig({ JWT_SECRET: secret, DATA_DIR: '/tmp/cv-suisse-token-test', ACCESS_TOKEN_TTL_SECONDS: '900' });
const subject = { userId: '0b6d1a5e-5c4f-4b7a-9a57-2f1f1d0c9e11', sessionId: '5f0e2b7c-0a9d-4c3e-8b1a-6d2c4e8f1a22' };
const issued = new Date('2026-11-23T10:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('access tokens', () => {
  it('verifies a token once, then answers its claims from memory until it expires', async () => {
    const cfg = config();
    const token = await signAccessToken(cfg, subject, issued);
    const before = verifyCalls.count;
    const first = await readAccessToken(cfg, token, later(1));
    expect(first).toMatchObject({ ...subject, issuedAt: issued.getTime() / 1000, expiresAt: issued.getTime() / 1000 + 900 });
    await expect(readAccessToken(cfg, token, later(2))).resolves.toEqual(first);
    await expect(readAccessToken(cfg, token, later(899))).resolves.toEqual(first);
    expect(verifyCalls.count - before).toBe(1);
    // Expired (exp <= now), from memory as from jose.
    await expect(readAccessToken(cfg, token, later(900))).resolves.toBeUndefined();
    await expect(readAccessToken(cfg, token, later(901))).resolves.toBeUndefined();
  });

  it('never answers a token that failed: tampered, or signed with another secret', async () => {
    const cfg = config();
    const token = await signAccessToken(cfg, subject, issued);
    await expect(readAccessToken(cfg, token, later(1))).resolves.toBeDefined();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(readAccessToken(cfg, tampered, later(1))).resolves.toBeUndefined();
    // The same text under another configuration is verified again, and refused.
    await expect(readAccessToken(config('b'.repeat(40)), token, later(1))).resolves.toBeUndefined();
  });
});
