import { seedUser, signInAs } from './support/accounts';
import { expect, gotoLive, test } from './support/fixtures';

/** Every modal and menu gives focus back to the control that opened it when it closes. */
test.describe('focus returns to the opener', () => {
  test('sign-in and sign-up modals from the navbar, closed by Escape, by « Fermer », and after switching', async ({ page }) => {
    await gotoLive(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const login = nav.getByRole('button', { name: 'Connexion' });
    const register = nav.getByRole('button', { name: 'Inscription' });

    await login.click();
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(login).toBeFocused();

    await register.click();
    await page.getByRole('dialog', { name: 'Créer un compte' }).getByRole('button', { name: 'Fermer' }).click();
    await expect(register).toBeFocused();

    // From the login to the forgot-password modal and back to the login: focus goes to the first opener.
    await login.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByRole('button', { name: /Mot de passe oublié/ }).click();
    await expect(page.getByRole('dialog', { name: 'Mot de passe oublié' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(login).toBeFocused();
  });

  test('the account menu and the subscription modal it leads to', async ({ page }) => {
    await signInAs(page, await seedUser());
    await page.goto('/mes_cvs');
    const menuButton = page.getByRole('button', { name: 'Menu utilisateur' });
    await menuButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    const subscription = page.getByRole('navigation', { name: 'Navigation du compte' }).getByRole('button', { name: 'Abonnement' });
    await subscription.click();
    const offers = page.getByRole('dialog', { name: 'Aucun abonnement actif' });
    await expect(offers).toBeVisible();
    await offers.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(offers).toHaveCount(0);
    await expect(subscription).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the burger menu, and a sign-in modal opened from it, give focus back to the burger button', async ({ page }) => {
    await gotoLive(page, '/');
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await burger.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(burger).toBeFocused();

    await burger.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Connexion' }).click();
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(burger).toBeFocused();
  });

  test('a modal opened from a menu item gives focus back to the menu button', async ({ page }) => {
    await signInAs(page, await seedUser());
    await page.goto('/mes_cvs');
    const menuButton = page.getByRole('button', { name: 'Menu utilisateur' });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Abonnement' }).click();
    const offers = page.getByRole('dialog', { name: 'Aucun abonnement actif' });
    await expect(offers).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(offers).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });
});
