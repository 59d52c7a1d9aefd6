import type { Page } from '@playwright/test';
import { PASSWORD, seedUser, signInAs, uniqueEmail } from './support/accounts';
import { seedCvs } from './support/cvs';
import { expect, section, test } from './support/editor';
import { failedCall, label } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';

/** The demo card form, then the terms and the immediate start, then the pay button. */
async function payWithDemoCard(page: Page, payButton: RegExp) {
  const form = page.getByRole('form', { name: 'Carte de démonstration' });
  await form.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiration (MM/AA)').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel(/J’accepte les conditions générales/).check();
  await form.getByLabel(/droit de rétractation de 14 jours/).check();
  await form.getByRole('button', { name: payButton }).click();
}

test('download signed out, then a sign-up: the e-mail check brings the new user back to the saved CV, its download modal open', async ({
  page,
  baseURL,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedCall(403));
  await page.goto('/editor/model/4');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Elsa');
  await page.getByRole('button', { name: 'Télécharger' }).click();
  await page.getByRole('dialog', { name: 'Connexion requise' }).getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('dialog', { name: 'Connexion' }).getByRole('button', { name: 'Créer un compte' }).click();
  const email = uniqueEmail('telechargement');
  const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
  await dialog.getByLabel(label('Nom')).fill('Rey');
  await dialog.getByLabel('Prénom').fill('Elsa');
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel(label('Mot de passe')).fill(PASSWORD);
  await dialog.getByLabel(/J’accepte les conditions générales/).check();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/email-verification-pending$/);

  // The link is opened in a new tab, as a mail client would: no sessionStorage from the editor.
  const mail = await waitForMail(email, 'Confirmez votre adresse e-mail');
  const tab = await page.context().newPage();
  await tab.goto(linkIn(mail, `${baseURL}/auth/verify-email?key=`));
  await expect(tab).toHaveURL(/\/editor\/cv\/[0-9a-f-]{36}$/);
  const modal = tab.getByRole('dialog', { name: 'Télécharger votre CV' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Annuler' }).click();
  await expect(section(tab, 'Informations personnelles').getByLabel('Prénom')).toHaveValue('Elsa');
  expect(
    await tab.evaluate(() => [
      localStorage.getItem('pendingDownloadRedirect'),
      localStorage.getItem('download_redirect_url'),
      localStorage.getItem('shouldOpenDownloadModal'),
    ]),
  ).toEqual([null, null, null]);
});

test('a trial started from a blocked download brings the user back to that CV, its download modal open', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(403));
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV Lausanne', template_id: 2, personal_info: { firstName: 'Zoé', lastName: 'Rochat' } }]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  await page.getByRole('button', { name: 'Télécharger' }).click();
  await page.getByRole('dialog', { name: 'Télécharger votre CV' }).getByRole('button', { name: 'Télécharger le PDF' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  await expect(page.getByText('Veuillez sélectionner une offre pour télécharger votre CV')).toBeVisible();

  await page.getByRole('button', { name: "Commencer l'essai pour 1 €" }).click();
  await expect(page).toHaveURL(/\/payment\/monthly/);
  await payWithDemoCard(page, /Payer 1,00\s€ et démarrer l'essai/);

  await expect(page).toHaveURL(new RegExp(`/editor/cv/${cvId}$`));
  await expect(page.getByText('Votre essai de 14 jours est activé !')).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Télécharger votre CV' });
  await expect(modal).toContainText('CV_Lausanne.pdf');
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Télécharger le PDF' }).click();
  expect((await download).suggestedFilename()).toBe('CV_Lausanne.pdf');
  expect(await page.evaluate(() => [localStorage.getItem('download_redirect_url'), localStorage.getItem('shouldOpenDownloadModal')])).toEqual([null, null]);
});

test('the download modal of a CV the server refuses says « Veuillez sauvegarder… », names the field and takes the user there', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedCall(400));
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV trop long', template_id: 1, personal_info: { firstName: 'Ugo' } }]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  const summary = page.getByRole('textbox', { name: 'Résumé de votre profil' });
  await summary.fill('a'.repeat(20_010));
  await page.getByRole('button', { name: 'Télécharger' }).click();

  const modal = page.getByRole('dialog', { name: 'Télécharger votre CV' });
  await expect(modal.getByRole('alert')).toContainText('Veuillez sauvegarder votre CV avant de le télécharger', { timeout: 15_000 });
  await expect(modal.getByTestId('download-invalid-fields')).toContainText('Profil : Ce texte ne peut pas dépasser 20000 caractères.');
  // Retrying the save cannot help: the modal offers the correction instead.
  await expect(modal.getByRole('button', { name: 'Réessayer la sauvegarde' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Aller au champ' }).click();
  await expect(modal).toBeHidden();
  await expect(summary).toBeFocused();
});

for (const width of [320, 360]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 640 }, hasTouch: true });

    test('the full-screen preview’s download button is on screen and answers', async ({ page }) => {
      await page.goto('/editor/model/3');
      await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Nina');
      await page.getByRole('button', { name: 'Aperçu du CV en plein écran' }).click();
      const overlay = page.getByRole('dialog', { name: /Aperçu plein écran/ });
      const button = overlay.getByRole('button', { name: 'Télécharger le CV' });
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      // Not clipped by the scrolling palette, nor covered: the button itself is under its centre.
      const hit = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        let clipped = false;
        for (let p = el.parentElement; p; p = p.parentElement) {
          const s = getComputedStyle(p);
          if (s.overflowX !== 'visible') {
            const pr = p.getBoundingClientRect();
            if (r.left < pr.left || r.right > pr.right) clipped = true;
          }
        }
        return { own: top === el || el.contains(top), clipped };
      });
      expect(hit).toEqual({ own: true, clipped: false });
      await button.click();
      await expect(page.getByRole('dialog', { name: 'Connexion requise' })).toContainText('Pour télécharger votre CV');
    });
  });
}
