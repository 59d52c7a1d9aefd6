import { readFile } from 'node:fs/promises';
import { seedUser, signInAs } from './support/accounts';
import { seedActiveSubscription, seedCvs } from './support/cvs';
import { axeViolations, expect, failedCall, test } from './support/fixtures';

const cv = (title: string, template_id: number, firstName = 'Zoé') => ({
  title,
  template_id,
  personal_info: { firstName, lastName: 'Favre', jobTitle: 'Infirmière', email: 'zoe@example.ch', city: 'Lausanne' },
  summary: '<p>Infirmière diplômée, six ans en soins intensifs au CHUV.</p>',
  skills: [{ name: 'Soins intensifs', level: 80 }],
});

// The browser runs in Europe/Zurich (playwright.config.ts); the test process may be in UTC, so the day is read there too.
const today = () => new Date().toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'Europe/Zurich' });

test('list, rename, duplicate and delete CVs', async ({ page }) => {
  const user = await seedUser();
  await seedCvs(page.request, user, [cv('CV Infirmière', 2), cv('CV Lausanne', 5)]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');

  await expect(page.getByRole('heading', { level: 1, name: 'Curriculum vitae' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+ Créer' })).toHaveAttribute('href', '/editor');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  // Newest modified first.
  await expect(cards.nth(0).getByRole('heading')).toHaveText('CV Lausanne');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('CV Infirmière');
  const first = page.getByRole('article', { name: 'CV Lausanne' });
  await expect(first).toContainText('Modèle 5 · Modern Professional');
  await expect(first).toContainText(`Création :${today()}`);
  await expect(first).toContainText(`Dernières modifications :${today()}`);
  await expect(first.getByRole('link', { name: /^Modifier/ })).toHaveAttribute('href', /^\/editor\/cv\/[0-9a-f-]{36}$/);
  // The first page of the saved CV, fetched with the bearer token.
  const preview = first.getByRole('img', { name: 'Aperçu du CV « CV Lausanne »' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  // Rename: the name is required and at most 100 characters.
  await first.getByRole('button', { name: 'Autre' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Renommer' }).click();
  const rename = page.getByRole('dialog', { name: 'Renommer le CV' });
  const field = rename.getByLabel('Nom du CV');
  await expect(field).toHaveValue('CV Lausanne');
  await field.fill('   ');
  await expect(rename.getByRole('button', { name: 'Renommer' })).toBeDisabled();
  await field.fill('x'.repeat(101));
  await expect(rename.getByText('Le nom du CV ne peut pas dépasser 100 caractères')).toBeVisible();
  await field.fill('');
  await field.blur();
  await expect(rename.getByText('Nom du CV requis')).toBeVisible();
  await field.fill('  CV Genève 2026  ');
  await rename.getByRole('button', { name: 'Renommer' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('article', { name: 'CV Genève 2026' })).toBeVisible();

  // Duplicate: the copy appears once the list reloads.
  await page.getByRole('article', { name: 'CV Genève 2026' }).getByRole('button', { name: 'Autre' }).click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  await expect(page.getByRole('article', { name: 'CV Genève 2026 - Copie' })).toBeVisible();
  await expect(cards).toHaveCount(3);

  // Delete, after a confirmation.
  await page.getByRole('article', { name: 'CV Infirmière' }).getByRole('button', { name: 'Autre' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer ce CV ?' });
  await expect(confirm).toContainText('« CV Infirmière »');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('article', { name: 'CV Infirmière' })).toBeHidden();

  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading')).toHaveText('CV Genève 2026 - Copie');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('CV Genève 2026');
});

test('the « Autre » menu closes on Escape, outside clicks and window resizes', async ({ page }) => {
  const user = await seedUser();
  await seedCvs(page.request, user, [cv('CV Menu', 1)]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  const more = page.getByRole('button', { name: 'Autre' });
  const menu = page.getByRole('menu');

  await more.click();
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.width).toBe(220);
  expect(box?.height).toBeGreaterThan(150);
  // One row more than the spec's ~200 px: « Autres formats » (Word, text, JSON), a submenu.
  expect(box?.height).toBeLessThan(270);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dupliquer' })).toBeFocused();
  // Radix starts listening for outside clicks in a timer of 0 ms queued when the menu mounted:
  // a timer of ours queued now runs after it (a busy page could otherwise take the click first).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.mouse.click(5, 300);
  await expect(menu).toBeHidden();

  await more.click();
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(menu).toBeHidden();
});

test('an account with no CV sees the empty state, and a leftover draft is cleaned up', async ({ page }) => {
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('tempCvData', JSON.stringify({ template_id: 2, personal_info: { firstName: 'Zoé' } })));
  await page.goto('/mes_cvs');
  await expect(page.getByText("Vous n'avez pas encore de CV.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer mon premier CV' })).toHaveAttribute('href', '/editor');
  expect(await page.evaluate(() => localStorage.getItem('tempCvData'))).toBeNull();
});

test('a premium user downloads the PDF from the list', async ({ page }) => {
  const user = await seedUser();
  await seedActiveSubscription(user);
  await seedCvs(page.request, user, [cv('CV Zoé Favre – Genève', 3)]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Télécharger/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Téléchargement du CV' });
  await expect(dialog).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('CV_Zoé_Favre_Genève.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(dialog.getByText('CV téléchargé avec succès !')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(dialog).toBeHidden();
});

test('a user without a subscription is sent to /tarifs to download', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(403));
  const user = await seedUser();
  await seedCvs(page.request, user, [cv('CV sans abonnement', 1)]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  await page.getByRole('button', { name: /^Télécharger/ }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
});

test('the CV list passes axe and fits a 375 px screen', async ({ page }) => {
  const user = await seedUser();
  await seedCvs(page.request, user, [cv('CV Accessibilité', 4), cv('Un CV au nom particulièrement long pour voir comment il se tronque', 6)]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Aperçu du CV « CV Accessibilité »' })).toHaveAttribute('src', /^blob:/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Autre' }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('cv-list-375.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});
