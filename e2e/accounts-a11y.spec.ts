import { type Locator, type Page } from '@playwright/test';
import { seedUser, signInAs } from './support/accounts';
import { axeViolations, expect, failedCall, gotoLive, label, test } from './support/fixtures';

// One axe scan per test: a scan takes seconds on a loaded machine, and each test has its own time budget.
test.describe('the account modals pass axe', () => {
  async function openSignIn(page: Page): Promise<Locator> {
    await gotoLive(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('button', { name: 'Connexion' }).click();
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
    return page.getByRole('dialog');
  }

  test('sign-in', async ({ page }) => {
    await openSignIn(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('sign-in with its errors', async ({ page }) => {
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText("L'adresse e-mail est requise")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('sign-up with its errors', async ({ page }) => {
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('dialog', { name: 'Créer un compte' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Vous devez accepter les conditions générales.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('forgotten password', async ({ page }) => {
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('dialog', { name: 'Mot de passe oublié' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the public account pages pass axe', () => {
  for (const [path, text] of [
    ['/login', 'Connexion à votre compte'],
    ['/auth/verify-email?key=inconnu', 'Vérification impossible'],
    ['/auth/verify-email', 'Lien de vérification invalide. Le paramètre de vérification est manquant.'],
    ['/auth/reset-password?uid=x&token=court', 'Lien de réinitialisation invalide ou manquant.'],
    ['/email-verification-pending', 'Vérifiez votre adresse e-mail'],
    ['/contact', 'Contact'],
  ] as const) {
    test(path, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(failedCall(400));
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    });
  }
});

test.describe('the signed-in account pages and the user menu pass axe', () => {
  test('/informations-personnelles', async ({ page }) => {
    await signInAs(page, await seedUser());
    await page.goto('/informations-personnelles');
    await expect(page.getByLabel(label('Nom'))).not.toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/security', async ({ page }) => {
    await signInAs(page, await seedUser());
    await page.goto('/security');
    await expect(page.getByLabel('Mot de passe actuel')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the user menu', async ({ page }) => {
    await signInAs(page, await seedUser());
    await page.goto('/security');
    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the burger menu holds the links, the footer links, the social link and the account buttons', async ({ page }) => {
    await gotoLive(page, '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['CV', 'Tarifs', 'Conseils', 'À propos', 'Contact', 'Conditions générales', 'Politique de confidentialité']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Suivez-nous sur LinkedIn' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole('button', { name: 'Inscription' }).click();
    await expect(page.getByRole('dialog', { name: 'Créer un compte' })).toBeVisible();
  });
});
