import type { Page } from '@playwright/test';
import { startStripeEmulator, type StripeEmulator } from '../src/server/billing/testing/stripe-emulator';
import { seedUser, signInAs } from './support/accounts';
import { createDatabase, startAppServer, type AppServer } from './support/app-server';
import { expect, test } from './support/fixtures';

/**
 * The payment page with the Stripe provider, in a real browser: the production build started
 * here with Stripe pointed at the project's emulator (its own database, so that its background
 * jobs never touch the demo journeys), and Stripe.js itself played by `page.route`: first blocked
 * (a content blocker, an offline network), then served as a small stand-in whose card form
 * confirms the setup intent at the emulator. What is checked is ours: the French message, the
 * retry, and a payment that goes through once the script loads.
 */
// One worker runs both tests in order: one Stripe-mode server, not one per worker.
test.describe.configure({ mode: 'default' });

const STRIPE_JS = /^https:\/\/js\.stripe\.com\//;

let emulator: StripeEmulator;
let server: AppServer | undefined;
let appUrl: string;
let databaseUrl: string;

test.beforeAll(async () => {
  emulator = await startStripeEmulator({ now: () => new Date() });
  databaseUrl = await createDatabase('e2e_stripe');
  server = await startAppServer(databaseUrl, {
    JWT_SECRET: 'e2e-stripe-secret-e2e-stripe-secret-e2e-stripe',
    STRIPE_SECRET_KEY: 'sk_test_emulator',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e_emulator',
    STRIPE_PRICE_MONTHLY: emulator.prices.monthly,
    STRIPE_PRICE_QUARTERLY: emulator.prices.quarterly,
    STRIPE_PRICE_ANNUAL: emulator.prices.annual,
    STRIPE_API_URL: emulator.url,
    MAIL: 'outbox',
  });
  appUrl = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await emulator?.close();
});

/**
 * A stand-in for Stripe.js with what our page and @stripe/react-stripe-js call: the payment
 * element renders a card field, and confirmSetup has the emulator confirm the setup intent (the
 * part Stripe's servers play), answering the payment method as Stripe.js does.
 */
const STRIPE_JS_STAND_IN = `
(() => {
  function Stripe() {
    let clientSecret = '';
    const element = () => {
      const handlers = {};
      return {
        mount(node) {
          const target = typeof node === 'string' ? document.querySelector(node) : node;
          target.innerHTML = '<label style="display:block">Numéro de carte (Stripe.js de test)<input name="card" autocomplete="off"></label>';
          setTimeout(() => (handlers.ready || []).forEach((cb) => cb({ elementType: 'payment' })));
        },
        on(event, cb) { (handlers[event] = handlers[event] || []).push(cb); return this; },
        off(event, cb) { handlers[event] = (handlers[event] || []).filter((h) => h !== cb); return this; },
        once(event, cb) { return this.on(event, cb); },
        update() {},
        unmount() {},
        destroy() {},
      };
    };
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      elements(options) {
        clientSecret = (options && options.clientSecret) || '';
        return { create: element, getElement: () => null, update() {}, fetchUpdates: async () => ({}), submit: async () => ({}) };
      },
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({ paymentIntent: { status: 'succeeded' } }),
      async confirmSetup() {
        const setupIntentId = clientSecret.split('_secret_')[0];
        const paymentMethod = await window.__confirmSetupAtEmulator(setupIntentId);
        return { setupIntent: { id: setupIntentId, status: 'succeeded', payment_method: paymentMethod } };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

async function signIn(page: Page): Promise<{ id: string; email: string; access: string }> {
  const user = await seedUser({ databaseUrl });
  const tokens = await signInAs(page, user, { baseUrl: appUrl });
  return { id: user.id, email: user.email, access: tokens.access };
}

test('Stripe.js blocked: a French message and « Réessayer »; once it loads, the card form pays', async ({ page, allowConsoleErrors }) => {
  // Chromium logs each refused script load; that refusal is the case under test.
  allowConsoleErrors(/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
  await signIn(page);
  await page.exposeFunction('__confirmSetupAtEmulator', (setupIntentId: string) => emulator.succeedSetupIntent(setupIntentId));
  let blocked = true;
  let scriptRequests = 0;
  await page.route(STRIPE_JS, async (route) => {
    scriptRequests += 1;
    if (blocked) return route.abort('blockedbyclient');
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS_STAND_IN });
  });

  await page.goto(`${appUrl}/payment/monthly?direct=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser votre abonnement' })).toBeVisible();
  await expect(
    page.getByText(
      "Le module de paiement sécurisé n'a pas pu se charger. Vérifiez votre connexion internet ou désactivez le bloqueur de contenu pour ce site, puis réessayez.",
    ),
  ).toBeVisible();
  // No empty card area and dead button: the only action offered is the retry.
  await expect(page.getByRole('button', { name: /^Payer/ })).toHaveCount(0);
  expect(scriptRequests).toBeGreaterThan(0);

  // Still blocked: the retry asks again and says so again.
  const before = scriptRequests;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect.poll(() => scriptRequests).toBeGreaterThan(before);
  await expect(page.getByText(/n'a pas pu se charger/)).toBeVisible();

  // The blocker is turned off (or the connection is back): the retry loads the form.
  blocked = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByLabel('Numéro de carte (Stripe.js de test)')).toBeVisible();
  await expect(page.getByText(/n'a pas pu se charger/)).toHaveCount(0);

  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: /^Payer 14,99/ }).click();
  await expect(page).toHaveURL(/\/payment-success/);
  const created = emulator.calls('POST /v1/subscriptions').at(-1);
  expect(created?.body).toMatchObject({ items: [{ price: 'price_monthly' }] });
});

test("trial upgrade with Stripe: the confirmation shows Stripe's preview (balance included) and charges it", async ({ page }) => {
  const user = await signIn(page);
  const auth = { authorization: `Bearer ${user.access}` };
  const intent = (await (await page.request.post(`${appUrl}/api/payments/create-setup-intent/`, { headers: auth, data: {} })).json()) as {
    setup_intent_id: string;
  };
  emulator.succeedSetupIntent(intent.setup_intent_id);
  const method = (await (
    await page.request.post(`${appUrl}/api/payments/retrieve-payment-method-from-setup-intent/`, {
      headers: auth,
      data: { setup_intent_id: intent.setup_intent_id },
    })
  ).json()) as { payment_method_id: string };
  const trial = await page.request.post(`${appUrl}/api/payments/create-trial-with-payment-method/`, {
    headers: auth,
    data: { payment_method_id: method.payment_method_id },
  });
  expect(trial.status()).toBe(201);
  // A credit of 3 EUR on the customer's Stripe balance: only Stripe's preview knows it.
  const customer = [...emulator.customers.values()].find((c) => (c.metadata as { user_id?: string }).user_id === user.id)!;
  emulator.setBalance(customer.id, -300);

  await page.goto(`${appUrl}/abonnement?view=trial`);
  await page.getByRole('button', { name: /^Passer à l'offre annuelle/ }).click();
  const dialog = page.getByRole('dialog', { name: "Passer à l'offre annuelle" });
  await expect(dialog.getByText('Solde de votre compte')).toBeVisible();
  await expect(dialog.getByText('Crédit pour la période non utilisée')).toBeVisible();
  // 89,99 less the unused 1 EUR trial less the 3 EUR balance, as Stripe previewed it.
  const confirm = dialog.getByRole('button', { name: /^Confirmer et payer 85,99/ });
  await expect(confirm).toBeVisible();
  const preview = emulator.calls('POST /v1/invoices/create_preview').at(-1)!;
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  const applied = emulator
    .calls('POST /v1/subscriptions/*')
    .filter((r) => (r.body.items as Array<{ price?: string }> | undefined)?.[0]?.price === 'price_annual')
    .at(-1)!;
  expect(applied.body.proration_date).toBe((preview.body.subscription_details as { proration_date: string }).proration_date);
  const history = (await (await page.request.get(`${appUrl}/api/payments/history/`, { headers: auth })).json()) as { data: Array<{ amount: number }> };
  expect(history.data[0]!.amount).toBe(8599);
});
