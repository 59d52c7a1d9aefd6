import type { Page } from '@playwright/test';
import { seedUser, signInAs } from './support/accounts';
import { axeViolations, expect, gotoLive, test } from './support/fixtures';

const DEMO = 'Mode démonstration : aucun paiement réel n\'est effectué.';

/** The demo card form, then the terms, then the pay button (which appears only once they are accepted). */
async function payWithDemoCard(page: Page, payButton: RegExp) {
  const form = page.getByRole('form', { name: 'Carte de démonstration' });
  await form.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiration (MM/AA)').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await expect(page.getByText('Veuillez accepter les conditions générales pour continuer.')).toBeVisible();
  await expect(form.getByRole('button', { name: payButton })).toHaveCount(0);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: payButton }).click();
}

test('a visitor is asked to sign up when starting the trial', async ({ page }) => {
  await gotoLive(page, '/tarifs');
  await expect(page.getByText(DEMO)).toBeVisible();
  await page.getByRole('button', { name: "Commencer l'essai pour 1 €" }).click();
  await expect(page.getByRole('dialog', { name: 'Créer un compte' })).toBeVisible();
});

test('trial from /tarifs to /payment-success, then cancelling its renewal in the dashboard', async ({ page }) => {
  await signInAs(page, await seedUser());
  await gotoLive(page, '/tarifs');
  await page.getByRole('button', { name: "Commencer l'essai pour 1 €" }).click();
  await expect(page).toHaveURL(/\/payment\/monthly\?direct=false$/);
  await expect(page.getByText(DEMO)).toBeVisible();
  await payWithDemoCard(page, /Payer 1,00\s€ et démarrer l'essai/);

  await expect(page.getByRole('heading', { name: 'Votre essai de 14 jours est activé !' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByText('Création de CV illimitée')).toBeVisible();
  await page.getByRole('link', { name: 'Gérer mon abonnement' }).click();

  await expect(page.getByRole('heading', { name: 'Essai en cours' })).toBeVisible();
  await expect(page.getByText('14 jours à 1€')).toBeVisible();
  await expect(page.getByText('jours restants')).toBeVisible();
  await expect(page.getByText(/continuera automatiquement à 14,99€\/mois/)).toBeVisible();
  await page.getByRole('button', { name: 'Annuler mon abonnement' }).click();
  await page.getByRole('dialog').getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(page.getByRole('dialog', { name: 'Abonnement annulé' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Compris' }).click();
  await expect(page.getByText(/Vous avez annulé le renouvellement\s: votre accès prendra fin le/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler mon abonnement' })).toHaveCount(0);

  // The trial was used: the pricing page says so.
  await page.goto('/tarifs');
  await expect(page.getByRole('button', { name: 'Essai déjà utilisé' })).toBeVisible();
});

test('a direct annual subscription, then the Abonnement entry opens the (demo) portal', async ({ page }) => {
  await signInAs(page, await seedUser());
  await page.goto('/tarifs');
  await page.getByText('Annuel', { exact: true }).click();
  await expect(page.getByText('89,99', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Commencer', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/annual\?direct=true$/);
  await payWithDemoCard(page, /Payer 89,99\s€/);
  await expect(page.getByRole('heading', { name: 'Votre abonnement est activé !' })).toBeVisible();

  await page.goto('/informations-personnelles');
  await page.getByRole('navigation', { name: 'Navigation du compte' }).getByRole('button', { name: 'Abonnement' }).click();
  await expect(page.getByRole('heading', { name: 'Portail de gestion' })).toBeVisible();
  await expect(page.getByText(/Annuel – 89,99/)).toBeVisible();
  await expect(page.getByText('Abonnement annuel')).toBeVisible();
  await page.getByRole('link', { name: 'Retour à CV Suisse' }).click();
  await expect(page.getByRole('heading', { name: 'Retour du portail de gestion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rouvrir le portail' })).toBeVisible();
});

test('without a subscription, the Abonnement entry offers the tariffs', async ({ page }) => {
  await signInAs(page, await seedUser());
  await page.goto('/informations-personnelles');
  await page.getByRole('navigation', { name: 'Navigation du compte' }).getByRole('button', { name: 'Abonnement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aucun abonnement actif' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Voir les tarifs' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
});

test('arriving from a blocked download shows the notice on /tarifs, once', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('flag-set')) {
      sessionStorage.setItem('flag-set', '1');
      localStorage.setItem('showDownloadNotification', 'true');
    }
  });
  await page.goto('/tarifs');
  await expect(page.getByText('Veuillez sélectionner une offre pour télécharger votre CV')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('showDownloadNotification'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Un CV suisse prêt à envoyer, sans limite' })).toBeVisible();
  await expect(page.getByText('Veuillez sélectionner une offre pour télécharger votre CV')).toHaveCount(0);
});

test('the billing pages pass axe', async ({ page }) => {
  await page.goto('/tarifs');
  await expect(page.getByRole('heading', { name: 'Un CV suisse prêt à envoyer, sans limite' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await signInAs(page, await seedUser());
  await page.goto('/payment/monthly');
  await expect(page.getByLabel('Numéro de carte')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await payWithDemoCard(page, /Payer 1,00\s€/);
  await expect(page.getByRole('heading', { name: 'Votre essai de 14 jours est activé !' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/abonnement?view=trial');
  await expect(page.getByRole('heading', { name: 'Essai en cours' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
