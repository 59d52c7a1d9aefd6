import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import { seedUser, signInAs, type SeededUser } from './support/accounts';
import { seedActiveSubscription, seedCvs } from './support/cvs';
import { axeViolations, expect, failedCall, label, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';

const shots = path.resolve(import.meta.dirname, '../.scratch/account-data');

const token = async (page: Page) => (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

async function certificatePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595.28, 841.89]).drawText('Certificat de travail Coop', { x: 72, y: 760, size: 16, font });
  return Buffer.from(await doc.save());
}

/** An account with a CV, a letter, a document and an application file, made through the API. */
async function accountWithEverything(page: Page): Promise<SeededUser & { documentId: string }> {
  const user = await seedUser({ firstName: 'Aurélie', lastName: 'Perrin' });
  await seedActiveSubscription(user);
  const [cvId] = await seedCvs(page.request, user, [
    { title: 'CV Aurélie Perrin', personal_info: { firstName: 'Aurélie', lastName: 'Perrin', city: 'Neuchâtel' } },
  ]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  const auth = { authorization: `Bearer ${await token(page)}` };
  const letter = await page.request.post('/api/letters/create/', {
    headers: auth,
    data: { title: 'Lettre Coop', recipient: { company: 'Coop' }, body: '<p>Madame, Monsieur,</p>' },
  });
  expect(letter.status()).toBe(201);
  const doc = await page.request.post('/api/documents/upload/', {
    headers: auth,
    multipart: { file: { name: 'Certificat Coop.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() } },
  });
  expect(doc.status(), await doc.text()).toBe(201);
  const documentId = ((await doc.json()) as { id: string }).id;
  const application = await page.request.post('/api/applications/create/', {
    headers: auth,
    data: { company: 'Coop', position: 'Vendeuse', cv_id: cvId, letter_id: ((await letter.json()) as { id: string }).id, attachment_ids: [documentId] },
  });
  expect(application.status(), await application.text()).toBe(201);
  return { ...user, documentId };
}

async function storedDocument(id: string): Promise<Buffer> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ content: Buffer }>('select content from attachments where id = $1', [id]);
    return rows[0]!.content;
  } finally {
    await client.end();
  }
}

test('an account exports its data, opens the archive’s index, then deletes itself and cannot sign in again', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(400));
  const user = await accountWithEverything(page);

  // « Télécharger mes données » on the account page: the ZIP downloads at once.
  await page.goto('/informations-personnelles');
  const section = page.getByRole('region', { name: 'Vos données' });
  await expect(section).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Télécharger mes données' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cv-suisse-mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(section.getByRole('status')).toContainText('est prête et son téléchargement a commencé');
  const zip = readFileSync(await download.path());
  const files = unzipSync(new Uint8Array(zip));

  // Everything the account holds is in it, the document byte for byte.
  const names = Object.keys(files);
  expect(names).toEqual(
    expect.arrayContaining([
      'index.html',
      'profil.json',
      'cv/01-CV-Aurelie-Perrin/cv.json',
      'cv/01-CV-Aurelie-Perrin/cv.resume.json',
      'lettres/01-Lettre-Coop/lettre.json',
      'documents/01-Certificat-Coop.pdf',
      'paiements/paiements.json',
    ]),
  );
  expect(names.some((n) => /^candidatures\/01-.*\.pdf$/.test(n))).toBe(true);
  expect(Buffer.from(files['documents/01-Certificat-Coop.pdf']!).equals(await storedDocument(user.documentId))).toBe(true);

  // The index opens in the browser, offline, and its links lead to the files.
  const dir = mkdtempSync(path.join(tmpdir(), 'cv-suisse-archive-'));
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), bytes);
  }
  const index = await page.context().newPage();
  await index.goto(pathToFileURL(path.join(dir, 'index.html')).href);
  await expect(index.getByRole('heading', { level: 1, name: 'Vos données CV Suisse' })).toBeVisible();
  await expect(index.getByRole('heading', { name: 'CV (1)' })).toBeVisible();
  await expect(index.getByRole('link', { name: 'Certificat Coop' })).toHaveAttribute('href', 'documents/01-Certificat-Coop.pdf');
  await expect(index.getByRole('link', { name: 'Coop – Vendeuse' })).toBeVisible();
  await expect(index.getByRole('link', { name: 'CV Suisse (JSON)' })).toHaveAttribute('href', 'cv/01-CV-Aurelie-Perrin/cv.json');
  await index.screenshot({ path: `${shots}/archive-index.png`, fullPage: true });
  await index.getByRole('link', { name: 'CV Suisse (JSON)' }).click();
  await expect(index.locator('body')).toContainText('"format": "cv-suisse"');
  await index.close();
  expect(strFromU8(files['profil.json']!)).toContain(user.email);

  // « Supprimer mon compte »: the list of what goes, the subscription, what stays by law.
  await section.getByRole('link', { name: 'Supprimer mon compte' }).click();
  await expect(page).toHaveURL(/\/supprimer-mon-compte$/);
  const erased = page.getByRole('region', { name: 'Ce qui sera effacé' });
  await expect(erased).toContainText(`Votre profil et votre adresse e-mail (${user.email})`);
  await expect(erased).toContainText('1\u00a0CV (avec 1\u00a0version enregistrée)');
  await expect(erased).toContainText('1\u00a0lettre de motivation');
  await expect(erased).toContainText('1\u00a0document (certificats, diplômes, attestations)');
  await expect(erased).toContainText('1\u00a0candidature');
  await expect(page.getByRole('status').filter({ hasText: 'Votre abonnement mensuel est payé jusqu’au' })).toContainText(
    'La suppression le résilie immédiatement',
  );
  await expect(page.getByRole('region', { name: 'Ce que nous conservons' })).toContainText('Rien.');

  const confirm = page.getByRole('region', { name: 'Confirmer la suppression' });
  await confirm.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(confirm.getByText('Saisissez votre mot de passe pour confirmer la suppression.')).toBeVisible();
  await confirm.getByLabel(label('Votre mot de passe')).fill('pas-le-bon-mot-de-passe');
  await confirm.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(confirm.getByText('Mot de passe incorrect.')).toBeVisible();
  await confirm.getByLabel(label('Votre mot de passe')).fill(user.password);
  await confirm.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Votre compte a été supprimé. Un e-mail de confirmation vous a été envoyé.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const mail = await waitForMail(user.email, 'Votre compte CV Suisse a été supprimé');
  expect(mail.text).toContain('Votre abonnement a été résilié immédiatement');

  // The address and the password no longer open anything (no reload: the test's sign-in script would put the old tokens back).
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Connexion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Adresse e-mail').fill(user.email);
  await dialog.getByLabel(label('Mot de passe')).fill(user.password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`the account page and the deletion page at ${width} px: readable, no horizontal scroll, no axe violation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await seedUser({ firstName: 'Jonas', lastName: 'Bühler' });
    await seedActiveSubscription(user);
    await signInAs(page, user);
    await page.goto('/informations-personnelles');
    await expect(page.getByRole('region', { name: 'Vos données' })).toBeVisible();
    await expect(page.getByLabel(label('Prénom'))).toHaveValue('Jonas');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/account-page-${width}.png`, fullPage: true });

    await page.goto('/supprimer-mon-compte');
    await expect(page.getByRole('region', { name: 'Ce qui sera effacé' })).toContainText('Aucun CV');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/delete-account-${width}.png`, fullPage: true });
  });
}
