import { uniqueEmail } from './support/accounts';
import { serveAppleScriptStandIn } from './support/apple-stand-in';
import { axeViolations, expect, gotoLive, test } from './support/fixtures';

// The app runs against a real OpenID provider on loopback standing in for Google, LinkedIn and
// Apple (e2e/support/global-setup.ts); its login page asks for an address and a name.

test.describe('desktop: the popup flow', () => {
  test('Google in a popup: the opener ends signed in on /mes_cvs', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Connexion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continuer avec Google' }).click();
    const popup = await popupOpened;
    expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
    await expect(dialog.getByText("Terminez la connexion dans la fenêtre Google qui vient de s'ouvrir.")).toBeVisible();

    await expect(popup.getByRole('heading', { name: "Fournisseur d'identité de test" })).toBeVisible();
    await popup.getByLabel('Adresse e-mail').fill(email);
    await popup.getByLabel('Prénom').fill('Noémie');
    await popup.getByLabel('Nom', { exact: true }).fill('Favre');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Se connecter' }).click();
    await expect(popup.getByText('Vous êtes connecté. Cette fenêtre va se fermer…')).toBeVisible();
    await closed;

    await expect(page).toHaveURL(/\/mes_cvs$/);
    await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toContainText('Noémie');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
  });

  test('an address the provider has not verified: the opener says why, nobody is signed in', async ({ page }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continuer avec LinkedIn' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Adresse e-mail').fill(uniqueEmail('unverified'));
    await popup.getByLabel('Adresse vérifiée').uncheck();
    await popup.getByRole('button', { name: 'Se connecter' }).click();
    await expect(popup.getByText(/^Erreur\s: Votre adresse e-mail n'est pas vérifiée par LinkedIn/)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText("Votre adresse e-mail n'est pas vérifiée par LinkedIn");
    await popup.waitForEvent('close');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('closing the popup is noticed and said', async ({ page }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: "Fournisseur d'identité de test" })).toBeVisible();
    await popup.close();
    await expect(page.getByRole('alert')).toHaveText("La fenêtre d'authentification OAuth a été fermée par l'utilisateur");
  });
});

test.describe('phone: the full-page flow', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('LinkedIn from an advice page: back on that page, signed in', async ({ page }) => {
    await gotoLive(page, '/conseils');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Connexion' }).click();
    await page.getByRole('dialog', { name: 'Connexion' }).getByRole('button', { name: 'Continuer avec LinkedIn' }).click();

    await expect(page.getByRole('heading', { name: "Fournisseur d'identité de test" })).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill(uniqueEmail('linkedin'));
    await page.getByLabel('Prénom').fill('Luca');
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page.getByText('Connexion réussie ! Redirection en cours…')).toBeVisible();
    await expect(page).toHaveURL(/\/conseils$/);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Mon compte' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('oauth_return_url'))).toBeNull();
  });

  test('Apple from /login: Apple posts back to the callback page, then the CV list', async ({ page }) => {
    await serveAppleScriptStandIn(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuer avec Apple' }).click();
    await expect(page.getByRole('heading', { name: "Fournisseur d'identité de test" })).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill(uniqueEmail('apple'));
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page.getByText('Connexion réussie ! Redirection en cours…')).toBeVisible();
    // The answer travelled in the fragment and was wiped from the address bar.
    expect(page.url()).not.toContain('code=');
    await expect(page).toHaveURL(/\/mes_cvs$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });
});

test('a callback page reached without a code says so, passes axe, and « Fermer » goes back', async ({ page }) => {
  await page.goto('/auth/google/callback?state=nothing-else');
  await expect(page.getByRole('heading', { name: 'Connexion impossible' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText("Erreur : Aucun code d'autorisation reçu");
  expect(page.url()).toMatch(/\/auth\/google\/callback$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/\/$/);
});
