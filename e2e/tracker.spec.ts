import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import { addDays, zurichDay } from '../src/domain/tracker/zurich-time';
import { seedUser, signInAs, type SeededUser } from './support/accounts';
import { seedActiveSubscription } from './support/cvs';
import { axeViolations, expect, label, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';

const shots = path.resolve(import.meta.dirname, '../.scratch/tracker');
mkdirSync(shots, { recursive: true });

// The desktop width (the project's default is 1366); the phone test sets 375 px itself.
test.use({ viewport: { width: 1280, height: 900 } });

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const today = () => zurichDay(new Date());

/** A merged file made before the tracker existed (« Mes candidatures » of issue 18), straight into the database. */
async function seedOldDossier(user: SeededUser, company: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595.28, 841.89]).drawText(`Dossier ${company}`, { x: 72, y: 760, size: 16, font });
  const pdf = Buffer.from(await doc.save());
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `insert into applications (user_id, company, position, attachment_ids, options, parts, file_name, page_count, byte_size, dossier, created_at)
       values ($1, $2, 'Chimiste', '[]', '{"cover_page":false,"page_numbers":true,"target_mb":3}', '[{"type":"cv","title":"Curriculum vitae","pages":1}]', $3, 1, $4, $5, now() - interval '20 days')`,
      [user.id, company, `Dossier_${company}.pdf`, pdf.length, pdf],
    );
  } finally {
    await client.end();
  }
  return pdf;
}

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

async function apiApplications(page: Page): Promise<Array<{ company: string; status: string; sent_on: string | null }>> {
  const res = await page.request.get('/api/tracker/applications/', { headers: { authorization: `Bearer ${await token(page)}` } });
  return (await res.json()) as Array<{ company: string; status: string; sent_on: string | null }>;
}

/** Drags with the mouse from the card's handle to the middle of a column, in small steps (dnd-kit needs 5 px to start). */
async function dragTo(page: Page, company: string, column: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Déplacer «\u00a0${company}\u00a0»` });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  const target = page.getByTestId(`column-${column}`);
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await expect(target).toHaveClass(/border-brand-600/);
  await page.mouse.up();
}

test('a job search: applications added (one from an old merged file), moved on the board by mouse and keyboard, followed up by mail, and the month’s proof downloaded', async ({
  page,
}) => {
  const user = await seedUser({ firstName: 'Noémie', lastName: 'Favre' });
  await seedActiveSubscription(user);
  const oldFile = await seedOldDossier(user, 'Roche');
  await signInAs(page, user);

  // The merged file made before the tracker is offered for tracking.
  await page.goto('/mes_candidatures');
  await expect(page.getByRole('heading', { name: 'Mes candidatures', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucune candidature pour le moment')).toBeVisible();
  await page.getByRole('button', { name: 'Suivre la candidature «\u00a0Roche\u00a0»' }).click();
  const rows = page.getByTestId('application-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Roche');
  await expect(rows.first()).toContainText('Dossier PDF · 1\u00a0document · 1\u00a0page');
  const again = page.waitForEvent('download');
  await rows.first().getByRole('button', { name: 'Télécharger le dossier «\u00a0Roche\u00a0»' }).click();
  expect(readFileSync(await (await again).path()).equals(oldFile)).toBe(true);

  // Two applications through the form: one sent 11 days ago by e-mail (its follow-up is due), one to send.
  const sentOn = addDays(today(), -11);
  await page.getByRole('link', { name: 'Ajouter une candidature' }).click();
  await expect(page).toHaveURL(/\/mes_candidatures\/ajouter$/);
  await page.getByLabel(label('Entreprise')).fill('Nestlé SA');
  await page.getByLabel('Adresse de l’entreprise').fill('Avenue Nestlé 55, 1800 Vevey');
  await page.getByLabel('Poste', { exact: true }).fill('Comptable');
  await page.getByLabel('Temps partiel').check();
  await page.getByLabel('Pourcentage').fill('80');
  await page.getByLabel('Statut').selectOption('sent');
  await page.getByLabel('Mode de candidature').selectOption('email');
  await page.getByLabel('Date d’envoi').fill(sentOn);
  await page.getByLabel('Personne de contact').fill('Mme Rochat');
  await page.getByLabel('Téléphone').fill('021 924 11 11');
  await page.getByLabel('Candidature assignée par l’ORP').check();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/form-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/mes_candidatures$/);
  await expect(page.getByText('Candidature ajoutée.')).toBeVisible();

  await page.getByRole('link', { name: 'Ajouter une candidature' }).click();
  await page.getByLabel(label('Entreprise')).fill('Migros');
  await page.getByLabel('Poste', { exact: true }).fill('Gestionnaire de stock');
  await page.getByLabel('Statut').selectOption('to_send');
  await expect(page.getByLabel('Date d’envoi')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(rows).toHaveCount(3);

  // The follow-up is shown in the list and mailed (the reminders job runs every 2 s in the journeys).
  const nestle = rows.filter({ hasText: 'Nestlé SA' });
  await expect(nestle.getByTestId('follow-up-due')).toContainText('À relancer depuis le');
  await expect(page.getByText('1\u00a0candidature à relancer')).toBeVisible();
  const mail = await waitForMail(user.email, 'À relancer\u00a0: Nestlé SA');
  expect(mail.text).toContain('• Nestlé SA – Comptable, envoyée le');
  expect(mail.text).toContain('(contact\u00a0: Mme Rochat, 021 924 11 11)');

  // Filters by status and month.
  await page.getByLabel('Statut').selectOption('to_send');
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/statut=to_send/);
  await page.getByLabel('Statut').selectOption('a_relancer');
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Statut').selectOption('');
  await page.getByLabel('Mois d’envoi').selectOption(sentOn.slice(0, 7));
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Tout afficher' }).click();
  await expect(rows).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/list-1280.png`, fullPage: true });

  // The board: Migros dragged with the mouse to « Envoyée », Nestlé moved with the keyboard to « Entretien ».
  await page.getByRole('link', { name: 'Tableau' }).click();
  await expect(page).toHaveURL(/\/mes_candidatures\/tableau$/);
  await expect(page.getByTestId('column-to_send').getByTestId('board-card')).toHaveCount(2);
  await dragTo(page, 'Migros', 'sent');
  await expect(page.getByTestId('column-sent').getByTestId('board-card')).toHaveCount(2);
  await expect(page.getByTestId('column-sent')).toContainText('Migros');
  await expect.poll(async () => (await apiApplications(page)).find((a) => a.company === 'Migros')).toMatchObject({ status: 'sent', sent_on: today() });

  const handle = page.getByRole('button', { name: 'Déplacer «\u00a0Nestlé SA\u00a0»' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The live region says where the card is (dnd-kit keeps the latest announcement only).
  await expect(page.getByRole('status').filter({ hasText: '«\u00a0Nestlé SA\u00a0» est au-dessus de la colonne «\u00a0Envoyée\u00a0».' })).toBeAttached();
  // dnd-kit listens for the arrows from the next task after the lift: repeated until announced.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: '«\u00a0Nestlé SA\u00a0» est au-dessus de la colonne «\u00a0Entretien\u00a0».' })).toBeAttached({
      timeout: 1000,
    });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: '«\u00a0Nestlé SA\u00a0» a été déposée dans la colonne «\u00a0Entretien\u00a0».' })).toBeAttached();
  await expect(page.getByTestId('column-interview').getByTestId('board-card')).toHaveText([/Nestlé SA/]);
  await expect.poll(async () => (await apiApplications(page)).find((a) => a.company === 'Nestlé SA')).toMatchObject({ status: 'interview', sent_on: sentOn });
  // The status menu moves a card too (phones, switch users).
  await page.getByLabel('Changer le statut de «\u00a0Roche\u00a0»').selectOption('sent');
  await expect(page.getByTestId('column-sent').getByTestId('board-card')).toHaveCount(2);
  await expect(page.getByTestId('column-sent')).toContainText('Roche');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/board-1280.png`, fullPage: true });

  // The month's proof, in German, with the AVS number.
  await page.getByRole('link', { name: 'Preuves ORP' }).click();
  await page.getByLabel('Mois', { exact: true }).selectOption(sentOn.slice(0, 7));
  await expect(page.getByTestId('proof-rows').getByRole('listitem')).toHaveCount(sentOn.slice(0, 7) === today().slice(0, 7) ? 3 : 1);
  await page.getByLabel('N° AVS (facultatif)').fill('756.1234.5678.97');
  await page.getByLabel('Langue du formulaire').selectOption('de');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/proof-page-1280.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Nachweis_Arbeitsbemuehungen_${sentOn.slice(0, 7)}.pdf`);
  const pdf = readFileSync(await file.path());
  const text = execFileSync('pdftotext', ['-raw', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Nachweis der persönlichen Arbeitsbemühungen');
  expect(text).toContain('Noémie Favre');
  expect(text).toContain('756.1234.5678.97');
  expect(text).toContain(
    'Nestlé SA, Avenue Nestlé 55, 1800 Vevey Mme Rochat, 021 924 11 11 Comptable Ja Teilzeit (80 %) Brieflich / elektronisch (E-Mail) Vorstellungsgespräch',
  );
  expect(text).toMatch(/Seite 1 \/ 1/);
  writeFileSync(`${shots}/proof.pdf`, pdf);
  execFileSync('pdftoppm', ['-r', '80', '-png', `${shots}/proof.pdf`, `${shots}/proof-pdf`]);

  // « Relancée » ends the follow-up (Nestlé is in interview now: nothing left to follow up).
  await page.getByRole('link', { name: 'Liste' }).click();
  await expect(page.getByText('1\u00a0candidature à relancer')).toHaveCount(0);
});

test('a spreadsheet imported after a check that reports its problems in French, and the tracker exported with formulas neutralised', async ({ page }) => {
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/mes_candidatures/importer');
  await expect(page.getByRole('heading', { name: 'Importer vos candidatures' })).toBeVisible();
  const lastMonth = addDays(`${today().slice(0, 7)}-01`, -3);
  const [y, m, d] = lastMonth.split('-') as [string, string, string];
  const sheet = [
    'Date\tEntreprise\tPoste\tStatut\tCanal\tSalaire',
    `${d}.${m}.${y}\t=HYPERLINK("https://evil.example","Cliquez")\tComptable\tenvoyée\te-mail\t90000`,
    `${Number(d)}.${Number(m)}.${y.slice(2)}\tCoop\tVendeur\trefus\tlettre\t`,
    `32.01.2026\tUBS\tAnalyste\t\t\t`,
  ].join('\n');
  await page.getByLabel('Lignes du tableau').fill(sheet);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('3\u00a0lignes lues, 2 prêtes à importer.');
  await expect(page.getByTestId('import-errors')).toHaveText(['Ligne 4\u00a0: date illisible «\u00a032.01.2026\u00a0» (écrivez par exemple 31.01.2026).']);
  await expect(report).toContainText('Colonne «\u00a0Salaire\u00a0» ignorée\u00a0: son nom n’est pas reconnu.');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/import-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Importer 2\u00a0candidatures' }).click();
  await expect(page).toHaveURL(/\/mes_candidatures$/);
  await expect(page.getByTestId('application-row')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: '=HYPERLINK("https://evil.example","Cliquez")' })).toBeVisible();

  // A file as Excel saves « CSV (séparateur: point-virgule) » on a Swiss Windows: Windows-1252, CRLF, German headers.
  await page.getByRole('link', { name: 'Importer', exact: true }).click();
  const excel = Buffer.from(['Datum;Firma;Ort;Stelle;Status', `${d}.${m}.${y};Hôpital de la Tour;Zürich;Pflegefachfrau;Absage`].join('\r\n'), 'latin1');
  expect(excel.includes(Buffer.from('Zürich', 'utf8'))).toBe(false);
  await page.getByLabel('Ou choisissez un fichier CSV').setInputFiles({ name: 'Bewerbungen.csv', mimeType: 'text/csv', buffer: excel });
  await expect(page.getByText('Fichier «\u00a0Bewerbungen.csv\u00a0» chargé.')).toBeVisible();
  await expect(page.getByLabel('Lignes du tableau')).toHaveValue(/Hôpital de la Tour;Zürich;Pflegefachfrau/);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(report).toContainText('1\u00a0ligne lue, 1 prête à importer.');
  await page.getByRole('button', { name: 'Importer 1\u00a0candidature' }).click();
  await expect(page).toHaveURL(/\/mes_candidatures$/);
  await expect(page.getByTestId('application-row')).toHaveCount(3);
  await expect(page.getByTestId('application-row').filter({ hasText: 'Hôpital de la Tour' })).toContainText('Zürich');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.startsWith('\uFEFF"Date d’envoi";"Entreprise";')).toBe(true);
  expect(csv).toContain(`"${d}.${m}.${y}";"'=HYPERLINK(""https://evil.example"",""Cliquez"")";`);
  expect(csv).toContain(`"${d}.${m}.${y}";"Coop";"";"Vendeur";"";"";"Par écrit";"Refus";`);
  expect(csv).toContain(`"${d}.${m}.${y}";"Hôpital de la Tour";"";"Pflegefachfrau";"Zürich";`);
});

test('every page of the tracker on a phone (375 px): no sideways scrolling, axe clean, the board scrolls in itself', async ({ page }) => {
  const user = await seedUser({ firstName: 'Luca', lastName: 'Bernasconi' });
  await signInAs(page, user);
  const auth = {
    authorization: `Bearer ${await (async () => {
      const res = await page.request.post('/api/accounts/login/', { data: { email: user.email, password: user.password } });
      return ((await res.json()) as { tokens: { access: string } }).tokens.access;
    })()}`,
  };
  for (const [company, status, channel] of [
    ['Swisscom (Suisse) SA', 'sent', 'online'],
    ['Banque Cantonale Vaudoise', 'interview', 'email'],
    ['Hôpitaux Universitaires de Genève', 'rejected', 'written'],
  ] as const) {
    const res = await page.request.post('/api/tracker/applications/', {
      headers: auth,
      data: { company, status, channel, position: 'Assistante administrative', sent_on: today(), place: 'Lausanne' },
    });
    expect(res.status()).toBe(201);
  }
  await page.request.put('/api/tracker/settings/', { headers: auth, data: { monthly_target: 10 } });
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [url, name] of [
    ['/mes_candidatures', 'list'],
    ['/mes_candidatures/tableau', 'board'],
    ['/mes_candidatures/preuves', 'proof-page'],
    ['/mes_candidatures/ajouter', 'form'],
    ['/mes_candidatures/importer', 'import'],
  ] as const) {
    await page.goto(url);
    await expect(page.locator('h1')).toBeVisible();
    if (name !== 'form' && name !== 'import') await expect(page.getByTestId('monthly-progress')).toContainText('sur 10');
    await expect.poll(() => noHorizontalScroll(page), `${url} fits 375 px`).toBe(true);
    expect(await axeViolations(page), url).toEqual([]);
    await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
  }
  // The board's columns scroll sideways inside the board, not the page.
  await page.goto('/mes_candidatures/tableau');
  await expect(page.getByTestId('column-interview')).toContainText('Banque Cantonale Vaudoise');
  expect(await page.getByTestId('board').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
