import { seedUser, signInAs } from './support/accounts';
import { expect, label, test } from './support/fixtures';

test('an optional profile field the user empties is cleared, and stays cleared after a reload', async ({ page }) => {
  await signInAs(page, await seedUser());
  await page.goto('/informations-personnelles');
  await expect(page.getByLabel(label('Nom'))).not.toHaveValue('');
  await page.getByLabel('Téléphone').fill('+41 79 555 12 34');
  await page.getByLabel('Ville').fill('Sion');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vos informations ont été mises à jour avec succès !' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Téléphone')).toHaveValue('+41 79 555 12 34');

  await page.getByLabel('Téléphone').fill('');
  const saved = page.waitForRequest((req) => req.method() === 'PUT' && req.url().endsWith('/api/accounts/profile/'));
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ phone_number: '', city: 'Sion' });
  await expect(page.getByRole('status').filter({ hasText: 'Vos informations ont été mises à jour avec succès !' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Ville')).toHaveValue('Sion');
  await expect(page.getByLabel('Téléphone')).toHaveValue('');
});
