import type { Locator, Page } from '@playwright/test';
import { expect, section, test } from './support/editor';

/** Pastes plain text into the focused field, as the clipboard would. */
async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('at 20 custom sections the add button is disabled with a French hint', async ({ page }) => {
  await page.goto('/editor/model/1');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Aline');
  const add = page.getByRole('button', { name: 'Ajouter une section personnalisée' });
  for (let i = 0; i < 20; i += 1) await add.click();
  await expect(page.locator('[data-section^="custom_field_"]')).toHaveCount(20);
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Maximum atteint : un CV ne peut pas avoir plus de 20 sections personnalisées.');
});

test('inline titles carry their limit: counter near it, a long paste cut with the notice', async ({ page }) => {
  await page.goto('/editor/model/1');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Aline');

  await page.getByRole('button', { name: /Renommer le CV$/ }).click();
  const cvTitle = page.getByRole('textbox', { name: 'Renommer le CV' });
  await expect(cvTitle).toHaveAttribute('maxlength', '50');
  await pasteInto(page, cvTitle, 'x'.repeat(60));
  await expect(cvTitle).toHaveValue('x'.repeat(50));
  await expect(page.getByText('Le texte collé a été raccourci : ce champ accepte 50 caractères au plus (10 caractères non collés).')).toBeVisible();
  await expect(page.getByText('50 / 50 caractères')).toBeVisible();
  await cvTitle.press('Enter');
  await expect(page.getByRole('button', { name: `${'x'.repeat(50)} — Renommer le CV` })).toBeVisible();

  const experiences = section(page, 'Expériences professionnelles');
  await experiences
    .getByRole('button', { name: /Renommer la section$/ })
    .first()
    .click();
  const sectionTitle = experiences.getByRole('textbox', { name: 'Renommer la section' });
  await expect(sectionTitle).toHaveAttribute('maxlength', '50');
  await sectionTitle.fill('y'.repeat(42));
  await expect(sectionTitle).toHaveAccessibleDescription('42 / 50 caractères');
});

test('a rich-text paste over the limit is cut with the same notice, never dropped', async ({ page }) => {
  await page.goto('/editor/model/1');
  const summary = page.getByRole('textbox', { name: 'Résumé de votre profil' });
  // '<p>' + 19 990 characters + '</p>' leaves room for 3 more.
  await summary.fill('a'.repeat(19_990));
  await expect(page.getByText('19997 / 20000 caractères (mise en forme comprise)')).toBeVisible();
  await summary.press('End');
  await pasteInto(page, summary, 'b'.repeat(50));
  await expect(page.getByText('Le texte collé a été raccourci : ce champ accepte 20000 caractères au plus (47 caractères non collés).')).toBeVisible();
  await expect(page.getByText('20000 / 20000 caractères (mise en forme comprise)')).toBeVisible();
  await expect(summary).toContainText('aaabbb');
  await expect(page.getByText(/Ce texte dépasse la limite/)).toHaveCount(0);
});
