import { createAccountsTestApp } from '../../testing/accounts.js';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator.js';

export type StripeTestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;

/**
 * The app configured for Stripe against the local emulator (Stripe's SDK at its network
 * boundary), the emulator's clock following the app's test clock.
 */
export async function startStripeTestApp(webhookSecret: string): Promise<{ t: StripeTestApp; emulator: StripeEmulator }> {
  let clockNow: () => Date = () => new Date();
  const emulator = await startStripeEmulator({ now: () => clockNow() });
  const t = await createAccountsTestApp({
    STRIPE_SECRET_KEY: 'sk_test_emulator',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_QUARTERLY: 'price_quarterly',
    STRIPE_PRICE_ANNUAL: 'price_annual',
    STRIPE_API_URL: emulator.url,
  });
  clockNow = t.clock.now;
  return { t, emulator };
}
