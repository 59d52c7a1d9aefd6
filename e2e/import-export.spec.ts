import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { linkedInZip } from '../src/domain/cv-import/fixtures/linkedin-zip';
import pg from 'pg';
import { PASSWORD, seedUser, signInAs, uniqueEmail } from './support/accounts';
import { linkIn, waitForMail } from './support/mailbox';
import { seedActiveSubscription, seedCvs } from './support/cvs';
import { cvIdFromUrl, expect, savedCv, section, test } from './support/editor';
import { axeViolations, failedCall, gotoLive, label } from './support/fixtures';

test('a visitor imports a LinkedIn export, edits it, signs up, and downloads it as Word once premium', async ({ page, baseURL }) => {
  await page.goto('/editor');
  await page.getByRole('button', { name: 'Importer un CV existant (LinkedIn, PDF, Word)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un CV' });
  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'Basic_LinkedInDataExport.zip', mimeType: 'application/zip', buffer: Buffer.from(linkedInZip()) });
  await expect(dialog.getByTestId('import-summary')).toContainText('2 expériences, 1 formation, 3 compétences, 2 langues, 1 certification importées');
  await dialog.getByRole('button', { name: 'Ouvrir dans l’éditeur' }).click();

  // The result is the visitor's draft, shown in the editor before anything is saved.
  const personal = section(page, 'Informations personnelles');
  await expect(personal.getByLabel('Prénom')).toHaveValue('Léa');
  await personal.getByLabel('Ville').fill('Genève');
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('tempCvData') ?? '{}') as { personal_info?: { city?: string } }).personal_info?.city))
    .toBe('Genève');

  // Sign-up: the verified account arrives with the draft saved as a CV.
  const email = uniqueEmail('import');
  await gotoLive(page, '/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Inscription' }).click();
  const signUp = page.getByRole('dialog', { name: 'Créer un compte' });
  await signUp.getByLabel(label('Nom')).fill('Favre');
  await signUp.getByLabel('Prénom').fill('Léa');
  await signUp.getByLabel('Adresse e-mail').fill(email);
  await signUp.getByLabel(label('Mot de passe')).fill(PASSWORD);
  await signUp.getByLabel(/J’accepte les conditions générales/).check();
  await signUp.getByRole('button', { name: 'Créer mon compte' }).click();
  // With a draft to keep, sign-up shows the « check your mail » page (the CV waits for the link).
  await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
  await page.goto(linkIn(await waitForMail(email, 'Confirmez votre adresse e-mail'), `${baseURL}/auth/verify-email?key=`));
  await expect(page).toHaveURL(/\/mes_cvs$/);
  await expect(page.getByRole('article', { name: 'CV Léa Favre' })).toBeVisible();

  const { userId, cvId } = await accountAndCv(email);
  const saved = await savedCv(page, cvId);
  expect(saved.personal_info).toMatchObject({ firstName: 'Léa', lastName: 'Favre', city: 'Genève' });
  expect((saved.professional_experiences as Array<{ company: string }>).map((e) => e.company)).toEqual(['Swisscom', 'Logitech']);

  await seedActiveSubscription({ id: userId, email, password: PASSWORD, firstName: 'Léa', lastName: 'Favre' });
  await page.goto(`/editor/cv/${cvId}`);
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const modal = page.getByRole('dialog', { name: 'Télécharger votre CV' });
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Télécharger en Word (DOCX)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('CV_Léa_Favre.docx');
  const docx = unzipSync(new Uint8Array(await readFile(await file.path())));
  const text = strFromU8(docx['word/document.xml']!).replace(/<[^>]+>/g, ' ');
  for (const expected of ['Léa Favre', 'Genève', 'Développeuse senior', 'Swisscom', 'EPFL', 'TypeScript']) expect(text).toContain(expected);
});

/** The new account's id and its one CV, read from the journeys' database. */
async function accountAndCv(email: string): Promise<{ userId: string; cvId: string }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string; cv_id: string }>(
      'select u.id as user_id, c.id as cv_id from users u join cvs c on c.user_id = u.id where u.email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    return { userId: rows[0]!.user_id, cvId: rows[0]!.cv_id };
  } finally {
    await client.end();
  }
}

test('a refused file says why in French; the dialog passes axe and fits a 375 px screen', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(400));
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un CV' });
  await expect(dialog).toContainText('Taille maximale\u00a0: 50 Mo.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByTestId('import-file').setInputFiles({ name: 'macro.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('{"pas": "un CV"}') });
  await expect(dialog.getByRole('alert')).toHaveText('Ce fichier JSON n’est ni un export CV Suisse ni un CV au format JSON Resume.');
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
});

test('a signed-in user imports from « Mes CV »: the summary, then the editor opens the result as a new CV', async ({ page }) => {
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un CV' });
  await dialog.getByTestId('import-file').setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: Buffer.from(linkedInZip()) });
  await expect(dialog.getByTestId('import-summary')).toContainText('2 expériences');
  await dialog.getByRole('button', { name: 'Ouvrir dans l’éditeur' }).click();
  await expect(page).toHaveURL(/\/editor\/cv\/[0-9a-f-]{36}$/);
  await expect(section(page, 'Informations personnelles').getByLabel('Nom', { exact: true })).toHaveValue('Favre');
  const saved = await savedCv(page, cvIdFromUrl(page));
  expect((saved.education as Array<{ institution: string }>)[0]?.institution).toBe('EPFL');
  expect(await page.evaluate(() => localStorage.getItem('tempCvData'))).toBeNull();
});

test('the CV card menu offers the other formats: a premium user downloads the text, a free one goes to /tarifs', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(403));
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV Zoé Berne', template_id: 3, personal_info: { firstName: 'Zoé', lastName: 'Keller' } }]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  const openFormats = async () => {
    await page.getByRole('article', { name: 'CV Zoé Berne' }).getByRole('button', { name: 'Autre' }).click();
    await page.getByRole('menuitem', { name: 'Autres formats' }).click();
  };
  await openFormats();
  await page.getByRole('menuitem', { name: 'Texte brut (TXT)' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  expect(await page.evaluate(() => localStorage.getItem('download_redirect_url'))).toBe(`/editor/cv/${cvId}`);

  await seedActiveSubscription(user);
  await page.goto('/mes_cvs');
  await openFormats();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Texte brut (TXT)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('CV_Zoé_Berne.txt');
  expect(await readFile(await file.path(), 'utf8')).toMatch(/^Zoé Keller\n/);
});

test('on a new CV with content, the import says it replaces that content', async ({ page }) => {
  await page.goto('/editor/model/2');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Nora');
  await page.getByRole('group', { name: 'Vue de l’éditeur' }).getByRole('button', { name: 'Modèles' }).click();
  await page.getByRole('button', { name: 'Importer un CV existant (LinkedIn, PDF, Word)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un CV' });
  await expect(dialog).toContainText('Le CV importé remplacera le contenu actuel de l’éditeur.');
  await dialog.getByTestId('import-file').setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: Buffer.from(linkedInZip()) });
  await dialog.getByRole('button', { name: 'Ouvrir dans l’éditeur' }).click();
  await expect(section(page, 'Informations personnelles').getByLabel('Prénom')).toHaveValue('Léa');
});

/** A Word document as Word writes its text: one paragraph a line, tabs between cells. */
function wordFile(paragraphs: string[]): Buffer {
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = paragraphs
    .map(
      (p) => `<w:p><w:r><w:t xml:space="preserve">${p.split('\t').map(escape).join('</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">')}</w:t></w:r></w:p>`,
    )
    .join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      'word/document.xml': strToU8(`<w:document><w:body>${body}</w:body></w:document>`),
    }),
  );
}

test('a Word CV: the summary names what the file lacks, « À vérifier » waits in the editor and never prints', async ({ page }) => {
  const user = await seedUser();
  await seedActiveSubscription(user);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un CV' });
  const file = wordFile([
    'Anna Meier',
    'Projektleiterin',
    'anna.meier@example.ch',
    'Referenz-Nummer 88-ZX-Q',
    'Berufserfahrung',
    'Projektleiterin\t01/2019 – heute',
    'Die Schweizerische Post AG · Bern',
    'Ausbildung',
    'MSc Informatik\t2013 – 2015',
    'ETH Zürich · Zürich',
  ]);
  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'Lebenslauf.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: file });
  const summary = dialog.getByTestId('import-summary');
  await expect(summary).toContainText('1 expérience, 1 formation, 0 compétence importées\u00a0; 1 ligne à vérifier');
  await expect(summary).toContainText('Introuvables dans le fichier\u00a0: votre numéro de téléphone.');
  await dialog.getByRole('button', { name: 'Ouvrir dans l’éditeur' }).click();
  await expect(page).toHaveURL(/\/editor\/cv\/[0-9a-f-]{36}$/);

  // The German CV is written in German, and the review section waits in the editor with its notice.
  const review = section(page, 'À vérifier');
  await expect(review.getByRole('note')).toContainText('n’apparaît ni dans l’aperçu ni dans le PDF');
  const cvId = cvIdFromUrl(page);
  const saved = await savedCv(page, cvId);
  expect(saved.cv_language).toBe('de');
  expect((saved.custom_fields as Array<{ title: string; review?: boolean; content: string }>)[0]).toMatchObject({
    title: 'À vérifier',
    review: true,
    content: '<p>Referenz-Nummer 88-ZX-Q</p>',
  });

  // The PDF has the CV and not the review section.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const pdfText = async () => {
    const res = await page.request.get(`/api/cvs/${cvId}/download/`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    return execFileSync('pdftotext', ['-', '-'], { input: await res.body(), encoding: 'utf8' });
  };
  const before = await pdfText();
  expect(before).toContain('Die Schweizerische Post AG');
  expect(before).not.toContain('Referenz-Nummer');
  expect(before).not.toContain('À vérifier');

  // Kept on purpose, it becomes a section of the CV and prints.
  await review.getByRole('button', { name: 'Garder comme section du CV' }).click();
  await expect(review.getByRole('note')).toHaveCount(0);
  await expect.poll(async () => ((await savedCv(page, cvId)).custom_fields as Array<{ review?: boolean }>)[0]?.review ?? false).toBe(false);
  expect(await pdfText()).toContain('Referenz-Nummer 88-ZX-Q');
});
