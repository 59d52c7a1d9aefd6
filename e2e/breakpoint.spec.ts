import { seedUser, signInAs } from './support/accounts';
import { expect, test } from './support/fixtures';

/** Spec: a window 768 px wide or narrower is mobile, for the navbars and the editor alike. */
test.describe('at exactly 768 px (iPad portrait) the whole app is in its phone layout', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('public navbar: burger menu, no inline links; editor: phone layout', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tarifs' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Connexion' })).toBeHidden();

    await page.goto('/editor/model/1');
    await expect(page.getByRole('button', { name: 'Aperçu du CV en plein écran' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aperçu du CV' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  });

  test('account navbar: the tabs move into the user menu', async ({ page }) => {
    await signInAs(page, await seedUser());
    await page.goto('/mes_cvs');
    const nav = page.getByRole('navigation', { name: 'Navigation du compte' });
    await expect(nav.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Informations personnelles' })).toBeHidden();
    await nav.getByRole('button', { name: 'Menu utilisateur' }).click();
    await expect(page.getByRole('menuitem', { name: 'Abonnement' })).toBeVisible();
  });
});

test.describe('at 769 px the whole app is in its desktop layout', () => {
  test.use({ viewport: { width: 769, height: 1024 } });

  test('public navbar: inline links; editor: preview column', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Tarifs' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();

    await page.goto('/editor/model/1');
    await expect(page.getByRole('region', { name: 'Aperçu du CV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aperçu du CV en plein écran' })).toHaveCount(0);
  });
});
