import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ConfigError, environmentVariables, loadConfig } from './config.js';

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

  it("asks for JWT_SECRET and PUBLIC_URL whenever DATABASE_URL is set, so that processes accept each other's tokens", () => {
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

  describe('a server deployment without real payments or mail', () => {
    const server = { NODE_ENV: 'production', DEPLOYMENT: 'server', PUBLIC_URL: 'https://cv.example', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/srv/cv' };
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_QUARTERLY: 'price_q',
      STRIPE_PRICE_ANNUAL: 'price_a',
    };

    it('refuses to start, naming both and how to opt in', () => {
      expect(() => loadConfig(server)).toThrow(
        new ConfigError(
          'Configuration invalide:\n' +
            '  STRIPE_SECRET_KEY: obligatoire en production pour encaisser les abonnements (ou PAYMENTS=demo: paiements de démonstration, aucun argent ne circule)\n' +
            '  SMTP_URL: obligatoire en production pour envoyer les e-mails (ou MAIL=outbox: les e-mails restent dans /srv/cv/outbox)',
        ),
      );
    });

    it('refuses to start with only one of the two', () => {
      expect(() => loadConfig({ ...server, ...stripe })).toThrow(/^Configuration invalide:\n {2}SMTP_URL: obligatoire en production/);
      expect(() => loadConfig({ ...server, SMTP_URL: 'smtp://relay:587' })).toThrow(
        /^Configuration invalide:\n {2}STRIPE_SECRET_KEY: obligatoire en production/,
      );
    });

    it('starts with the explicit opt-ins, and says so', () => {
      const config = loadConfig({ ...server, PAYMENTS: 'demo', MAIL: 'outbox' });
      expect(config.stripe).toBeUndefined();
      expect(config.mail.mode).toBe('outbox');
      expect(config.demoWarnings).toEqual([
        'PAYMENTS=demo: payments run the demonstration provider; nobody pays and every subscription is free (the offers page says so)',
        'MAIL=outbox: no e-mail is sent; each one is written to /srv/cv/outbox (the pages that promise an e-mail say so)',
      ]);
    });

    it('starts with Stripe and SMTP, and has nothing to warn about', () => {
      const config = loadConfig({ ...server, ...stripe, SMTP_URL: 'smtp://relay:587' });
      expect(config.mail.mode).toBe('smtp');
      expect(config.demoWarnings).toEqual([]);
    });

    it('refuses an opt-in that contradicts the settings', () => {
      expect(() => loadConfig({ ...server, ...stripe, PAYMENTS: 'demo', MAIL: 'outbox' })).toThrow(/PAYMENTS: demo, mais STRIPE_SECRET_KEY est défini/);
      expect(() => loadConfig({ ...server, PAYMENTS: 'demo', MAIL: 'outbox', SMTP_URL: 'smtp://relay:587' })).toThrow(/MAIL: outbox, mais SMTP_URL est défini/);
      expect(() => loadConfig({ ...base, PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: obligatoire avec PAYMENTS=stripe/);
      expect(() => loadConfig({ ...base, MAIL: 'smtp' })).toThrow(/SMTP_URL: obligatoire avec MAIL=smtp/);
      expect(() => loadConfig({ ...base, PAYMENTS: 'free' })).toThrow(/PAYMENTS/);
    });

    it('needs no opt-in for a local run (npm start on a clean clone)', () => {
      const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/cv-suisse-config-test' });
      expect(config.demoWarnings).toEqual([]);
      expect(config.mail.mode).toBe('outbox');
    });
  });

  describe('a refused secret', () => {
    it.each([
      ['JWT_SECRET', 'short-but-secret'],
      ['DATABASE_URL', 'mysql://admin:hunter2-password@db/cv'],
      ['SMTP_URL', 'http://mailer:hunter2-password@relay'],
      ['BROWSER_WS_ENDPOINT', 'http://browser/?token=hunter2-password'],
    ])('%s: the error names it and never repeats its value', (name, value) => {
      let message = '';
      try {
        loadConfig({ ...base, [name]: value });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toContain(name);
      expect(message).toContain(`(valeur masquée, ${value.length} caractères)`);
      expect(message).not.toContain(value);
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain('short-but');
    });

    it('still quotes a value that is not a secret, to help fix it', () => {
      expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow('(valeur reçue: "abc")');
    });
  });

  describe('the operator kit', () => {
    const example = readFileSync(new URL('../../deploy/.env.example', import.meta.url), 'utf8').split('\n');
    const documented = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');

    it('lists every variable in deploy/.env.example, each under a comment, and in docs/configuration.md', () => {
      const listed = example.map((line) => /^#?\s?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1]).filter(Boolean);
      for (const name of [...environmentVariables, 'CV_SUISSE_CHROMIUM']) {
        expect(listed, name).toContain(name);
        expect(documented, name).toContain(`\`${name}\``);
      }
      for (const name of listed) expect([...environmentVariables, 'CV_SUISSE_CHROMIUM'], `${name} is not read by the server`).toContain(name);
      // Each group of settings is explained before it.
      example.forEach((line, i) => {
        if (/^[A-Z]/.test(line))
          expect(
            example.slice(Math.max(0, i - 8), i).some((l) => l.startsWith('# ') && !/^# ?[A-Z][A-Z0-9_]+=/.test(l)),
            line,
          ).toBe(true);
      });
    });

    it('starts as a server with the example as it is (placeholders included)', () => {
      const env = Object.fromEntries(
        example.filter((line) => /^[A-Z]/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      const config = loadConfig({ ...env, DATA_DIR: '/tmp/cv-suisse-config-test' });
      expect(config.isProduction).toBe(true);
      expect(config.trustProxy).toEqual(['127.0.0.1']);
      expect(config.mail.mode).toBe('smtp');
      expect(config.stripe?.prices).toEqual({ monthly: 'price_change-me-monthly', quarterly: 'price_change-me-quarterly', annual: 'price_change-me-annual' });
      expect(config.demoWarnings).toEqual([]);
    });
  });
});
