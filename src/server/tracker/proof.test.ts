import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreCell } from '../../domain/tracker/csv.js';
import { proofLabels } from '../../domain/tracker/proof-labels.js';
import type { TrackedApplication } from '../../domain/tracker/tracked-application.js';
import { pdfInfo, pdfText } from '../rendering/fixtures/pdf-tools.js';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { signedInUser } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
}, 60_000);
afterAll(async () => t.close());

const companies = [
  'Nestlé SA',
  'Migros-Genossenschafts-Bund',
  'Coop',
  'Roche Diagnostics International AG',
  'Novartis Pharma AG',
  'UBS Switzerland AG',
  'Swisscom (Suisse) SA',
  'La Poste Suisse SA',
  'CFF SA',
  'Logitech Europe SA',
  'Banque Cantonale Vaudoise',
  'Hôpitaux Universitaires de Genève',
];
const channels = ['email', 'online', 'written', 'phone', 'in_person'] as const;
const statuses = ['sent', 'interview', 'rejected', 'no_answer', 'offer'] as const;

/** `n` applications sent in January 2026 (real-looking: addresses, contacts, a refusal reason each third). */
async function januaryOf(token: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await call(
      t.app,
      'POST',
      '/api/tracker/applications/',
      {
        company: `${companies[i % companies.length]}${i >= companies.length ? ` ${i + 1}` : ''}`,
        company_address: `Avenue de la Gare ${i + 1}`,
        place: '1003 Lausanne',
        position: i % 3 ? 'Comptable' : 'Responsable de la comptabilité fournisseurs',
        workload_kind: i % 2 ? 'part_time' : 'full_time',
        workload_percent: i % 2 ? 80 : 100,
        channel: channels[i % 5],
        status: statuses[i % 5],
        sent_on: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
        contact_name: 'Mme Claire Rochat',
        contact_phone: '+41 21 924 11 11',
        contact_email: i % 4 ? '' : 'rh@example.ch',
        refusal_reason: i % 5 === 2 ? 'Profil ne correspondant pas' : '',
        orp_assigned: i % 6 === 0,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
  }
}

const person = { name: 'Zoé Müller', address: 'Rue du Lac 1, 1003 Lausanne', person_number: '756.1234.5678.97' };
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Each part found in `text` after the one before it. */
function expectInOrder(text: string, parts: string[], what: string): void {
  const flat = squash(text);
  let at = 0;
  for (const part of parts.filter(Boolean)) {
    const found = flat.indexOf(squash(part), at);
    expect(found, `${what}: « ${part} » after position ${at}`).toBeGreaterThanOrEqual(0);
    at = found + squash(part).length;
  }
}

async function proof(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/tracker/proof/', { month: '2026-01', ...person, ...body }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('the monthly proof for the ORP', () => {
  it.each(['fr', 'de', 'it'] as const)(
    'fits 12 applications on one A4 page in %s, every field of every row in order, with the totals and the page number',
    async (language) => {
      const user = await signedInUser(t.app, t.db);
      await januaryOf(user.token, 12);
      // Neither a draft nor February's application is January's proof.
      await call(t.app, 'POST', '/api/tracker/applications/', { company: 'Brouillon SA' }, user.token);
      await call(t.app, 'POST', '/api/tracker/applications/', { company: 'Février SA', status: 'sent', sent_on: '2026-02-01' }, user.token);

      const res = await proof(user.token, { language });
      const pdf = res.rawPayload;
      expect(res.headers['content-type']).toBe('application/pdf');
      const info = await pdfInfo(pdf);
      expect(info.Pages).toBe('1');
      // A4 landscape, as the federal form.
      expect(info['Page size']).toMatch(/^841\.9\d x 59[45]\.\d+ pts \(A4\)$/);
      const l = proofLabels[language];
      expect(info.Title).toBe(`${l.title} – ${{ fr: 'janvier 2026', de: 'Januar 2026', it: 'gennaio 2026' }[language]}`);

      const csv = (await proof(user.token, { language, format: 'csv' })).body;
      const table = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
      expect(table[0]).toEqual(l.csvHeader);
      // The CSV's cells as entered: the quote that neutralises « +41 … » for spreadsheets removed.
      const rows = table.slice(1).map((row) => row.map(restoreCell));
      expect(rows).toHaveLength(12);

      // The content stream's order (pdftotext -raw): header, then each row's cells left to right.
      const text = await pdfText(pdf, { raw: true });
      expectInOrder(text, [l.title, l.name, person.name, l.personNumber, person.person_number, l.address, person.address], 'header');
      expectInOrder(text, Object.values(l.columns), 'column headers');
      const body = text.slice(text.indexOf(l.columns.reason));
      for (const [i, row] of rows.entries()) {
        const [date, company, address, contact, phone, position, orp, workload, channel, result, reason] = row as [
          string,
          string,
          string,
          string,
          string,
          string,
          string,
          string,
          string,
          string,
          string,
        ];
        expectInOrder(
          body,
          [date, `${company}, ${address}`, [contact, phone].filter(Boolean).join(', '), position, orp, workload, channel, result, reason],
          `row ${i + 1}`,
        );
        if (i > 0) expect(squash(body).indexOf(rows[i - 1]![1]!), `row ${i} before row ${i + 1}`).toBeLessThan(squash(body).indexOf(company));
      }
      expect(rows.map((r) => r[0])).toEqual(
        [...rows.map((r) => r[0]!)].sort((a, b) => a.split('.').reverse().join('').localeCompare(b.split('.').reverse().join(''))),
      );
      expect(squash(text)).toContain(
        squash(`${l.total} ${l.totalsLine({ count: 12, written: 8, in_person: 2, phone: 2, pending: 5, interview: 3, hired: 2, rejected: 2 })}`),
      );
      expect(squash(text)).toContain(`${l.page} 1 / 1`);
      expect(squash(text)).toContain(squash(l.deadline('2026-02-05')));
      expect(squash(text)).toContain(l.signature);
      expect(text).not.toContain('Brouillon SA');
      expect(text).not.toContain('Février SA');
    },
  );

  it('spreads 30 applications over pages, with the column headers, the person and the month on each page', async () => {
    const user = await signedInUser(t.app, t.db);
    await januaryOf(user.token, 30);
    const pdf = (await proof(user.token, { language: 'de' })).rawPayload;
    const pages = Number((await pdfInfo(pdf)).Pages);
    expect(pages).toBeGreaterThanOrEqual(2);
    const l = proofLabels.de;
    const texts = (await pdfText(pdf, { raw: true })).split('\f').slice(0, pages);
    for (const [i, page] of texts.entries()) {
      expectInOrder(page, Object.values(l.columns), `page ${i + 1} column headers`);
      expect(squash(page), `page ${i + 1}`).toContain(`${l.page} ${i + 1} / ${pages}`);
      if (i > 0) expect(squash(page), `page ${i + 1} running head`).toContain('Zoé Müller · Januar 2026');
    }
    // Every application once, the totals and the signature on the last page.
    const all = squash(texts.join(' '));
    for (let n = 13; n <= 30; n++) expect(all.split(` ${n}, Avenue de la Gare ${n},`).length - 1, `application ${n}`).toBe(1);
    expect(squash(texts.at(-1)!)).toContain(`${l.total} 30 Bewerbungen`);
    expect(squash(texts.at(-1)!)).toContain(l.signature);
  }, 90_000);

  it('gives a CSV that a spreadsheet program opens with the same rows (Python’s csv module, Excel’s dialect)', async () => {
    const user = await signedInUser(t.app, t.db);
    await januaryOf(user.token, 12);
    const csv = (await proof(user.token, { format: 'csv' })).rawPayload;
    const dir = mkdtempSync(path.join(tmpdir(), 'proof-csv-'));
    writeFileSync(path.join(dir, 'proof.csv'), csv);
    const read = execFileSync(
      'python3',
      [
        '-c',
        "import csv,json,sys; print(json.dumps(list(csv.reader(open(sys.argv[1], encoding='utf-8-sig', newline=''), delimiter=';'))))",
        path.join(dir, 'proof.csv'),
      ],
      { encoding: 'utf8' },
    );
    const rows = JSON.parse(read) as string[][];
    const ours = Papa.parse<string[]>(csv.toString('utf8').replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
    expect(rows).toEqual(ours);
    expect(rows).toHaveLength(13);
    expect(rows[1]!.slice(0, 2)).toEqual(['01.01.2026', 'Nestlé SA']);
    // A phone number starting with « + » is neutralised as a formula would be (OWASP).
    expect(rows[1]![4]).toBe("'+41 21 924 11 11");
  });

  it('keeps the header for next month, refuses a bad month or language in French, and is free', async () => {
    const user = await signedInUser(t.app, t.db);
    const bad = await call(t.app, 'POST', '/api/tracker/proof/', { month: '2026-13', language: 'en', person_number: '<b>' }, user.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<object>()).sort()).toEqual(['language', 'month', 'person_number']);
    // No subscription: an empty month still makes its proof.
    const empty = await proof(user.token, { language: 'it' });
    expect(squash(await pdfText(empty.rawPayload))).toContain(proofLabels.it.empty);
    expect((await call(t.app, 'GET', '/api/tracker/settings/', undefined, user.token)).json()).toMatchObject({
      proof_name: 'Zoé Müller',
      proof_person_number: '756.1234.5678.97',
      proof_language: 'it',
    });
  });
});

describe('the whole tracker as CSV, and imports', () => {
  it('imports a spreadsheet after a preview, reports refused rows and columns in French, and exports everything with formulas neutralised', async () => {
    const user = await signedInUser(t.app, t.db);
    const text = [
      'Date;Entreprise;Poste;Statut;Canal;Salaire;Remarques',
      '31.01.2026;=HYPERLINK("https://evil.example","Cliquez");Comptable;envoyée;e-mail;90000;',
      '3 février 2026;Migros;Vendeur;refus;lettre;;+ à rappeler',
      '31.1.26;Coop;Magasinier;;téléphone;;',
      '32.01.2026;UBS;Analyste;;;;',
    ].join('\n');
    const preview = await call(t.app, 'POST', '/api/tracker/import/', { text, dry_run: true }, user.token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      dry_run: true,
      total_rows: 4,
      ready: 3,
      imported: 0,
      errors: ['Ligne 5\u00a0: date illisible «\u00a032.01.2026\u00a0» (écrivez par exemple 31.01.2026).'],
      ignored_columns: ['Colonne «\u00a0Salaire\u00a0» ignorée\u00a0: son nom n’est pas reconnu.'],
    });
    expect((await call(t.app, 'GET', '/api/tracker/applications/', undefined, user.token)).json()).toEqual([]);

    const done = await call(t.app, 'POST', '/api/tracker/import/', { text }, user.token);
    expect(done.json()).toMatchObject({ dry_run: false, imported: 3 });
    const list = (await call(t.app, 'GET', '/api/tracker/applications/', undefined, user.token)).json<TrackedApplication[]>();
    expect(list.map((a) => [a.company, a.sent_on, a.status, a.channel])).toEqual(
      expect.arrayContaining([
        ['Migros', '2026-02-03', 'rejected', 'written'],
        ['=HYPERLINK("https://evil.example","Cliquez")', '2026-01-31', 'sent', 'email'],
        ['Coop', '2026-01-31', 'sent', 'phone'],
      ]),
    );
    expect(list).toHaveLength(3);

    const exported = await call(t.app, 'GET', '/api/tracker/export/', undefined, user.token);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename=candidatures_2026-03-02.csv');
    expect(exported.body).toContain('"\'=HYPERLINK(""https://evil.example"",""Cliquez"")"');
    expect(exported.body).toContain('"\'+ à rappeler"');
    expect(exported.body).not.toMatch(/(^|;)"=/m);
  }, 90_000);

  it('refuses a 10,000-row file with a French message, without importing anything', async () => {
    const user = await signedInUser(t.app, t.db);
    const text = ['Date;Entreprise;Poste', ...Array.from({ length: 10_000 }, (_, i) => `0${(i % 9) + 1}.01.2026;Entreprise ${i};Poste ${i}`)].join('\n');
    const res = await call(t.app, 'POST', '/api/tracker/import/', { text }, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Le fichier compte 10\u202f000 lignes\u00a0: importez-en au plus 2\u202f000 à la fois.'] });
    const wrong = await call(t.app, 'POST', '/api/tracker/import/', { text: 'Nom;Prénom\nZoé;Müller' }, user.token);
    expect(wrong.json<{ non_field_errors: string[] }>().non_field_errors[0]).toMatch(
      /^Aucune colonne «\u00a0Entreprise\u00a0» n’a été trouvée\..*Colonnes lues\u00a0: «\u00a0Nom\u00a0», «\u00a0Prénom\u00a0»\.$/,
    );
    expect((await call(t.app, 'GET', '/api/tracker/applications/', undefined, user.token)).json()).toEqual([]);
  });

  it('imports 2,000 rows in one go, within the limit of applications kept', async () => {
    const user = await signedInUser(t.app, t.db);
    const rows = Array.from({ length: 2000 }, (_, i) => `${(i % 28) + 1}.1.2026;Entreprise ${i};Poste ${i};${i % 2 ? 'Refus' : 'Envoyée'}`);
    const res = await call(t.app, 'POST', '/api/tracker/import/', { text: ['Date;Entreprise;Poste;Statut', ...rows].join('\n') }, user.token);
    expect(res.json()).toMatchObject({ imported: 2000, errors: [] });
    expect((await call(t.app, 'GET', '/api/tracker/applications/', undefined, user.token)).json<unknown[]>()).toHaveLength(2000);
    // 5,000 kept at most: two more files of 2,000 would go over it.
    expect((await call(t.app, 'POST', '/api/tracker/import/', { text: ['Date;Entreprise', ...rows].join('\n') }, user.token)).json()).toMatchObject({
      imported: 2000,
    });
    const over = await call(t.app, 'POST', '/api/tracker/import/', { text: ['Date;Entreprise', ...rows].join('\n') }, user.token);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'tracker_limit_reached' });
  }, 120_000);
});
