import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { PASSWORD, seedUser, signInAs, uniqueEmail } from './support/accounts';
import { seedActiveSubscription, seedCvs } from './support/cvs';
import { editorAxeViolations } from './support/editor';
import { axeViolations, expect, label, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';

const letterPreview = (page: Page) => page.locator('[data-testid="cv-preview"] iframe:not([aria-hidden="true"])');

/** The text of the letter's preview, read through the frame element (the frame runs no script). */
async function letterPreviewText(page: Page): Promise<string> {
  const frame = letterPreview(page);
  if ((await frame.count()) === 0) return '';
  return frame.first().evaluate((el: HTMLIFrameElement) => el.contentDocument?.body?.textContent ?? '');
}

async function token(page: Page): Promise<string> {
  if (page.url() === 'about:blank') await page.goto('/mes_cvs');
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

test('an anonymous visitor’s letter is kept on the device and saved to the account after sign-up', async ({ page, baseURL }) => {
  await page.goto('/lettre');
  await page.getByLabel('Entreprise').fill('Nestlé SA');
  await page.getByRole('textbox', { name: 'Objet' }).fill('Candidature au poste de chimiste');
  await expect.poll(() => letterPreviewText(page)).toContain('Nestlé SA');
  await expect.poll(() => letterPreviewText(page)).toContain('Objet\u00a0: Candidature au poste de chimiste');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tempLetterData') ?? '')).toContain('Nestlé SA');

  // The draft survives a reload.
  await page.reload();
  await expect(page.getByLabel('Entreprise')).toHaveValue('Nestlé SA');

  const email = uniqueEmail('lettre');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
  await dialog.getByLabel(label('Nom')).fill('Favre');
  await dialog.getByLabel('Prénom').fill('Noémie');
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel(label('Mot de passe')).fill(PASSWORD);
  await dialog.getByLabel(/J’accepte les conditions générales/).check();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await dialog.getByRole('button', { name: 'J’ai compris' }).click();
  const mail = await waitForMail(email, 'Confirmez votre adresse e-mail');
  await page.goto(linkIn(mail, `${baseURL}/auth/verify-email?key=`));
  await expect(page).toHaveURL(/\/mes_cvs$/);
  await expect(page.getByText('Votre lettre a été enregistrée dans votre compte.')).toBeVisible();

  const card = page.getByTestId('letter-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Lettre de motivation');
  expect(await page.evaluate(() => localStorage.getItem('tempLetterData'))).toBeNull();
  await card.getByRole('link', { name: 'Modifier', exact: true }).click();
  await expect(page).toHaveURL(/\/lettre\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Entreprise')).toHaveValue('Nestlé SA');
  await expect(page.getByTestId('letter-save-status')).toHaveText('Enregistré');

  // Autosave: a change is on the server after the pause, and still there after a reload.
  await page.getByLabel('Personne de contact').fill('Madame Iris Blanc');
  await expect(page.getByTestId('letter-save-status')).toHaveText('Enregistré');
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/letters/${page.url().split('/').pop()}/`, { headers: { authorization: `Bearer ${await token(page)}` } });
      return ((await res.json()) as { recipient: { person: string } }).recipient.person;
    })
    .toBe('Madame Iris Blanc');
});

test('a letter made from a CV takes its design, colour, language and sender', async ({ page }) => {
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [
    {
      title: 'CV Zurich',
      template_id: 5,
      cv_language: 'de',
      accent_colors: { primary: '#1E3A5F', secondary: '#C9A227' },
      personal_info: { firstName: 'Jonas', lastName: 'Meier', city: 'Zürich', postalCode: '8004', email: 'jonas@example.ch' },
    },
  ]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  await page.getByRole('button', { name: 'Autre' }).first().click();
  await page.getByRole('menuitem', { name: 'Créer la lettre assortie' }).click();
  await expect(page).toHaveURL(/\/lettre\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Modèle', { exact: true })).toHaveValue('5');
  await expect(page.getByLabel('Langue de la lettre')).toHaveValue('de');
  await expect(page.getByLabel('Prénom')).toHaveValue('Jonas');
  await expect.poll(() => letterPreviewText(page)).toContain('Sehr geehrte Damen und Herren');
  const html = await letterPreview(page)
    .first()
    .evaluate((el: HTMLIFrameElement) => el.contentDocument?.documentElement.outerHTML ?? '');
  expect(html).toContain('lt-template-5');
  expect(html).toContain('Source Sans 3');
  const letterId = page.url().split('/').pop()!;
  const res = await page.request.get(`/api/letters/${letterId}/`, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(await res.json()).toMatchObject({ cv_id: cvId, template_id: 5, letter_language: 'de', accent_colors: { primary: '#1E3A5F' } });
});

const conventions = {
  fr: {
    place: 'Lausanne',
    expected: ['Lausanne, le 23 novembre 2026', 'Madame, Monsieur,', 'Veuillez agréer, Madame, Monsieur, mes salutations distinguées.', 'Annexes'],
  },
  de: { place: 'Zürich', expected: ['Zürich, 23. November 2026', 'Sehr geehrte Damen und Herren\n', 'Freundliche Grüsse', 'Beilagen'] },
  it: { place: 'Lugano', expected: ['Lugano, 23 novembre 2026', 'Gentili Signore e Signori,', 'Distinti saluti', 'Allegati'] },
  en: { place: 'Geneva', expected: ['Geneva, 23 November 2026', 'Dear Sir or Madam,', 'Yours faithfully,', 'Enclosures'] },
} as const;

test('each language’s conventions are in the downloaded PDF’s text', async ({ page }) => {
  const user = await seedUser();
  await seedActiveSubscription(user);
  await signInAs(page, user);
  const auth = { authorization: `Bearer ${await token(page)}` };
  for (const [language, { place, expected }] of Object.entries(conventions)) {
    const created = await page.request.post('/api/letters/create/', {
      headers: auth,
      data: {
        title: `Lettre ${language}`,
        letter_language: language,
        place,
        date: '2026-11-23',
        recipient: { company: 'Firma AG' },
        body: '<p>Texte.</p>',
        annexes: ['CV'],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/lettre/${id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger' }).click();
    const file = await (await download).path();
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' })
      .normalize('NFC')
      .replace(/[\u202f\u00a0]/g, ' ');
    let at = 0;
    for (const piece of expected) {
      const found = text.indexOf(piece, at);
      expect(found, `${language}: « ${piece} » in order in\n${text}`).toBeGreaterThan(-1);
      at = found + piece.length;
    }
  }
});

test('a letter that runs over one page gets the warning', async ({ page }) => {
  const user = await seedUser();
  await signInAs(page, user);
  const long = Array.from({ length: 14 }, (_, i) => `<p>Paragraphe ${i + 1} : ${'une phrase qui explique ma motivation pour ce poste, '.repeat(5)}</p>`).join(
    '',
  );
  const created = await page.request.post('/api/letters/create/', { headers: { authorization: `Bearer ${await token(page)}` }, data: { body: long } });
  await page.goto(`/lettre/${((await created.json()) as { id: string }).id}`);
  await expect(page.getByTestId('letter-length-warning')).toContainText('les recruteurs suisses attendent une seule page');
  await expect(page.getByTestId('letter-page-count')).toContainText('2 pages');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the form and the preview are one tap apart, and the editor passes the axe scan', async ({ page }) => {
    await page.goto('/lettre');
    await expect(page.getByLabel('Entreprise')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aperçu de la lettre' })).toHaveCount(0);
    await page.getByLabel('Entreprise').fill('Swatch Group');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await expect(page.getByRole('region', { name: 'Aperçu de la lettre' })).toBeVisible();
    await expect.poll(() => letterPreviewText(page)).toContain('Swatch Group');
    await page.getByRole('button', { name: 'Rédiger' }).click();
    await expect(page.getByLabel('Entreprise')).toHaveValue('Swatch Group');
    expect(await editorAxeViolations(page)).toEqual([]);
  });
});

test('the letter editor and the « Mes CV » letters pass the axe scan on a desktop', async ({ page }) => {
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/lettre');
  await expect(page).toHaveURL(/\/lettre\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('letter-save-status')).toHaveText('Enregistré');
  await expect.poll(() => letterPreviewText(page)).toContain('Madame, Monsieur,');
  expect(await editorAxeViolations(page)).toEqual([]);
  await page.goto('/mes_cvs');
  await expect(page.getByTestId('letter-card')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('a six-line address abroad, the envelope’s window, and « Ajuster sur une page » for a letter a little over one page', async ({ page }) => {
  const user = await seedUser();
  await signInAs(page, user);
  const body = Array.from({ length: 8 }, (_, i) => `<p>Paragraphe ${i + 1} : ${'une phrase qui explique ma motivation pour ce poste, '.repeat(4)}</p>`).join(
    '',
  );
  const created = await page.request.post('/api/letters/create/', {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: {
      template_id: 1,
      letter_language: 'de',
      sender: { firstName: 'Zoé', lastName: 'Favre', street: 'Avenue de la Gare 12', postalCode: '1003', city: 'Lausanne' },
      recipient: {
        company: 'Strauß Maschinenbau GmbH',
        department: 'Abteilung Personal',
        person: 'Frau Claire Weiß',
        street: 'Friedrichstraße 123',
        postalCode: '10117',
        city: 'Berlin',
        country: 'DE',
      },
      date: '2026-11-23',
      body,
    },
  });
  const letter = (await created.json()) as { id: string; file_name: string };
  expect(letter.file_name).toBe('Lettre_Zoé_Favre_Strauß-Maschinenbau-GmbH.pdf');
  await page.goto(`/lettre/${letter.id}`);
  await expect(page.getByLabel('Pays du destinataire')).toHaveValue('DE');
  await expect(page.getByLabel('Formule d’appel')).toHaveAttribute('placeholder', 'Sehr geehrte Frau Weiß,');
  await expect.poll(() => letterPreviewText(page)).toContain('Deutschland');
  expect(await letterPreviewText(page)).toContain('Sehr geehrte Frau Weiß,');
  await expect(page.getByTestId('letter-page-count')).toContainText('2 pages');
  await expect(page.getByTestId('letter-length-warning')).toContainText('Ajuster sur une page');

  await page.getByLabel('Ajuster sur une page').check();
  await expect(page.getByTestId('letter-page-count')).toContainText('1 page');
  await expect(page.getByTestId('letter-fitted')).toHaveText('Lettre resserrée pour tenir sur une page.');
  await expect(page.getByTestId('letter-save-status')).toHaveText('Enregistré');

  // The window on request, drawn over page 1 of the preview only.
  await page.getByLabel('Afficher la fenêtre de l’enveloppe').check();
  await expect
    .poll(() =>
      letterPreview(page)
        .first()
        .evaluate((el: HTMLIFrameElement) => el.contentDocument?.querySelectorAll('.lt-window').length ?? 0),
    )
    .toBe(1);
  await expect(page.getByTestId('letter-address-warning')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '.scratch/letters/letter-window-desktop.png' });

  // Two more long lines: the address leaves the window, and the editor says so.
  await page.getByLabel('Service ou département').fill('Abteilung Personal und Organisationsentwicklung, Standort Berlin-Brandenburg');
  await page.getByLabel('Entreprise').fill('Strauß Maschinenbau und Anlagentechnik GmbH & Co. KG, Niederlassung Berlin');
  await expect(page.getByTestId('letter-address-warning')).toContainText('dépasse la fenêtre de l’enveloppe');
  expect(await editorAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: '.scratch/letters/letter-address-warning-desktop.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: '.scratch/letters/letter-form-375.png', fullPage: false });
});
