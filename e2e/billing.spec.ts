import type { Page } from '@playwright/test';
import { seedUser, signInAs } from './support/accounts';
import { axeViolations, expect, gotoLive, test } from './support/fixtures';

const DEMO = "Mode démonstration : aucun paiement réel n'est effectué.";

/** The demo card form, then the terms, then the pay button (which appears only once they are accepted). */
async function payWithDemoCard(page: Page, payButton: RegExp) {
  const form = page.getByRole('form', { name: 'Carte de démonstration' });
  await form.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiration (MM/AA)').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await expect(page.getByText('Veuillez accepter les conditions générales pour continuer.')).toBeVisible();
  await expect(form.getByRole('button', { name: payButton })).toHaveCount(0);
  // The terms, and on its own the waiver of the withdrawal right: both before the pay button.
  await form.getByLabel(/J’accepte les conditions générales/).check();
  await expect(form.getByText('Cochez aussi la demande de démarrage immédiat pour continuer.')).toBeVisible();
  await expect(form.getByRole('button', { name: payButton })).toHaveCount(0);
  await form.getByLabel(/droit de rétractation de 14 jours/).check();
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

/** « 10 décembre 2026 à 14 h 32 », as the payment page writes the trial's conversion (Zurich time). */
function zurichDateTime(at: Date): string {
  const date = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' }).format(at);
  const [hours, minutes] = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' }).format(at).split(':');
  return `${date} à ${Number(hours)}\u00a0h\u00a0${minutes}`;
}

test('the payment pages say when the next charge happens, before paying (desktop and phone)', async ({ page }) => {
  await signInAs(page, await seedUser());
  // Written into docs/screenshots/billing when SCREENSHOTS=1 (the images committed with the change).
  const shoot = async (name: string) => {
    if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: `docs/screenshots/billing/${name}.png`, fullPage: true });
  };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const before = Date.now();
    await gotoLive(page, '/payment/monthly?direct=false');
    const conversion = page.getByTestId('next-charge');
    await expect(conversion).toBeVisible();
    // The hour is the page's own minute: the one of the load, or the next if the minute turned.
    const candidates = [before, before + 60_000, Date.now()].map((t) => zurichDateTime(new Date(t + 14 * 86_400_000)));
    expect(candidates).toContain(await conversion.textContent());
    await expect(page.getByText(/Sans annulation avant le \d{1,2} \S+ \d{4} à \d{1,2}\u00a0h\u00a0\d{2} \(heure de Zurich\)/)).toBeVisible();
    await shoot(`payment-trial-${width}`);

    await gotoLive(page, '/payment/annual?direct=true');
    const renewal = new Date();
    renewal.setUTCFullYear(renewal.getUTCFullYear() + 1);
    await expect(page.getByTestId('next-charge')).toHaveText(
      new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' }).format(renewal),
    );
    await expect(page.getByText(/Renouvelé automatiquement le \d{1,2} \S+ \d{4}, puis par an\./)).toBeVisible();
    await shoot(`payment-annual-${width}`);
  }
  expect(await axeViolations(page)).toEqual([]);
});
