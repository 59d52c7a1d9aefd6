import type { Page } from '@playwright/test';
import { expect, expectPreview, previewText, section, test } from './support/editor';

/** Issue 31: two anonymous tabs share one draft without losing each other's work; the preview rides out a lost connection. */

const storedDraft = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('tempCvData') ?? '{}') as { personal_info?: { firstName?: string; city?: string } }).personal_info);

test('two anonymous tabs: each follows the other’s changes, and none writes an older draft back', async ({ page, context }) => {
  await page.goto('/editor/model/2');
  const first = section(page, 'Informations personnelles');
  await first.getByLabel('Prénom').fill('Alice');
  await expect.poll(() => storedDraft(page)).toMatchObject({ firstName: 'Alice' });

  const other = await context.newPage();
  await other.goto('/editor/model/2');
  const second = section(other, 'Informations personnelles');
  await expect(second.getByLabel('Prénom')).toHaveValue('Alice');
  await second.getByLabel('Ville').fill('Berne');
  // The first tab takes the second's newer draft by itself.
  await expect(first.getByLabel('Ville')).toHaveValue('Berne');
  await expectPreview(page, 'Berne');

  await first.getByLabel('Prénom').fill('Alix');
  await expect(second.getByLabel('Prénom')).toHaveValue('Alix');
  await expect(second.getByLabel('Ville')).toHaveValue('Berne');
  await expect.poll(() => storedDraft(page)).toMatchObject({ firstName: 'Alix', city: 'Berne' });

  // The second tab hides and closes (it writes what it has pending then): nothing older comes back.
  await other.close();
  expect(await storedDraft(page)).toMatchObject({ firstName: 'Alix', city: 'Berne' });
  await page.reload();
  await expect(section(page, 'Informations personnelles').getByLabel('Prénom')).toHaveValue('Alix');
  await expect(section(page, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Berne');
});

test('offline for a minute: the last pages stay, the preview says it is offline, and it renders again by itself once back online', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/);
  await page.clock.install();
  await page.goto('/editor/model/3');
  const personal = section(page, 'Informations personnelles');
  await personal.getByLabel('Prénom').fill('Mia');
  await expectPreview(page, 'Mia');

  await context.setOffline(true);
  await personal.getByLabel('Ville').fill('Lugano');
  const offline = page.getByRole('status').filter({ hasText: 'Hors ligne\u00a0: l’aperçu reprendra à la reconnexion' });
  await expect(offline).toBeVisible();
  // The last good pages are still there (not the error placeholder).
  expect(await previewText(page)).toContain('Mia');
  await expect(page.getByText('Erreur lors de la génération de la preview')).toHaveCount(0);
  // A minute passes offline (its tries fail one after the other).
  await page.clock.fastForward('01:00');
  await expect(offline).toBeVisible();
  expect(await previewText(page)).toContain('Mia');

  await context.setOffline(false);
  await expectPreview(page, 'Lugano');
  await expect(offline).toHaveCount(0);
});
