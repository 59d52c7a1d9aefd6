import { axeViolations, expect, test } from './support/fixtures';

test('the home page loads in French with no console error and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/CV Suisse/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tarifs' }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown path shows the home page', async ({ page }) => {
  const response = await page.goto('/cette-page/nexiste-pas');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/CV Suisse/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the API health check answers ok', async ({ request }) => {
  const res = await request.get('/api/health/');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});
