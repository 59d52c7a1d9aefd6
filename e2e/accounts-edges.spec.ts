import type { Route } from '@playwright/test';
import { seedUser, signInAs } from './support/accounts';
import { expect, failedCall, label, test } from './support/fixtures';

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

test('verify-email treats only a 200 as success: another 2xx carrying tokens is an error', async ({ page }) => {
  const user = await seedUser();
  const login = await page.request.post('/api/accounts/login/', { data: { email: user.email, password: user.password } });
  const answer = (await login.json()) as Record<string, unknown>;
  await page.route('**/api/accounts/verify-email/', (route) => route.fulfill({ status: 201, json: answer }));
  await page.goto('/auth/verify-email?key=une-cle-de-verification');
  await expect(page.getByText('Une erreur est survenue lors de la vérification de votre e-mail.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vérification impossible' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a 5xx while loading the profile at start shows a connection problem and a retry, not the login', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(503));
  await signInAs(page, await seedUser({ firstName: 'Mattia' }));
  const failProfile = (route: Route) => (route.request().method() === 'GET' ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.fallback());
  await page.route('**/api/accounts/profile/', failProfile);
  await page.goto('/mes_cvs');
  await expect(page.getByRole('heading', { name: 'Connexion au serveur impossible' })).toBeVisible();
  await expect(page).toHaveURL(/\/mes_cvs$/);
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  await page.unroute('**/api/accounts/profile/', failProfile);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toContainText('Mattia');
  await expect(page).toHaveURL(/\/mes_cvs$/);
});
