import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

// Mail is configured: this test is about the Stripe settings only (issue 29 refuses a start without SMTP).
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://cv.example', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example:587' };
const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('Stripe settings at start', () => {
  it('refuses to start in production when a price id is missing, naming the variable', () => {
    expect(() => loadConfig({ ...production, ...stripe, STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_ANNUAL: 'price_a' })).toThrow(
      /STRIPE_PRICE_QUARTERLY: obligatoire/,
    );
    expect(() =>
      loadConfig({ ...production, ...stripe, STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_QUARTERLY: 'price_q', STRIPE_PRICE_ANNUAL: 'price_a' }),
    ).not.toThrow();
  });

  it('starts without prices outside production (the plan is then refused with a log naming it)', () => {
    expect(loadConfig({ ...stripe, JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/cv-suisse-config-test' }).stripe?.prices.quarterly).toBeUndefined();
  });
});
