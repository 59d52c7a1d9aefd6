import type { Page } from '@playwright/test';
import pg from 'pg';
import { seedUser, signInAs, type SeededUser } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * The state matrix of spec §4 (trial, trial with renewal cancelled, active, cancelled with time
 * left, past_due in its grace, incomplete, ended): for each, the banner, the Abonnement entry
 * and the pricing page agree. States are written into the mirror directly (demo provider).
 */
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

interface Row {
  status: string;
  is_trial?: boolean;
  plan_type?: string;
  trial_end?: Date | null;
  current_period_end?: Date | null;
  cancel_at_period_end?: boolean;
  schedule_id?: string | null;
  ended_at?: Date | null;
  grace_ends_at?: Date | null;
  trial_used?: boolean;
}

async function seedSubscription(user: SeededUser, row: Row): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const id = `sub_demo_${Math.random().toString(16).slice(2)}`;
    await client.query(`insert into billing_customers (user_id, provider, provider_customer_id, trial_used_at) values ($1, 'demo', $2, $3)`, [
      user.id,
      `cus_demo_${user.id.slice(0, 8)}`,
      row.trial_used || row.is_trial ? new Date() : null,
    ]);
    await client.query(
      `insert into subscriptions (user_id, provider, provider_subscription_id, status, plan_type, is_trial, trial_end, current_period_end,
         cancel_at_period_end, schedule_id, ended_at, grace_ends_at)
       values ($1, 'demo', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        user.id,
        id,
        row.status,
        row.plan_type ?? 'monthly',
        row.is_trial ?? false,
        row.trial_end ?? null,
        row.current_period_end ?? null,
        row.cancel_at_period_end ?? false,
        row.schedule_id ?? null,
        row.ended_at ?? null,
        row.grace_ends_at ?? null,
      ],
    );
  } finally {
    await client.end();
  }
}

/**
 * /tarifs, once the app has taken over the prerendered page and read the subscription: a click
 * before that would act on a page that does not know the user's state yet.
 */
async function openTarifs(page: Page) {
  const subscriptionRead = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/payments/subscription/');
  await page.goto('/tarifs');
  await subscriptionRead;
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

async function signedInWith(page: Page, row: Row | null) {
  const user = await seedUser();
  if (row) await seedSubscription(user, row);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return user;
}

const banner = (page: Page) => page.getByTestId('payment-issue-banner');
const openEntry = (page: Page) => page.getByRole('navigation').getByRole('button', { name: 'Abonnement', exact: true }).click();

test.describe('one state across the screens', () => {
  test('trial: dashboard with the cancel button, upgrade offers, no banner', async ({ page }) => {
    await signedInWith(page, { status: 'trial_paid', is_trial: true, trial_end: at(10), current_period_end: at(10), schedule_id: 'sub_sched_demo_x' });
    await expect(banner(page)).toHaveCount(0);
    await openEntry(page);
    await expect(page.getByRole('heading', { name: 'Essai en cours' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler mon abonnement' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Passer à l'offre annuelle/ })).toBeVisible();
  });

  test('trial on its last day: hours left, not « 1 jour restant »', async ({ page }) => {
    await signedInWith(page, { status: 'trial_paid', is_trial: true, trial_end: at(0.2), current_period_end: at(0.2), schedule_id: 'sub_sched_demo_y' });
    await openEntry(page);
    await expect(page.getByText(/^heures? restantes?$/)).toBeVisible();
    await expect(page.getByText('jour restant', { exact: true })).toHaveCount(0);
  });

  test('trial with its renewal cancelled: access until the end, no cancel button', async ({ page }) => {
    await signedInWith(page, { status: 'trial_paid', is_trial: true, trial_end: at(5), current_period_end: at(5), cancel_at_period_end: true });
    await openEntry(page);
    await expect(page.getByRole('heading', { name: 'Essai en cours' })).toBeVisible();
    await expect(page.getByText(/Vous avez annulé le renouvellement/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler mon abonnement' })).toHaveCount(0);
  });

  test('trial with its renewal cancelled: /tarifs offers to resume, and the dashboard resumes it', async ({ page }) => {
    await signedInWith(page, { status: 'trial_paid', is_trial: true, trial_end: at(5), current_period_end: at(5), cancel_at_period_end: true });
    await openTarifs(page);
    await page.getByRole('button', { name: 'Commencer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Abonnement actif' });
    await expect(dialog.getByText(/son renouvellement est annulé/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Réactiver mon abonnement' }).click();
    await expect(page.getByRole('heading', { name: 'Essai en cours' })).toBeVisible();
    await page.getByRole('button', { name: 'Réactiver mon abonnement' }).click();
    await expect(page.getByText(/^Votre abonnement est réactivé\u00a0: à la fin de l'essai, il continuera à 14,99/)).toBeVisible();
    await expect(page.getByText(/votre abonnement continuera automatiquement/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler mon abonnement' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réactiver mon abonnement' })).toHaveCount(0);
  });

  test('/tarifs: both offers wait for the subscription, so that a subscriber is never sent to checkout', async ({ page }) => {
    await signedInWith(page, { status: 'active', current_period_end: at(20) });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/payments/subscription/',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/tarifs');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    const direct = page.getByRole('main').getByRole('button', { name: /Commencer$/ });
    await expect(direct).toBeDisabled();
    await expect(direct).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: /Commencer l'essai/ })).toBeDisabled();
    release();
    await page.getByRole('button', { name: 'Commencer', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Abonnement actif' })).toBeVisible();
    await expect(page).toHaveURL(/\/tarifs$/);
  });

  test('ended trial: the dashboard says so, not « Essai en cours »', async ({ page }) => {
    await signedInWith(page, {
      status: 'canceled',
      is_trial: true,
      trial_end: at(-2),
      current_period_end: at(-2),
      cancel_at_period_end: true,
      ended_at: at(-2),
    });
    await page.goto('/abonnement?view=trial');
    await expect(page.getByRole('dialog', { name: "Période d'essai terminée" })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: "Période d'essai terminée" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler mon abonnement' })).toHaveCount(0);
  });

  test('active: the entry opens the portal, /tarifs says « Abonnement actif »', async ({ page }) => {
    await signedInWith(page, { status: 'active', current_period_end: at(20) });
    await expect(banner(page)).toHaveCount(0);
    await openEntry(page);
    await expect(page.getByRole('heading', { name: 'Portail de gestion' })).toBeVisible();
    await expect(page.getByText(/Prochain renouvellement le/)).toBeVisible();
    await openTarifs(page);
    await page.getByRole('button', { name: 'Commencer', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Abonnement actif' })).toBeVisible();
  });

  test('cancelled with time left: every screen offers to resume, and it resumes', async ({ page }) => {
    await signedInWith(page, { status: 'canceled', current_period_end: at(20), cancel_at_period_end: true });
    await openTarifs(page);
    await page.getByRole('button', { name: 'Commencer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Abonnement actif' });
    await expect(dialog.getByText(/Vous pouvez le réactiver/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Réactiver mon abonnement' }).click();
    await expect(page.getByRole('heading', { name: 'Portail de gestion' })).toBeVisible();
    await expect(page.getByText(/Annulé\u00a0: accès jusqu'au/)).toBeVisible();
    await page.getByRole('button', { name: 'Réactiver mon abonnement' }).click();
    await expect(page.getByText('Votre abonnement est réactivé : il se renouvellera normalement.')).toBeVisible();
    await expect(page.getByText(/Prochain renouvellement le/)).toBeVisible();
  });

  test('past_due in its grace: banner everywhere, card update in the portal pays and clears it', async ({ page }) => {
    await signedInWith(page, { status: 'past_due', current_period_end: at(25), grace_ends_at: at(9) });
    await expect(banner(page)).toContainText('Le paiement de votre abonnement a échoué.');
    await banner(page).getByRole('link', { name: 'Mettre à jour ma carte' }).click();
    await expect(page.getByRole('heading', { name: 'Portail de gestion' })).toBeVisible();
    await expect(page.getByText(/Paiement en attente/)).toBeVisible();
    const form = page.getByRole('form', { name: 'Carte de démonstration' });
    await form.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiration (MM/AA)').fill('12/39');
    await form.getByLabel('CVC').fill('123');
    for (const box of await form.getByRole('checkbox').all()) await box.check();
    await expect(form.getByText(/14,99\s€ maintenant/)).toBeVisible();
    await form.getByRole('button', { name: /Enregistrer la carte et payer 14,99\s€/ }).click();
    await expect(page.getByText('Merci : votre paiement a été reçu et votre abonnement est à jour.')).toBeVisible();
    await page.goto('/mes_cvs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('incomplete: no active subscription, the offers lead to payment', async ({ page }) => {
    await signedInWith(page, { status: 'incomplete', current_period_end: at(30) });
    await openEntry(page);
    await expect(page.getByRole('dialog', { name: 'Aucun abonnement actif' })).toBeVisible();
  });

  test('ended by the provider: no access, no banner, the offers', async ({ page }) => {
    await signedInWith(page, { status: 'canceled', current_period_end: at(-1), ended_at: at(-1), trial_used: true });
    await expect(banner(page)).toHaveCount(0);
    await openEntry(page);
    await expect(page.getByRole('dialog', { name: 'Aucun abonnement actif' })).toBeVisible();
  });

  test('a plan change in the portal shows the prorated amount and charges only once confirmed', async ({ page }) => {
    await signedInWith(page, { status: 'active', current_period_end: at(15) });
    await openEntry(page);
    await expect(page.getByRole('heading', { name: 'Portail de gestion' })).toBeVisible();
    await page.getByText('Annuel', { exact: true }).click();
    await page.getByRole('button', { name: 'Changer de formule' }).click();
    const dialog = page.getByRole('dialog', { name: "Passer à l'offre annuelle" });
    await expect(dialog.getByText('Crédit pour la période non utilisée')).toBeVisible();
    await expect(dialog.getByText('À payer maintenant')).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByText(/Prochain renouvellement le/)).toBeVisible();
    await page.getByRole('button', { name: 'Changer de formule' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Confirmer et payer \d/ })
      .click();
    await expect(page.getByText('Votre formule est maintenant : annuel.')).toBeVisible();
  });

  test('a downgrade keeps the unused time as credit: stated in the confirmation, then on the portal', async ({ page }) => {
    await signedInWith(page, { status: 'active', plan_type: 'annual', current_period_end: at(300) });
    await openEntry(page);
    await expect(page.getByRole('heading', { name: 'Portail de gestion' })).toBeVisible();
    await expect(page.getByTestId('credit-balance')).toHaveCount(0);
    await page.getByText('Mensuel', { exact: true }).click();
    await page.getByRole('button', { name: 'Changer de formule' }).click();
    const dialog = page.getByRole('dialog', { name: "Passer à l'offre mensuelle" });
    await expect(dialog.getByText('Crédit reporté sur vos prochaines factures')).toBeVisible();
    await expect(dialog.getByText(/restent à votre crédit et seront déduits de vos prochains renouvellements/)).toBeVisible();
    await dialog.getByRole('button', { name: /^Confirmer et payer 0,00\s€/ }).click();
    await expect(page.getByText('Votre formule est maintenant : mensuel.')).toBeVisible();
    await expect(page.getByTestId('credit-balance')).toContainText(/Crédit disponible\s:\s\d+,\d\d\s€, déduit de vos prochains renouvellements\./);
  });
});
