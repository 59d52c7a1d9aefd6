import { execFileSync } from 'node:child_process';
import { longFrenchCv } from '../src/templates/samples/long-career';
import { seedUser, signInAs } from './support/accounts';
import { seedActiveSubscription, seedCvs } from './support/cvs';
import { cvIdFromUrl, expect, photoPng, previewFrame, savedCv, section, test, waitForSaved } from './support/editor';
import { failedCall, label } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * A CV of four pages in template 5: the long French CV without its photo, three jobs longer
 * (the paginator's tighter steps keep the long CV alone on three pages).
 */
function fourPageCv() {
  const { photo_base64: _photo, ...personal } = longFrenchCv.personal_info ?? {};
  const experiences = longFrenchCv.professional_experiences ?? [];
  return { ...longFrenchCv, personal_info: personal, professional_experiences: [...experiences, ...experiences.slice(0, 3)], template_id: 5 };
}

/**
 * The rendered CV shows a photo, loaded: the answer names it (the saved photo through the
 * editor's own copy, a draft's from its stored copy) and never carries it as a data: URL.
 */
function previewHasPhoto(page: Page): Promise<boolean> {
  return previewFrame(page)
    .first()
    .evaluate((frame: HTMLIFrameElement) => {
      const img = frame.contentDocument?.querySelector('img');
      return img != null && !img.src.startsWith('data:') && img.complete && img.naturalWidth > 1;
    })
    .catch(() => false);
}

test('a photo uploaded to a saved CV shows in the preview; a file that is not an image is refused', async ({ page }) => {
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/editor/model/2');
  await expect(page).toHaveURL(/\/editor\/cv\//);
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Yasmine');
  const input = page.locator('input[type="file"]');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await expect(page.getByText('Veuillez sélectionner un fichier image')).toBeVisible();

  await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await photoPng() });
  await expect(page.getByRole('img', { name: 'Photo du CV' })).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => previewHasPhoto(page)).toBe(true);
  await expect(page.getByText('Veuillez sélectionner un fichier image')).toBeHidden();

  await page.reload();
  await expect(page.getByRole('img', { name: 'Photo du CV' })).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => previewHasPhoto(page)).toBe(true);

  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Photo du CV' })).toHaveCount(0);
  await expect.poll(() => previewHasPhoto(page)).toBe(false);
});

test('an anonymous visitor’s photo stays in the draft, and goes to the CV at sign-in', async ({ page }) => {
  const user = await seedUser();
  await page.goto('/editor/model/6');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Timo');
  await page.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await photoPng('#2e86c1') });
  await expect(page.getByRole('img', { name: 'Photo du CV' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect.poll(() => previewHasPhoto(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Photo du CV' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  // The back arrow asks to sign in to save; signing in saves the draft as a CV, photo included.
  await page.getByRole('button', { name: 'Quitter l’éditeur' }).click();
  const prompt = page.getByRole('dialog', { name: 'Connexion requise' });
  await expect(prompt).toContainText("Vous n'êtes pas connecté. Connectez-vous pour sauvegarder votre CV.");
  await prompt.getByRole('button', { name: 'Se connecter' }).click();
  const login = page.getByRole('dialog', { name: 'Connexion' });
  await login.getByLabel('Adresse e-mail').fill(user.email);
  await login.getByLabel(label('Mot de passe')).fill(user.password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/editor\/cv\/[0-9a-f-]{36}$/);
  const cvId = cvIdFromUrl(page);
  await expect(page.getByRole('img', { name: 'Photo du CV' })).toHaveAttribute('src', /^blob:/);
  const saved = await savedCv(page, cvId);
  expect(saved.photo_url).toBe(`/api/cvs/${cvId}/photo/`);
  expect((saved.personal_info as { firstName: string }).firstName).toBe('Timo');
  expect(await page.evaluate(() => localStorage.getItem('tempCvData'))).toBeNull();
});

/** A visitor types a first name, asks for the download, and signs in from the prompt. */
async function downloadThenSignIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/editor/model/4');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Iris');
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const prompt = page.getByRole('dialog', { name: 'Connexion requise' });
  await expect(prompt).toContainText('Pour télécharger votre CV, vous devez être connecté. Voulez-vous vous connecter maintenant ?');
  await prompt.getByRole('button', { name: 'Se connecter' }).click();
  const login = page.getByRole('dialog', { name: 'Connexion' });
  await login.getByLabel('Adresse e-mail').fill(user.email);
  await login.getByLabel(label('Mot de passe')).fill(user.password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
}

test('download signed out, on a slow network: the download modal waits for the saved CV', async ({ page }) => {
  const user = await seedUser();
  // Saving the draft takes longer than the modal's 1 s delay.
  await page.route('**/api/cvs/create/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await downloadThenSignIn(page, user);
  const modal = page.getByRole('dialog', { name: 'Télécharger votre CV' });
  // Not on the unsaved page: the modal opens once the CV has its own address.
  await expect(page).toHaveURL(/\/editor\/cv\/[0-9a-f-]{36}$/);
  expect(await modal.count()).toBe(0);
  await expect(modal).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('shouldOpenDownloadModal'), localStorage.getItem('pendingDownloadRedirect')])).toEqual([null, null]);
});

test('download signed out: the prompt, then sign-in, the saved draft and the download modal; no subscription leads to /tarifs', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedCall(403));
  const user = await seedUser();
  await downloadThenSignIn(page, user);

  await expect(page).toHaveURL(/\/editor\/cv\/[0-9a-f-]{36}$/);
  const cvId = cvIdFromUrl(page);
  const modal = page.getByRole('dialog', { name: 'Télécharger votre CV' });
  await expect(modal).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('shouldOpenDownloadModal'),
      localStorage.getItem('pendingDownloadRedirect'),
      sessionStorage.getItem('redirectAfterLogin'),
    ]),
  ).toEqual([null, null, null]);
  await modal.getByRole('button', { name: 'Télécharger le PDF' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  expect(((await savedCv(page, cvId)).personal_info as { firstName: string }).firstName).toBe('Iris');
});

test('a subscriber downloads the PDF from the editor', async ({ page }) => {
  const user = await seedUser();
  await seedActiveSubscription(user);
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV Vente Zurich', template_id: 5, personal_info: { firstName: 'Lou', lastName: 'Meier' } }]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const modal = page.getByRole('dialog', { name: 'Télécharger votre CV' });
  await expect(modal).toContainText('CV_Vente_Zurich.pdf');
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Télécharger le PDF' }).click();
  expect((await download).suggestedFilename()).toBe('CV_Vente_Zurich.pdf');
  await expect(page.getByText('CV téléchargé avec succès !')).toBeVisible();
  await expect(modal).toBeHidden();
});

test('the editor shows the PDF’s own pages: a four-page CV previews as four pages and downloads as four', async ({ page }) => {
  const user = await seedUser();
  await seedActiveSubscription(user);
  const [cvId] = await seedCvs(page.request, user, [fourPageCv()]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  await expect(page.getByTestId('preview-page-count')).toHaveText(' · 4 pages');
  await expect(page.getByTestId('cv-preview')).toHaveAttribute('data-pages', '4');
  // Each page of the frame is one of the server's page boxes, with its own sidebar band.
  const sheets = await previewFrame(page)
    .first()
    .evaluate((frame: HTMLIFrameElement) =>
      Array.from(frame.contentDocument?.querySelectorAll('.cv-page') ?? []).map((p) => p.querySelectorAll('.cv-band').length),
    );
  expect(sheets).toEqual([1, 1, 1, 1]);

  await page.getByRole('button', { name: 'Télécharger' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Télécharger votre CV' }).getByRole('button', { name: 'Télécharger le PDF' }).click();
  const file = await (await download).path();
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+4$/m);
});

test('typing updates the preview’s pages in place, exactly as the same pages loaded afresh', async ({ page }) => {
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [fourPageCv()]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  await expect(page.getByTestId('cv-preview')).toHaveAttribute('data-pages', '4');
  const frame = previewFrame(page).first();
  await frame.evaluate((el: HTMLIFrameElement) => ((el.contentDocument as Document & { probe?: boolean }).probe = true));

  await section(page, 'Informations personnelles').getByLabel('Ville').fill('Sion-Valère');
  await expect.poll(() => frame.evaluate((el: HTMLIFrameElement) => el.contentDocument?.body.textContent ?? '')).toContain('Sion-Valère');
  // The same document on screen (no new frame loaded), still one frame, still four pages.
  expect(await frame.evaluate((el: HTMLIFrameElement) => (el.contentDocument as Document & { probe?: boolean }).probe)).toBe(true);
  await expect(page.locator('[data-testid="cv-preview"] iframe')).toHaveCount(1);
  await expect(page.getByTestId('cv-preview')).toHaveAttribute('data-pages', '4');
  await waitForSaved(page);
  // The patched document is, node for node, the document a fresh load of the same CV shows.
  const documentHtml = () => frame.evaluate((el: HTMLIFrameElement) => el.contentDocument?.documentElement.outerHTML ?? '');
  const patched = await documentHtml();

  await page.reload();
  await expect.poll(() => frame.evaluate((el: HTMLIFrameElement) => el.contentDocument?.body.textContent ?? '')).toContain('Sion-Valère');
  expect(await frame.evaluate((el: HTMLIFrameElement) => (el.contentDocument as Document & { probe?: boolean }).probe)).toBeUndefined();
  expect(await documentHtml()).toBe(patched);
});
