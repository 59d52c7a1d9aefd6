import type { Page } from '@playwright/test';
import { seedUser, signInAs } from './support/accounts';
import { seedCvs } from './support/cvs';
import { expect, expectPreview, savedCv, section, test, waitForSaved } from './support/editor';

/**
 * Issue 31: every change can be undone (one stack for the whole editor, Ctrl+Z / Ctrl+Shift+Z
 * and the top bar's buttons), every removal says so with « Annuler », and the history keeps a
 * labelled version before every destructive change.
 */

type Version = { version: number; cause: string | null; subject: string | null; saved_at: string };

async function versions(page: Page, cvId: string): Promise<Version[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(`/api/cvs/${cvId}/versions/`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Version[];
}

async function openSignedIn(page: Page, cv: Record<string, unknown>): Promise<string> {
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [cv]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  await expect(page.getByRole('button', { name: `${cv.title as string} — Renommer le CV` })).toBeVisible();
  return cvId!;
}

test('add, type, save, remove, Ctrl+Z: the experience is back, then saved; the version before the removal is in the history', async ({ page }) => {
  const cvId = await openSignedIn(page, { title: 'CV annulable', template_id: 1, personal_info: { firstName: 'Camille' } });
  const experiences = section(page, 'Expériences professionnelles');
  await experiences.getByRole('button', { name: 'Ajouter une expérience' }).click();
  await experiences.getByLabel('Entreprise').fill('Firme Perdue SA');
  await waitForSaved(page);
  await expectPreview(page, 'Firme Perdue SA');

  // No confirmation: the removal happens, and says how to take it back.
  // (The spec leaves one blank experience when the last one goes.)
  await experiences.getByRole('button', { name: 'Supprimer l’expérience « Firme Perdue SA »' }).click();
  await expect(experiences.getByLabel('Entreprise')).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Élément supprimé\u00a0: l’expérience «\u00a0Firme Perdue SA\u00a0».' })).toBeVisible();
  await expect.poll(async () => JSON.stringify((await savedCv(page, cvId)).professional_experiences)).not.toContain('Firme Perdue SA');

  await page.keyboard.press('Control+z');
  await expect(experiences.getByLabel('Entreprise')).toHaveValue('Firme Perdue SA');
  await expectPreview(page, 'Firme Perdue SA');
  // The spec's save cycle runs after an undo like after any change.
  await expect.poll(async () => (await savedCv(page, cvId)).professional_experiences).toMatchObject([{ company: 'Firme Perdue SA' }]);
  await waitForSaved(page);
  expect((await versions(page, cvId)).map((v) => [v.cause, v.subject])).toContainEqual(['before_item_removal', 'Firme Perdue SA']);

  // Redo removes it again; the top bar's buttons do the same as the keys.
  await page.keyboard.press('Control+Shift+z');
  await expect(experiences.getByLabel('Entreprise')).toHaveValue('');
  await page.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(experiences.getByLabel('Entreprise')).toHaveValue('Firme Perdue SA');
});

test('rapid typing is one step, and Ctrl+Z works from inside a field', async ({ page }) => {
  await page.goto('/editor/model/2');
  const city = section(page, 'Informations personnelles').getByLabel('Ville');
  await city.fill('Bienne');
  await expectPreview(page, 'Bienne');
  const firstName = section(page, 'Informations personnelles').getByLabel('Prénom');
  await firstName.pressSequentially('Léa');
  await expect(firstName).toHaveValue('Léa');
  await firstName.press('Control+z');
  await expect(firstName).toHaveValue('');
  await expect(city).toHaveValue('Bienne');
  await firstName.press('Control+z');
  await expect(city).toHaveValue('');
  await firstName.press('Control+Shift+z');
  await expect(city).toHaveValue('Bienne');
});

test('undo across a template switch: template and colours come back, and redo switches again', async ({ page }) => {
  await page.goto('/editor/model/1');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Elias');
  await page.getByRole('button', { name: 'Modèles', exact: true }).click();
  const classic = page.getByRole('button', { name: /^Classic Elegant Modèle 1/ });
  const tech = page.getByRole('button', { name: /^Tech Startup Modèle 3/ });
  await expect(classic).toHaveAttribute('aria-pressed', 'true');
  await tech.click();
  await expect(tech).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Tech Startup', { exact: true }).first()).toBeVisible();

  await page.keyboard.press('Control+z');
  await expect(classic).toHaveAttribute('aria-pressed', 'true');
  await expect(tech).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('tempCvData') ?? '{}') as { template_id?: number }).template_id)).toBe(1);
  await page.getByRole('button', { name: 'Rétablir la modification annulée' }).click();
  await expect(tech).toHaveAttribute('aria-pressed', 'true');
  // The name typed before the switch was never touched.
  await page.getByRole('button', { name: 'Rédiger', exact: true }).click();
  await expect(section(page, 'Informations personnelles').getByLabel('Prénom')).toHaveValue('Elias');
});

test('restore, then undo the restore: the right version comes back, by content; the history says what each entry is', async ({ page }) => {
  const cvId = await openSignedIn(page, { title: 'CV versions', template_id: 1, summary: 'Version A du résumé' });
  const summary = page.getByRole('textbox', { name: 'Résumé de votre profil' });
  await expect(summary).toContainText('Version A du résumé');
  await summary.fill('Version B du résumé');
  await expect.poll(async () => (await savedCv(page, cvId)).summary).toMatchObject({ content: '<p>Version B du résumé</p>' });
  await waitForSaved(page);

  await page.getByRole('button', { name: 'Historique des versions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Historique' });
  const list = dialog.getByRole('list', { name: 'Versions' });
  const entries = list.getByRole('button');
  // Newest first, each with its time to the second and its cause.
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(/\d{1,2}:\d{2}:\d{2}/);
  await expect(entries.nth(0)).toContainText('Version actuelle · modifications');
  await expect(entries.nth(1)).toContainText('création');
  await entries.nth(1).click();
  await expectPreview(page, 'Version A du résumé', { within: dialog });
  await dialog.getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(summary).toContainText('Version A du résumé');
  expect((await savedCv(page, cvId)).summary).toMatchObject({ content: 'Version A du résumé' });

  // The list is read again after the restore: it names the restore and the entry it replaced.
  await page.getByRole('button', { name: 'Historique des versions' }).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(/Version actuelle · restauration de la version du .* \d{1,2}:\d{2}:\d{2}/);
  await expect(entries.nth(1)).toContainText('avant restauration');
  await expect(entries.nth(2)).toContainText('création');
  await page.keyboard.press('Escape');

  // Undo the restore: Version B, which the restore replaced, comes back and is saved.
  await page.getByRole('button', { name: 'Annuler la dernière modification' }).click();
  await expect(summary).toContainText('Version B du résumé');
  await expect.poll(async () => (await savedCv(page, cvId)).summary).toMatchObject({ content: '<p>Version B du résumé</p>' });
  await waitForSaved(page);
  // And the list follows that save too, without waiting for a cache to expire.
  await page.getByRole('button', { name: 'Historique des versions' }).click();
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('Version actuelle · modifications');
  await entries.nth(0).click();
  await expectPreview(page, 'Version B du résumé', { within: dialog });
});

test('a removed custom section is kept in the history under its name, and « Annuler » in the toast brings it back', async ({ page }) => {
  const cvId = await openSignedIn(page, {
    title: 'CV sections',
    template_id: 1,
    custom_fields: [{ id: 'custom_field_1', title: 'Bénévolat', content: 'Samaritains de Fribourg' }],
    section_order: ['personal_info', 'summary', 'custom_field_1'],
  });
  await section(page, 'Bénévolat').getByRole('button', { name: 'Supprimer la section Bénévolat' }).click();
  await expect(section(page, 'Bénévolat')).toHaveCount(0);
  await expect.poll(async () => (await versions(page, cvId)).map((v) => [v.cause, v.subject])).toContainEqual(['before_section_removal', 'Bénévolat']);
  await page.getByRole('button', { name: 'Annuler\u00a0: Section supprimée\u00a0: «\u00a0Bénévolat\u00a0».' }).click();
  await expect(section(page, 'Bénévolat').getByRole('textbox', { name: 'Contenu' })).toContainText('Samaritains de Fribourg');
  await expect.poll(async () => (await savedCv(page, cvId)).custom_fields).toMatchObject([{ title: 'Bénévolat', content: 'Samaritains de Fribourg' }]);
});

test('a Word list pasted into a text becomes list items, without its « · » glyphs', async ({ page }) => {
  await page.goto('/editor/model/1');
  const summary = page.getByRole('textbox', { name: 'Résumé de votre profil' });
  await summary.click();
  await page.evaluate((text) => {
    const target = document.activeElement as HTMLElement;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    data.setData('text/html', `<p class="MsoListParagraph">${text.replace(/\n/g, '<br>')}</p>`);
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, 'Points forts\n·\tComptabilité suisse\n·\tBouclements\n·\tTVA');
  await expect(summary.locator('li')).toHaveText(['Comptabilité suisse', 'Bouclements', 'TVA']);
  await expect(summary).not.toContainText('·');
  await expectPreview(page, 'Bouclements');
});
