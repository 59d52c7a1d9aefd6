import { seedUser, signInAs } from './support/accounts';
import { seedCvs } from './support/cvs';
import { cvIdFromUrl, expect, expectPreview, photoPng, savedCv, section, test, waitForSaved } from './support/editor';
import { failedCall } from './support/fixtures';

const LONG_DATE = 'septembre 2019 – aujourd’hui (temps partiel 80 %)';

test('an anonymous draft with a 49-character date survives a reload; one over a limit is repaired with a notice', async ({ page }) => {
  await page.goto('/editor/model/2');
  const personal = section(page, 'Informations personnelles');
  await personal.getByLabel('Prénom').fill('Léa');
  const experiences = section(page, 'Expériences professionnelles');
  await experiences.getByLabel('Poste').fill('Infirmière');
  await experiences.getByLabel('Début').fill(LONG_DATE);
  await expectPreview(page, 'Infirmière');
  await page.reload();
  await expect(section(page, 'Informations personnelles').getByLabel('Prénom')).toHaveValue('Léa');
  await expect(section(page, 'Expériences professionnelles').getByLabel('Début')).toHaveValue(LONG_DATE);

  // A draft written by an older editor, over a limit: opened, shortened, and the change said.
  await page.evaluate(() => {
    const draft = JSON.parse(localStorage.getItem('tempCvData') ?? '{}') as { personal_info: { city: string } };
    draft.personal_info.city = `${'L'.repeat(200)}ausanne`;
    localStorage.setItem('tempCvData', JSON.stringify(draft));
  });
  await page.reload();
  const notice = page.getByTestId('draft-repair-notice');
  await expect(notice).toContainText('Il a été ajusté');
  await expect(notice).toContainText('Informations personnelles › Ville : raccourci, texte retiré « ausanne »');
  await expect(section(page, 'Informations personnelles').getByLabel('Prénom')).toHaveValue('Léa');
  await expect(notice.getByRole('button', { name: 'Télécharger la version d’origine' })).toBeVisible();
});

test('fields carry their limit: a long paste is cut with a notice and a counter shows', async ({ page }) => {
  await page.goto('/editor/model/1');
  const city = section(page, 'Informations personnelles').getByLabel('Ville');
  await city.focus();
  await page.evaluate((text) => {
    const input = document.activeElement as HTMLInputElement;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, 'x'.repeat(210));
  await expect(city).toHaveValue('x'.repeat(200));
  await expect(page.getByText('Le texte collé a été raccourci : ce champ accepte 200 caractères au plus (10 caractères non collés).')).toBeVisible();
  await expect(page.getByText('200 / 200 caractères')).toBeVisible();
  await expect(city).toHaveAttribute('maxlength', '200');
});

test('two pages on one CV: the stale save gets the conflict dialog and neither edit is lost', async ({ page, context }) => {
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV partagé', template_id: 1, personal_info: { firstName: 'Noé', city: 'Bienne' } }]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  const other = await context.newPage();
  await other.goto(`/editor/cv/${cvId}`);
  await expect(section(other, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Bienne');

  // Both pages have unsaved changes; the first saves, the second is then stale. The second
  // page's save is held until the first one is saved, whatever the machine's speed.
  let releaseOther = () => undefined as void;
  const firstSaved = new Promise<void>((resolve) => (releaseOther = resolve));
  await other.route(`**/api/cvs/${cvId}/`, async (route) => {
    if (route.request().method() === 'PUT') await firstSaved;
    await route.continue();
  });
  await section(other, 'Informations personnelles').getByLabel('Ville').fill('Sion');
  await section(page, 'Informations personnelles').getByLabel('Ville').fill('Genève');
  await page.keyboard.press('Control+s');
  await waitForSaved(page);
  releaseOther();
  const dialog = other.getByRole('dialog', { name: 'Ce CV a été modifié ailleurs' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Garder ma version comme copie' }).click();
  await expect(other).toHaveURL(/\/editor\/cv\//);
  await expect.poll(() => other.url()).not.toContain(cvId!);
  await expect(section(other, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Sion');
  expect(((await savedCv(page, cvId!)).personal_info as { city: string }).city).toBe('Genève');
  const copy = await savedCv(other, cvIdFromUrl(other));
  expect(copy).toMatchObject({ title: 'CV partagé - Copie', personal_info: { city: 'Sion' } });
});

test('a reload while a save is on its way: the server kept it, so the editor opens on it with no conflict, photo and all', async ({ page }) => {
  // A CV made in the editor, as a user makes one.
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/editor/model/2');
  await expect(page).toHaveURL(/\/editor\/cv\//);
  const cvId = cvIdFromUrl(page);
  // With a photo: the server then names it in the CV it answers, which the editor's copy never holds.
  await page.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await photoPng() });
  await expect(page.getByRole('img', { name: 'Photo du CV' })).toHaveAttribute('src', /^blob:/);

  // The save reaches the server and is stored; its answer is held until the page has gone.
  let reachedServer = () => undefined as void;
  const stored = new Promise<void>((resolve) => (reachedServer = resolve));
  let held = false;
  await page.route(`**/api/cvs/${cvId}/`, async (route) => {
    if (route.request().method() !== 'PUT' || held) return route.fallback();
    held = true;
    const answer = await route.fetch();
    reachedServer();
    await new Promise<void>((resolve) => page.once('framenavigated', () => resolve()));
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
  await section(page, 'Informations personnelles').getByLabel('Ville').fill('Lausanne');
  await stored;
  await page.reload();

  // The safety copy left by the page says what the server now has: no dialog, and the page works.
  const city = section(page, 'Informations personnelles').getByLabel('Ville');
  await expect(city).toHaveValue('Lausanne');
  await section(page, 'Informations personnelles').getByLabel('Nom', { exact: true }).fill('Haddad');
  await waitForSaved(page);
  await expect(page.getByRole('dialog', { name: 'Ce CV a été modifié ailleurs' })).toHaveCount(0);
  expect((await savedCv(page, cvId)).personal_info as { city: string; lastName: string }).toMatchObject({ city: 'Lausanne', lastName: 'Haddad' });
});

test('signed in, over a limit: told which field, taken there, and nothing else typed is lost', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(400));
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV limite', template_id: 1, personal_info: { firstName: 'Ugo' } }]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  await section(page, 'Informations personnelles').getByLabel('Ville').fill('Fribourg');
  const summary = page.getByRole('textbox', { name: 'Résumé de votre profil' });
  await summary.fill('a'.repeat(20_010));
  await expect(
    page.getByText('Ce texte dépasse la limite de 20000 caractères (mise en forme comprise) : raccourcissez-le pour pouvoir sauvegarder.'),
  ).toBeVisible();

  const notice = page.getByTestId('invalid-fields-notice');
  await expect(notice).toContainText('Votre CV n’a pas pu être sauvegardé.');
  await expect(notice).toContainText('Profil : Ce texte ne peut pas dépasser 20000 caractères.');
  await notice.getByRole('button', { name: 'Aller au champ' }).click();
  await expect(summary).toBeFocused();

  // Reloading loses nothing: the safety copy comes back, shortened to fit, with a notice.
  await page.reload();
  await expect(section(page, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Fribourg');
  await expect(page.getByTestId('draft-repair-notice')).toContainText('Profil : raccourci');
  await waitForSaved(page);
  expect(((await savedCv(page, cvId!)).personal_info as { city: string }).city).toBe('Fribourg');
});

test('restore a past version from « Historique », and a deleted CV from the bin', async ({ page }) => {
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV versions', template_id: 1, personal_info: { firstName: 'Ada', city: 'Morges' } }]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  await section(page, 'Informations personnelles').getByLabel('Ville').fill('Nyon');
  await waitForSaved(page);

  await page.getByRole('button', { name: 'Historique des versions' }).click();
  const history = page.getByRole('dialog', { name: 'Historique' });
  const versions = history.getByRole('list', { name: 'Versions' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  await versions.nth(1).click();
  await expect(history.frameLocator('iframe').locator('body')).toContainText('Morges');
  await history.getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(history).toBeHidden();
  await expect(section(page, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Morges');
  expect(((await savedCv(page, cvId!)).personal_info as { city: string }).city).toBe('Morges');

  await page.goto('/mes_cvs');
  await page.getByRole('article', { name: 'CV versions' }).getByRole('button', { name: 'Autre' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: 'Supprimer ce CV ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('article', { name: 'CV versions' })).toBeHidden();
  const bin = page.getByRole('region', { name: 'Corbeille' });
  await bin.getByRole('button', { name: 'Restaurer le CV « CV versions »' }).click();
  await expect(page.getByRole('article', { name: 'CV versions' })).toBeVisible();
  await expect(bin).toBeHidden();
});

test('a NUL in every kind of text field saves', async ({ page }) => {
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV NUL', template_id: 1 }]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  const personal = section(page, 'Informations personnelles');
  await personal.getByLabel('Prénom').fill('Zo\u0000é');
  await section(page, 'Expériences professionnelles').getByLabel('Début').fill('2019\u0000');
  await page.getByRole('textbox', { name: 'Résumé de votre profil' }).fill('Rés\u0000umé');
  await waitForSaved(page);
  const saved = await savedCv(page, cvId!);
  expect(JSON.stringify(saved)).not.toContain('\\u0000');
  expect(saved).toMatchObject({ personal_info: { firstName: 'Zoé' }, professional_experiences: [{ startDate: '2019' }] });
});

test('an unset level slider is set by a click on its middle step', async ({ page }) => {
  await page.goto('/editor/model/1');
  const skills = section(page, 'Compétences');
  const slider = skills.getByRole('slider', { name: 'Niveau' });
  await expect(slider).toHaveAttribute('aria-valuetext', 'Non précisé');
  await slider.click();
  await expect(slider).not.toHaveAttribute('aria-valuetext', 'Non précisé');
  await expect(skills.getByText('Non précisé')).toBeHidden();
});

test('a reload while the API is down says « Problème de connexion », not « sign in »', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource/);
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV hors ligne', template_id: 1 }]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  await expect(section(page, 'Informations personnelles')).toBeVisible();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText('Problème de connexion. Vérifiez votre connexion internet.')).toBeVisible();
  await expect(page.getByText('Connectez-vous pour ouvrir ce CV')).toBeHidden();
});

test('tabs of one browser see each other’s saves: the other tab shows the new version at once', async ({ page, context }) => {
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV deux onglets', template_id: 1, personal_info: { firstName: 'Léon', city: 'Nyon' } }]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  const other = await context.newPage();
  await other.goto(`/editor/cv/${cvId}`);
  await expect(section(other, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Nyon');

  await section(page, 'Informations personnelles').getByLabel('Ville').fill('Vevey');
  await page.keyboard.press('Control+s');
  await waitForSaved(page);
  // No reload, no conflict: the other tab had nothing unsaved and takes the new version.
  await expect(section(other, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Vevey');
  await expect(other.getByText('Ce CV a été modifié dans un autre onglet : sa dernière version est affichée.')).toBeVisible();
  await expect(other.getByRole('dialog', { name: 'Ce CV a été modifié ailleurs' })).toHaveCount(0);
});

test('a preview the server refuses keeps the last good render and says what to fix beside it', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(400));
  await page.goto('/editor/model/1');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Maëlle');
  await expectPreview(page, 'Maëlle');
  await page.getByRole('textbox', { name: 'Résumé de votre profil' }).fill('a'.repeat(20_010));
  const notice = page.getByTestId('invalid-fields-notice');
  await expect(notice).toContainText('L’aperçu montre la dernière version valide de votre CV.', { timeout: 15_000 });
  await expect(notice).toContainText('Profil');
  await expectPreview(page, 'Maëlle');
  await expectPreview(page, 'aaaaaaaaaa', { not: true });
});
