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

  it('starts with nothing configured under NODE_ENV=production (npm start on a clean clone), as a local run', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/cv-suisse-config-test' });
    expect(config.env).toBe('production');
    expect(config.isProduction).toBe(false);
    expect(config.host).toBe('127.0.0.1');
  });

  it('is strict when DEPLOYMENT=server says so, even with nothing else set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEPLOYMENT: 'server', DATA_DIR: '/tmp/cv-suisse-config-test' })).toThrow(/JWT_SECRET/);
    const local = loadConfig({ NODE_ENV: 'production', DEPLOYMENT: 'local', PUBLIC_URL: 'https://cv.example', DATA_DIR: '/tmp/cv-suisse-config-test' });
    expect(local.isProduction).toBe(false);
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

  it('asks for JWT_SECRET and PUBLIC_URL whenever DATABASE_URL is set, so that processes accept each other\'s tokens', () => {
    const shared = { DATA_DIR: '/tmp/cv-suisse-config-test', DATABASE_URL: 'postgres://u@h/db' };
    expect(() => loadConfig({ ...shared, PUBLIC_URL: 'https://cv.example' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...shared, JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...shared, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...shared, JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://cv.example' }).database.url).toBe('postgres://u@h/db');
  });

  it('reads TRUST_PROXY as off, a hop count, or proxy addresses and CIDR ranges', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // `true` used to trust every hop, i.e. the client's own first X-Forwarded-For entry.
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.local', '1.2.3.4/8/9']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
