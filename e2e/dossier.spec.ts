import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { attachmentMessages } from '../src/domain/dossier/attachment';
import { qpdfEncrypt, qpdfEncryptionOf } from '../src/server/testing/qpdf';
import { seedUser, signInAs } from './support/accounts';
import { seedActiveSubscription, seedCvs } from './support/cvs';
import { axeViolations, expect, failedCall, test } from './support/fixtures';

const shots = path.resolve(import.meta.dirname, '../.scratch/dossier');

async function certificatePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i++) doc.addPage([595.28, 841.89]).drawText(`Certificat de travail Migros - page ${i}`, { x: 72, y: 760, size: 16, font });
  return Buffer.from(await doc.save());
}

async function diplomaScan(): Promise<Buffer> {
  const svg = Buffer.from(
    '<svg width="1240" height="1754" xmlns="http://www.w3.org/2000/svg"><rect width="1240" height="1754" fill="#f3f1ea"/><rect x="160" y="300" width="900" height="40" fill="#222"/><rect x="160" y="420" width="700" height="24" fill="#444"/></svg>',
  );
  return sharp(svg).jpeg({ quality: 85 }).toBuffer();
}

async function outlineTitles(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    return ((await document.getOutline()) ?? []).map((item) => item.title);
  } finally {
    await document.destroy();
  }
}

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('from uploading a certificate and a scan to downloading the application file', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(400));
  const user = await seedUser({ firstName: 'Noémie', lastName: 'Favre' });
  await seedActiveSubscription(user);
  await seedCvs(page.request, user, [
    { title: 'CV Lausanne', personal_info: { firstName: 'Noémie', lastName: 'Favre', city: 'Lausanne', postalCode: '1003', email: 'noemie@example.ch' } },
  ]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  const created = await page.request.post('/api/letters/create/', {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: { title: 'Lettre Migros', recipient: { company: 'Migros' }, body: '<p>Madame, Monsieur,</p>' },
  });
  expect(created.status()).toBe(201);

  // « Mes documents »: a PDF certificate and a JPEG scan, through the file input.
  await page.goto('/mes_documents');
  await expect(page.getByRole('heading', { name: 'Mes documents' })).toBeVisible();
  // The list pages share one pattern (web/ui/list-page.tsx): nothing yet says what to do.
  await expect(page.getByTestId('empty-list')).toContainText('Aucun document pour le moment');
  await page.getByLabel('Choisir des fichiers').setInputFiles([
    { name: 'Certificat_de_travail_Migros.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() },
    { name: 'Diplome_HES.jpg', mimeType: 'image/jpeg', buffer: await diplomaScan() },
  ]);
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByLabel('Nom')).toHaveValue('Certificat de travail Migros');
  await expect(rows.nth(0).getByLabel('Type')).toHaveValue('certificat_travail');
  await expect(rows.nth(0)).toContainText('2 pages');
  await expect(rows.nth(1).getByLabel('Type')).toHaveValue('diplome');
  await expect(rows.nth(0).locator('img')).toBeVisible();
  await expect(page.getByTestId('quota')).toContainText('sur 100,0\u00a0Mo · 2 documents sur 50');

  // A refused upload says why, in French; nothing is added.
  await page
    .getByLabel('Choisir des fichiers')
    .setInputFiles([{ name: 'Attestation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Ceci n’est pas un PDF.') }]);
  await expect(page.getByRole('alert').filter({ hasText: attachmentMessages.notReallyPdf })).toBeVisible();
  await expect(rows).toHaveCount(2);

  // Name and date edited in place.
  await rows.nth(1).getByLabel('Nom').fill('Diplôme HES');
  await rows.nth(1).getByLabel('Date du document').fill('2019-06-30');
  await rows.nth(1).getByLabel('Date du document').blur();
  await expect
    .poll(async () => (await (await page.request.get('/api/documents/', { headers: { authorization: `Bearer ${await token(page)}` } })).json()) as unknown)
    .toMatchObject({
      documents: [{ name: 'Certificat de travail Migros' }, { name: 'Diplôme HES', document_date: '2019-06-30' }],
    });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/documents-desktop.png`, fullPage: true });

  // « Nouveau dossier PDF »: letter and CV chosen by default, documents in the Swiss order.
  await page.goto('/mes_candidatures');
  await page.getByRole('link', { name: 'Nouveau dossier PDF' }).first().click();
  await expect(page).toHaveURL(/\/mes_candidatures\/nouvelle$/);
  await page.getByLabel('Entreprise').fill('Nestlé SA');
  await page.getByLabel('Poste').fill('Chimiste');
  await expect(page.getByLabel('Lettre de motivation')).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel(/Diplôme HES/).check();
  await page.getByLabel(/Certificat de travail Migros/).check();
  const order = page.getByTestId('order-item');
  await expect(order).toHaveText([/Certificat de travail Migros/, /Diplôme HES/]);

  // Reordered with the keyboard on the drag handle: Space lifts, arrow up moves, Space drops.
  const handle = page.getByRole('button', { name: 'Déplacer « Diplôme HES »' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit listens for the arrows from the next task after the lift: a key pressed before is
  // lost, so the move is repeated until the announcement says it happened (at the top, another
  // ArrowUp changes nothing).
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('status').filter({ hasText: /Diplôme HES\s*» passe en position 3 sur 4\./ })).toBeAttached({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  await expect(order).toHaveText([/Diplôme HES/, /Certificat de travail Migros/]);
  // And back with the buttons, then the Swiss order once more.
  await page.getByRole('button', { name: 'Monter « Certificat de travail Migros »' }).click();
  await expect(order).toHaveText([/Certificat de travail Migros/, /Diplôme HES/]);
  await page.getByRole('button', { name: 'Descendre « Certificat de travail Migros »' }).click();
  await expect(order).toHaveText([/Diplôme HES/, /Certificat de travail Migros/]);

  await page.getByRole('button', { name: 'Estimer la taille' }).click();
  await expect(page.getByTestId('estimate')).toContainText('5 pages, environ');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/new-application-desktop.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Créer et télécharger le dossier' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Dossier_Noémie_Favre_Nestlé-SA.pdf');
  const pdf = readFileSync(await file.path());
  expect(execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' })).toMatch(/Pages:\s+5/);
  expect(await outlineTitles(pdf)).toEqual(['Lettre de motivation', 'Curriculum vitae', 'Diplôme HES', 'Certificat de travail Migros']);

  // « Mes candidatures » keeps it, to download again, and tracks it from now on (« à envoyer »).
  await expect(page).toHaveURL(/\/mes_candidatures$/);
  const application = page.getByTestId('application-row');
  await expect(application).toHaveCount(1);
  await expect(application).toContainText('Nestlé SA');
  await expect(application).toContainText('Chimiste');
  await expect(application).toContainText('À envoyer');
  await expect(application).toContainText('Dossier PDF · 4 documents · 5 pages');
  const again = page.waitForEvent('download');
  await application.getByRole('button', { name: /Télécharger/ }).click();
  expect(readFileSync(await (await again).path()).equals(pdf)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/applications-desktop.png`, fullPage: true });

  // On a phone (375 px): no sideways scrolling, and the account menu leads to both pages.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: `${shots}/applications-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mes candidatures' })).toBeVisible();
  await page.screenshot({ path: `${shots}/menu-375.png` });
  await page.getByRole('menuitem', { name: 'Mes documents' }).click();
  await expect(page).toHaveURL(/\/mes_documents$/);
  await expect(rows).toHaveCount(2);
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: `${shots}/documents-375.png`, fullPage: true });
  // Deleting asks first; the sent file keeps its copy.
  await rows
    .nth(1)
    .getByRole('button', { name: /Supprimer/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer ce document\u00a0?' });
  await expect(confirm).toContainText('Diplôme HES');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('quota')).toContainText('1 document sur 50');
  // An application is removed the same way (web/lib/use-confirmed-removal.ts), down to the empty list.
  await page.goto('/mes_candidatures');
  await application.getByRole('button', { name: 'Supprimer la candidature « Nestlé SA »' }).click();
  const confirmApplication = page.getByRole('dialog', { name: 'Supprimer cette candidature\u00a0?' });
  await expect(confirmApplication).toContainText('La candidature «\u00a0Nestlé SA\u00a0» et son dossier PDF seront supprimés définitivement.');
  await confirmApplication.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Candidature supprimée.' })).toBeVisible();
  await expect(application).toHaveCount(0);
  const noApplication = page.getByTestId('empty-list');
  await expect(noApplication).toContainText('Aucune candidature pour le moment');
  await expect(noApplication.getByRole('link', { name: 'Ajouter une candidature' })).toBeVisible();
  await page.screenshot({ path: `${shots}/applications-empty-375.png`, fullPage: true });
  await page.goto('/mes_candidatures/nouvelle');
  await expect(page.getByLabel('Entreprise')).toBeVisible();
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/new-application-375.png`, fullPage: true });
});

test('without a subscription, creating the file leads to the offers like a CV download', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(403));
  const user = await seedUser();
  await seedCvs(page.request, user, [{ title: 'CV Genève' }]);
  await signInAs(page, user);
  await page.goto('/mes_candidatures/nouvelle');
  await page.getByLabel('Entreprise').fill('Rolex SA');
  await page.getByRole('button', { name: 'Créer et télécharger le dossier' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  await expect(page.getByText('Veuillez sélectionner une offre pour télécharger votre CV')).toBeVisible();
});

test('a document uploaded while the list is still loading shows in the list', async ({ page }) => {
  const user = await seedUser({ firstName: 'Lina', lastName: 'Rochat' });
  await signInAs(page, user);
  // The list's first answer (no document yet) is held until the upload has been answered, as
  // when the list is slow: the list then arrives without the document just uploaded.
  let uploadAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (uploadAnswered = resolve));
  page.on('response', (response) => {
    if (response.url().endsWith('/api/documents/upload/') && response.status() === 201) uploadAnswered();
  });
  let firstList = true;
  await page.route('**/api/documents/', async (route) => {
    if (!firstList || route.request().method() !== 'GET') return route.fallback();
    firstList = false;
    const before = await route.fetch();
    await answered;
    await route.fulfill({ response: before });
  });

  await page.goto('/mes_documents');
  await page
    .getByLabel('Choisir des fichiers')
    .setInputFiles([{ name: 'Certificat_de_travail_Rolex.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() }]);
  const row = page.getByTestId('document-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('Nom')).toHaveValue('Certificat de travail Rolex');
});

test('an edit-protected certificate: uploaded, opened as stored, then sent in an application file', async ({ page }) => {
  const user = await seedUser({ firstName: 'Lina', lastName: 'Rochat' });
  await seedActiveSubscription(user);
  await seedCvs(page.request, user, [
    { title: 'CV Genève', personal_info: { firstName: 'Lina', lastName: 'Rochat', city: 'Genève', postalCode: '1201', email: 'lina@example.ch' } },
  ]);
  await signInAs(page, user);
  // What HR software sends: opens without a password, changes forbidden (qpdf, AES-256).
  const certificate = await qpdfEncrypt(await certificatePdf(), { userPassword: '', bits: 256 });
  expect(await qpdfEncryptionOf(certificate)).toMatch(/modify anything: not allowed/);

  await page.goto('/mes_documents');
  await page.getByLabel('Choisir des fichiers').setInputFiles([{ name: 'Certificat_de_travail_Rolex.pdf', mimeType: 'application/pdf', buffer: certificate }]);
  const row = page.getByTestId('document-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('Nom')).toHaveValue('Certificat de travail Rolex');
  await expect(row).toContainText('2 pages');

  // « Ouvrir »: the stored copy, page by page, as the recruiter's viewer draws it.
  await row.getByRole('link', { name: 'Ouvrir « Certificat de travail Rolex »' }).click();
  await expect(page).toHaveURL(/\/mes_documents\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Certificat de travail Rolex' })).toBeVisible();
  const pages = page.getByTestId('document-page');
  await expect(pages).toHaveCount(2);
  await expect(pages.nth(1)).toHaveAttribute('alt', 'Page 2 sur 2 de «\u00a0Certificat de travail Rolex\u00a0»');
  await expect.poll(() => pages.nth(1).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1240);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger la copie' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Certificat de travail Rolex.pdf');
  const stored = readFileSync(await file.path());
  expect(await qpdfEncryptionOf(stored)).toBe('File is not encrypted');
  expect(execFileSync('pdftotext', ['-', '-'], { input: stored, encoding: 'utf8' })).toContain('Certificat de travail Migros - page 2');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/document-viewer-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: `${shots}/document-viewer-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The application file carries the certificate's pages, readable.
  await page.goto('/mes_candidatures/nouvelle');
  await page.getByLabel('Entreprise').fill('Rolex SA');
  await page.getByLabel(/Certificat de travail Rolex/).check();
  await expect(page.getByTestId('order-item')).toHaveText([/Certificat de travail Rolex/]);
  const made = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Créer et télécharger le dossier' }).click();
  const dossier = readFileSync(await (await made).path());
  expect(execFileSync('pdfinfo', ['-'], { input: dossier, encoding: 'utf8' })).toMatch(/Pages:\s+3/);
  expect(await outlineTitles(dossier)).toEqual(['Curriculum vitae', 'Certificat de travail Rolex']);
  expect(execFileSync('pdftotext', ['-', '-'], { input: dossier, encoding: 'utf8' })).toContain('Certificat de travail Migros - page 2');
  await expect(page).toHaveURL(/\/mes_candidatures$/);
  await expect(page.getByTestId('application-row')).toContainText('Rolex SA');
});
