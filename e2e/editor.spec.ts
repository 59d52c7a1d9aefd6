import { PASSWORD, seedUser, signInAs, uniqueEmail } from './support/accounts';
import { cvIdFromUrl, expect, expectPreview, previewFrame, savedCv, saveStatus, section, test, waitForSaved } from './support/editor';
import { label } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';

test('an anonymous visitor builds a CV, reloads without losing anything, registers and finds it saved', async ({ page, baseURL }) => {
  await page.goto('/editor/model/3');
  const personal = section(page, 'Informations personnelles');
  await personal.getByLabel('Prénom').fill('Léa');
  await personal.getByLabel('Nom', { exact: true }).fill('Muller');
  await personal.getByLabel('Titre du poste recherché').fill('Ingénieure logiciel');
  await page.getByRole('textbox', { name: 'Résumé de votre profil' }).fill('Développeuse Kotlin, dix ans dans les transports publics.');
  const experiences = section(page, 'Expériences professionnelles');
  await experiences.getByLabel('Poste').fill('Développeuse mobile');
  await experiences.getByLabel('Entreprise').fill('CFF');
  await expect(page.getByText('Modifications non sauvegardées (non connecté)')).toBeVisible();

  // The preview follows the typing.
  await expectPreview(page, 'Léa');
  await expectPreview(page, 'Développeuse mobile');
  await expectPreview(page, 'dix ans dans les transports publics');

  await page.reload();
  await expect(personal.getByLabel('Prénom')).toHaveValue('Léa');
  await expect(personal.getByLabel('Nom', { exact: true })).toHaveValue('Muller');
  await expect(page.getByRole('textbox', { name: 'Résumé de votre profil' })).toContainText('dix ans dans les transports publics');
  await expectPreview(page, 'Développeuse mobile');

  // Registering saves the draft as a CV at once, then waits for the e-mail verification.
  const email = uniqueEmail('editeur');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Inscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
  await dialog.getByLabel(label('Nom')).fill('Muller');
  await dialog.getByLabel('Prénom').fill('Léa');
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel(label('Mot de passe')).fill(PASSWORD);
  await dialog.getByLabel(/J’accepte les conditions générales/).check();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog.getByText('Compte créé avec succès et CV sauvegardé ! Veuillez vérifier votre e-mail avant de vous connecter.')).toBeVisible();
  await expect(page).toHaveURL(/\/email-verification-pending$/);
  expect(await page.evaluate(() => localStorage.getItem('tempCvData'))).toBeNull();

  const mail = await waitForMail(email, 'Confirmez votre adresse e-mail');
  await page.goto(linkIn(mail, `${baseURL}/auth/verify-email?key=`));
  await expect(page).toHaveURL(/\/mes_cvs$/);
  const card = page.getByRole('article', { name: 'Sans titre' });
  await expect(card).toContainText('Modèle 3');
  await card.getByRole('link', { name: /^Modifier/ }).click();
  await expect(page).toHaveURL(/\/editor\/cv\//);
  await expect(section(page, 'Informations personnelles').getByLabel('Prénom')).toHaveValue('Léa');
  await expect(section(page, 'Expériences professionnelles').getByText('Développeuse mobile · CFF')).toBeVisible();
});

test('a signed-in user edits, the autosave keeps every change across a reload', async ({ page }) => {
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/editor/model/1');
  // Entering edit mode signed in saves the new CV and the route follows it.
  await expect(page).toHaveURL(/\/editor\/cv\/[0-9a-f-]{36}$/);
  const cvId = cvIdFromUrl(page);

  await page.getByRole('button', { name: 'Sans titre — Renommer le CV' }).click();
  const titleInput = page.getByRole('textbox', { name: 'Renommer le CV' });
  await titleInput.fill('Ma candidature ignorée');
  await titleInput.press('Escape');
  await expect(page.getByRole('button', { name: 'Sans titre — Renommer le CV' })).toBeVisible();
  await page.getByRole('button', { name: 'Sans titre — Renommer le CV' }).click();
  await titleInput.fill('CV Comptable Lausanne');
  await titleInput.press('Enter');

  const personal = section(page, 'Informations personnelles');
  await personal.getByLabel('Prénom').fill('Jonas');
  await personal.getByLabel('Nom', { exact: true }).fill('Brunner');
  await personal.getByLabel('E-mail').fill('jonas.brunner@example.ch');
  await personal.getByLabel('Permis de travail').selectOption('B');
  await personal.getByRole('switch', { name: 'Afficher le titre du poste sur le CV' }).click();

  const summary = page.getByRole('textbox', { name: 'Résumé de votre profil' });
  await summary.click();
  await page.keyboard.type('Comptable ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('brevet fédéral');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(', huit ans en fiduciaire.');

  const experiences = section(page, 'Expériences professionnelles');
  await experiences.getByLabel('Poste').fill('Comptable senior');
  await experiences.getByLabel('Début').fill('03/2018');
  await experiences.getByRole('textbox', { name: 'Description' }).fill('Clôtures mensuelles pour 40 PME.');

  const skills = section(page, 'Compétences');
  await skills.getByLabel('Compétence', { exact: true }).fill('Abacus');
  await skills.getByRole('slider', { name: 'Niveau' }).focus();
  await page.keyboard.press('End');
  await expect(skills.getByRole('slider', { name: 'Niveau' })).toHaveAttribute('aria-valuetext', 'Excellent');

  const languages = section(page, 'Langues');
  await languages.getByLabel('Langue', { exact: true }).fill('Allemand');
  await languages.getByRole('slider', { name: 'Niveau' }).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(languages.getByRole('slider', { name: 'Niveau' })).toHaveAttribute('aria-valuetext', 'B2-niveau intermédiaire avancé');

  await page.getByRole('switch', { name: 'Afficher la section Références sur le CV' }).click();
  await page.getByRole('radio', { name: 'Teinte 3 du modèle' }).first().click();
  await personal.getByLabel('Langue du CV').selectOption('de');
  // The rendered CV follows the CV's language.
  await expectPreview(page, 'Berufserfahrung');

  await waitForSaved(page);
  await page.reload();
  // The list sections carry the titles the CV prints, now in German.
  const berufserfahrung = section(page, 'Berufserfahrung');
  const kompetenzen = section(page, 'Kompetenzen');
  const sprachen = section(page, 'Sprachen');
  await expect(page.getByRole('button', { name: 'CV Comptable Lausanne — Renommer le CV' })).toBeVisible();
  await expect(personal.getByLabel('Prénom')).toHaveValue('Jonas');
  await expect(personal.getByLabel('E-mail')).toHaveValue('jonas.brunner@example.ch');
  await expect(personal.getByLabel('Permis de travail')).toHaveValue('B');
  await expect(personal.getByRole('switch', { name: 'Afficher le titre du poste sur le CV' })).toHaveAttribute('aria-checked', 'false');
  await expect(summary.locator('strong')).toHaveText('brevet fédéral');
  await expect(berufserfahrung.getByLabel('Début')).toHaveValue('03/2018');
  await expect(berufserfahrung.getByRole('textbox', { name: 'Description' })).toHaveText('Clôtures mensuelles pour 40 PME.');
  await expect(kompetenzen.getByRole('slider', { name: 'Niveau' })).toHaveAttribute('aria-valuetext', 'Excellent');
  await expect(sprachen.getByRole('slider', { name: 'Niveau' })).toHaveAttribute('aria-valuetext', 'B2-niveau intermédiaire avancé');
  await expect(page.getByRole('switch', { name: 'Afficher la section Referenzen sur le CV' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('radio', { name: 'Teinte 3 du modèle' }).first()).toHaveAttribute('aria-checked', 'true');
  await expect(personal.getByLabel('Langue du CV')).toHaveValue('de');

  const saved = await savedCv(page, cvId);
  expect(saved).toMatchObject({ title: 'CV Comptable Lausanne', cv_language: 'de', hidden_sections: expect.arrayContaining(['references', 'job_title']) });
  expect((saved.summary as { content: string }).content).toContain('<strong>brevet fédéral</strong>');
  await expect(saveStatus(page)).toHaveText(/Modifications sauvegardées/);
});

test('custom sections are added after the summary, renamed and removed', async ({ page }) => {
  await page.goto('/editor/model/2');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Nora');
  await page.getByRole('button', { name: 'Ajouter une section personnalisée' }).click();
  const custom = section(page, 'Section personnalisée');
  await expect(custom).toBeInViewport();
  const order = await page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
  expect(order[2]).toMatch(/^custom_field_\d+$/);

  // Escape cancels a rename; Enter commits it.
  await custom.getByRole('button', { name: 'Section personnalisée — Renommer la section' }).click();
  await custom.getByRole('textbox', { name: 'Renommer la section' }).fill('Loisirs');
  await custom.getByRole('textbox', { name: 'Renommer la section' }).press('Escape');
  await expect(custom.getByRole('button', { name: 'Section personnalisée — Renommer la section' })).toBeVisible();
  await custom.getByRole('button', { name: 'Section personnalisée — Renommer la section' }).click();
  await custom.getByRole('textbox', { name: 'Renommer la section' }).fill('Bénévolat');
  await custom.getByRole('textbox', { name: 'Renommer la section' }).press('Enter');
  const volunteering = section(page, 'Bénévolat');
  await volunteering.getByRole('textbox', { name: 'Contenu' }).fill('Samaritains de Fribourg, depuis 2019.');
  await expectPreview(page, 'Bénévolat');
  await expectPreview(page, 'Samaritains de Fribourg');

  await page.reload();
  await expect(section(page, 'Bénévolat').getByRole('textbox', { name: 'Contenu' })).toContainText('Samaritains de Fribourg');

  // No confirmation: the removal says so and offers « Annuler », which brings the section back.
  await section(page, 'Bénévolat').getByRole('button', { name: 'Supprimer la section Bénévolat' }).click();
  await expect(section(page, 'Bénévolat')).toHaveCount(0);
  await expectPreview(page, 'Samaritains de Fribourg', { not: true });
  const toast = page.getByRole('status').filter({ hasText: 'Section supprimée\u00a0: «\u00a0Bénévolat\u00a0».' });
  await toast.getByRole('button', { name: 'Annuler\u00a0: Section supprimée\u00a0: «\u00a0Bénévolat\u00a0».' }).click();
  await expect(section(page, 'Bénévolat').getByRole('textbox', { name: 'Contenu' })).toContainText('Samaritains de Fribourg');
  await expectPreview(page, 'Samaritains de Fribourg');
});

test('the full-screen preview closes with Escape back to the view it came from', async ({ page }) => {
  await page.goto('/editor/model/4');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Elias');
  await page.getByRole('button', { name: 'Aperçu en plein écran' }).click();
  const overlay = page.getByRole('dialog', { name: /Aperçu plein écran/ });
  await expect(overlay).toBeVisible();
  await expectPreview(page, 'Elias', { within: overlay });
  await overlay.getByRole('radio', { name: 'Vert' }).click();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(section(page, 'Informations personnelles')).toBeVisible();

  await page.getByRole('button', { name: 'Modèles' }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez un modèle' })).toBeVisible();
  await page.getByRole('button', { name: 'Aperçu en plein écran' }).click();
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Choisissez un modèle' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Vert' }).first()).toHaveAttribute('aria-checked', 'true');
});

test('/editor starts on the models view; a template enables Rédiger', async ({ page }) => {
  await page.goto('/editor');
  await expect(page.getByRole('heading', { name: 'Choisissez un modèle' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rédiger' })).toBeDisabled();
  await expect(page.getByText('Veuillez sélectionner un template pour générer la preview')).toBeVisible();
  await page.getByRole('button', { name: /^Executive Professional Modèle 6/ }).click();
  await expect(previewFrame(page)).toBeAttached();
  await page.getByRole('button', { name: 'Continuer avec ce modèle' }).click();
  await expect(section(page, 'Informations personnelles')).toBeVisible();
});

test('leaving with unsaved changes asks first, and can save on the way out', async ({ page }) => {
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/editor/model/6');
  await expect(page).toHaveURL(/\/editor\/cv\//);
  await waitForSaved(page);
  await section(page, 'Informations personnelles').getByLabel('Ville').fill('Bellinzone');
  await page.getByRole('link', { name: 'Mon compte' }).click();
  const ask = page.getByRole('dialog', { name: 'Modifications non sauvegardées' });
  await ask.getByRole('button', { name: 'Rester' }).click();
  await expect(page).toHaveURL(/\/editor\/cv\//);
  await expect(section(page, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Bellinzone');

  await section(page, 'Informations personnelles').getByLabel('Ville').fill('Lugano');
  await page.getByRole('link', { name: 'Mon compte' }).click();
  await ask.getByRole('button', { name: 'Sauvegarder et quitter' }).click();
  await expect(page).toHaveURL(/\/mes_cvs$/);
  await page
    .getByRole('article', { name: 'Sans titre' })
    .getByRole('link', { name: /^Modifier/ })
    .click();
  await expect(section(page, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Lugano');
});
