import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/cv-suisse-config-test' };

describe('loadConfig', () => {
  it('runs with nothing configured: port 3000, embedded database, local outbox', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/cv-suisse-config-test' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDir).toBe('/tmp/cv-suisse-config-test/pglite');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.stripe).toBeUndefined();
    expect(config.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated local secret across restarts', () => {
    const first = loadConfig({ DATA_DIR: '/tmp/cv-suisse-config-test' }).auth.jwtSecret;
    expect(loadConfig({ DATA_DIR: '/tmp/cv-suisse-config-test' }).auth.jwtSecret).toBe(first);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['JWT_SECRET', 'short'],
    ['TRUST_PROXY', 'maybe'],
    ['CONTACT_TO', 'nobody'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('requires a secret and a public URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://cv.example' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
  });

  it('reads PORT, DATABASE_URL and PUBLIC_URL', () => {
    const config = loadConfig({ ...base, PORT: '8080', DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://cv.example/' });
    expect(config.port).toBe(8080);
    expect(config.database.url).toBe('postgres://u@h/db');
    expect(config.publicUrl).toBe('https://cv.example');
  });

  it('asks for all four Apple settings together', () => {
    expect(() => loadConfig({ ...base, APPLE_CLIENT_ID: 'ch.cv.web' })).toThrow(/APPLE_TEAM_ID/);
  });
});
