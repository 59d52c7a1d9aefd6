import { editorAxeViolations, expect, expectPreview, section, test } from './support/editor';

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the compact editor: floating preview and download buttons, full-screen pages at 0.32', async ({ page }, testInfo) => {
    await page.goto('/editor/model/5');
    await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Anouk');
    await section(page, 'Informations personnelles').getByLabel('Nom', { exact: true }).fill('Favre');
    // No preview column on a phone: the eye opens it full screen.
    await expect(page.getByRole('region', { name: 'Aperçu du CV' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Aperçu du CV en plein écran' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Télécharger le CV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rédiger' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('editor-375-form.png') });

    await page.getByRole('button', { name: 'Aperçu du CV en plein écran' }).click();
    const overlay = page.getByRole('dialog', { name: /Aperçu plein écran/ });
    await expectPreview(page, 'Anouk', { within: overlay });
    // Spec: 0.32 of an A4 page (794 px) up to 400 px of screen width.
    await expect.poll(async () => Math.round((await overlay.getByTestId('cv-preview').boundingBox())?.width ?? 0)).toBe(Math.round(794 * 0.32));
    await page.screenshot({ path: testInfo.outputPath('editor-375-preview.png') });
    await overlay.getByRole('button', { name: 'Agrandir à la largeur de l’écran' }).click();
    await expect.poll(async () => (await overlay.getByTestId('cv-preview').boundingBox())?.width ?? 0).toBeGreaterThan(320);
    await overlay.getByRole('button', { name: 'Fermer l’aperçu' }).click();
    await expect(overlay).toBeHidden();

    await page.getByRole('button', { name: 'Modèles' }).click();
    await expect(page.getByRole('heading', { name: 'Choisissez un modèle' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('editor-375-models.png') });
  });
});

test('the editor passes an axe scan: form, drag handles, rich text, models view and full screen', async ({ page }) => {
  await page.goto('/editor/model/3');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Sven');
  await page.getByRole('button', { name: 'Ajouter une section personnalisée' }).click();
  await expectPreview(page, 'Sven');
  // The handles and the rich-text fields carry roles and names.
  await expect(page.getByRole('button', { name: 'Déplacer la section Compétences' })).toHaveAttribute('aria-roledescription', 'section déplaçable');
  await expect(page.getByRole('textbox', { name: 'Résumé de votre profil' })).toHaveAttribute('aria-multiline', 'true');
  await expect(page.getByRole('toolbar', { name: 'Mise en forme : Résumé de votre profil' }).getByRole('button', { name: 'Gras' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(await editorAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Modèles' }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez un modèle' })).toBeVisible();
  expect(await editorAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Aperçu en plein écran' }).click();
  await expect(page.getByRole('dialog', { name: /Aperçu plein écran/ })).toBeVisible();
  expect(await editorAxeViolations(page)).toEqual([]);
});
