import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildProof, proofCsvTable, type ProofApplication } from './proof';
import { neutraliseCell, toCsv } from './csv';
import { importMessages, parseChannel, parseStatus, parseTrackerImport, parseWorkload, TrackerImportError } from './csv-import';
import { parseSwissDate } from './swiss-date';
import { trackerCsv } from './tracker-csv';
import type { TrackedApplication } from './tracked-application';

const TODAY = '2026-02-10';

describe('dates in every Swiss format', () => {
  it.each([
    ['31.01.2026', '2026-01-31'],
    ['31.1.2026', '2026-01-31'],
    ['31.01.26', '2026-01-31'],
    ['31.1.26', '2026-01-31'],
    ['1.2.26', '2026-02-01'],
    ['31/01/2026', '2026-01-31'],
    ['01/02/2026', '2026-02-01'],
    ['31-01-2026', '2026-01-31'],
    ['2026-01-31', '2026-01-31'],
    ['2026-1-5', '2026-01-05'],
    ['31 janvier 2026', '2026-01-31'],
    ['31 Janvier 2026', '2026-01-31'],
    ['1er février 2026', '2026-02-01'],
    ['3 févr. 2026', '2026-02-03'],
    ['mardi 3 février 2026', '2026-02-03'],
    ['15 août 2025', '2025-08-15'],
    ['31. Januar 2026', '2026-01-31'],
    ['3. März 2026', '2026-03-03'],
    ['31. Jan. 2026', '2026-01-31'],
    ['31 gennaio 2026', '2026-01-31'],
    ['1° febbraio 2026', '2026-02-01'],
    ['31 Jan 2026', '2026-01-31'],
    ['January 31, 2026', '2026-01-31'],
    ['31.01.2026 14:30', '2026-01-31'],
    ['2026-01-31T10:00:00Z', '2026-01-31'],
    [' 31.01.2026 ', '2026-01-31'],
  ])('reads « %s » as %s', (text, day) => {
    expect(parseSwissDate(text)).toBe(day);
  });

  it.each(['32.01.2026', '29.02.2026', '31.04.2026', '13.13.2026', 'demain', '31 brumaire 2026', '2026', '', '12/31/2026'])('refuses « %s »', (text) => {
    expect(parseSwissDate(text)).toBeNull();
  });
});

describe('values as people write them', () => {
  it('reads statuses, channels and workloads in French, German, Italian and English', () => {
    expect(
      [
        'Envoyée',
        'en suspens',
        'Noch offen',
        'in sospeso',
        'applied',
        'Entretien d’embauche',
        'Vorstellungsgespräch',
        'Refusée',
        'Absage',
        'Sans réponse',
        'Engagement',
        'Zusage',
        'retirée',
        'À envoyer',
      ].map(parseStatus),
    ).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
      'interview',
      'interview',
      'rejected',
      'rejected',
      'no_answer',
      'offer',
      'offer',
      'withdrawn',
      'to_send',
    ]);
    expect(
      [
        'par e-mail',
        'Courriel',
        'jobup.ch',
        'portail en ligne',
        'Brieflich / elektronisch',
        'Par écrit / électronique (e-mail)',
        'Lettre',
        'Telefonisch',
        'par téléphone',
        'En personne',
        'Persönlich',
        'di persona',
        'pigeon',
      ].map(parseChannel),
    ).toEqual(['email', 'email', 'online', 'online', 'written', 'email', 'written', 'phone', 'phone', 'in_person', 'in_person', 'in_person', null]);
    expect(['100%', '80 %', '60-80 %', 'Temps partiel (60 %)', 'plein temps', 'Vollzeit', 'Teilzeit 50%', '150 %', 'beaucoup'].map(parseWorkload)).toEqual([
      { kind: 'full_time', percent: 100 },
      { kind: 'part_time', percent: 80 },
      { kind: 'part_time', percent: 80 },
      { kind: 'part_time', percent: 60 },
      { kind: 'full_time', percent: 100 },
      { kind: 'full_time', percent: 100 },
      { kind: 'part_time', percent: 50 },
      null,
      null,
    ]);
  });
});

describe('importing a spreadsheet', () => {
  it('imports a Swiss Excel CSV (semicolons), reporting unknown columns and refused rows in French', () => {
    const csv = [
      'Date;Entreprise;Poste;Taux;Canal;Statut;Salaire;Personne de contact;Téléphone',
      '31.01.2026;Nestlé SA;Comptable;100%;e-mail;Envoyée;95000;Mme Rochat;+41 21 924 11 11',
      '3 février 2026;Migros;Caissière;temps partiel 60 %;en personne;entretien;;;',
      '32.01.2026;Coop;Vendeur;80 %;lettre;refus;;;',
      ';;;;;;;;',
      '05/02/2026;;Magasinier;;;;;;',
      '06.02.2026;Roche;Chimiste;;pigeon voyageur;bof;;;',
      '2026-03-01;Novartis;Laborant;;;;;;',
    ].join('\r\n');
    const result = parseTrackerImport(csv, TODAY);
    expect(result.totalRows).toBe(6);
    expect(result.ignoredColumns).toEqual(['Colonne «\u00a0Salaire\u00a0» ignorée\u00a0: son nom n’est pas reconnu.']);
    expect(
      result.rows.map((r) => [
        r.line,
        r.application.company,
        r.application.sent_on,
        r.application.status,
        r.application.channel,
        r.application.workload_kind,
        r.application.workload_percent,
      ]),
    ).toEqual([
      [2, 'Nestlé SA', '2026-01-31', 'sent', 'email', 'full_time', 100],
      [3, 'Migros', '2026-02-03', 'interview', 'in_person', 'part_time', 60],
    ]);
    expect(result.rows[0]!.application).toMatchObject({ contact_name: 'Mme Rochat', contact_phone: '+41 21 924 11 11', position: 'Comptable' });
    expect(result.rowErrors).toEqual([
      { line: 4, message: 'Ligne 4\u00a0: date illisible «\u00a032.01.2026\u00a0» (écrivez par exemple 31.01.2026).' },
      { line: 6, message: 'Ligne 6\u00a0: Entreprise\u00a0: Veuillez indiquer l’entreprise.' },
      {
        line: 7,
        message:
          'Ligne 7\u00a0: statut inconnu «\u00a0bof\u00a0» (par exemple «\u00a0envoyée\u00a0», «\u00a0entretien\u00a0», «\u00a0refus\u00a0»)\u00a0; mode de candidature inconnu «\u00a0pigeon voyageur\u00a0» (par exemple «\u00a0e-mail\u00a0», «\u00a0en ligne\u00a0», «\u00a0par téléphone\u00a0»).',
      },
      { line: 8, message: 'Ligne 8\u00a0: la date d’envoi «\u00a02026-03-01\u00a0» est dans le futur.' },
    ]);
  });

  it('reads cells pasted from a spreadsheet (tabs), in German', () => {
    const pasted =
      'Datum\tFirma\tStellenbezeichnung\tPensum\tBewerbung\tErgebnis der Bewerbung\tAbsagegrund\n31.1.26\tUBS AG\tAnalyst\tVollzeit\tTelefonisch\tAbsage\tStelle besetzt\n';
    const result = parseTrackerImport(pasted, TODAY);
    expect(result.rowErrors).toEqual([]);
    expect(result.rows[0]!.application).toMatchObject({
      company: 'UBS AG',
      sent_on: '2026-01-31',
      channel: 'phone',
      status: 'rejected',
      refusal_reason: 'Stelle besetzt',
      workload_kind: 'full_time',
    });
  });

  it('says which columns it needs when the file has no company column, and refuses a broken file', () => {
    expect(() => parseTrackerImport('Quand;Qui\n31.01.2026;Nestlé', TODAY)).toThrow(new TrackerImportError(importMessages.noCompanyColumn(['Quand', 'Qui'])));
    expect(() => parseTrackerImport('   \n', TODAY)).toThrow(new TrackerImportError(importMessages.empty));
    expect(() => parseTrackerImport('Entreprise;Poste\n"Nestlé;Comptable\nMigros;Vendeur', TODAY)).toThrow(new TrackerImportError(importMessages.malformed));
  });

  it('refuses a file of 10,000 rows, saying how many it has and how many it takes', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `0${(i % 9) + 1}.01.2026;Entreprise ${i};Poste ${i}`);
    const csv = ['Date;Entreprise;Poste', ...rows].join('\n');
    expect(() => parseTrackerImport(csv, TODAY)).toThrow(
      new TrackerImportError('Le fichier compte 10\u202f000 lignes\u00a0: importez-en au plus 2\u202f000 à la fois.'),
    );
    // 2,000 rows are taken whole.
    const taken = parseTrackerImport(['Date;Entreprise;Poste', ...rows.slice(0, 2000)].join('\n'), TODAY);
    expect(taken.rows).toHaveLength(2000);
    expect(taken.rows.at(-1)!.application.company).toBe('Entreprise 1999');
  });

  it('gives back an export unchanged, formula cells included (the neutralising quote is removed on import)', () => {
    const base: Omit<TrackedApplication, 'company' | 'notes'> = {
      id: 'x',
      company_address: 'Avenue Nestlé 55, 1800 Vevey',
      position: 'Comptable',
      place: 'Vevey',
      workload_kind: 'part_time',
      workload_percent: 80,
      ad_url: 'https://www.jobup.ch/fr/emplois/detail/1',
      ad_text: 'Nous cherchons\n« un comptable »; "rigoureux"',
      channel: 'online',
      sent_on: '2026-01-31',
      contact_name: 'Mme Rochat',
      contact_phone: '+41 21 924 11 11',
      contact_email: 'rh@nestle.example',
      status: 'rejected',
      status_history: [],
      refusal_reason: '-- poste pourvu',
      orp_assigned: true,
      interview_at: '2026-02-03T13:30:00.000Z',
      followed_up_at: '2026-02-02T11:00:00.000Z',
      cv_id: null,
      letter_id: null,
      dossier: null,
      follow_up_on: null,
      created_at: '',
      updated_at: '',
    };
    const apps = [
      { ...base, company: '=HYPERLINK("https://evil.example","Cliquez")', notes: '@SUM(A1:A2)' },
      { ...base, company: 'Migros', notes: 'Rappeler lundi', status: 'to_send' as const, sent_on: null, interview_at: null, followed_up_at: null },
    ];
    const csv = trackerCsv(apps);
    expect(csv.startsWith('\uFEFF"Date d’envoi";"Entreprise";')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""https://evil.example"",""Cliquez"")"');
    expect(csv).toContain('"\'@SUM(A1:A2)"');
    expect(csv).toContain('"\'+41 21 924 11 11"');
    expect(csv).toContain('"\'-- poste pourvu"');
    const back = parseTrackerImport(csv, TODAY);
    expect(back.rowErrors).toEqual([]);
    expect(back.ignoredColumns).toEqual([]);
    const { id: _id, status_history: _h, cv_id: _c, letter_id: _l, dossier: _d, follow_up_on: _f, created_at: _ca, updated_at: _u, ...fields } = apps[0]!;
    expect(back.rows[0]!.application).toMatchObject(fields);
    expect(back.rows[1]!.application).toMatchObject({ company: 'Migros', status: 'to_send', sent_on: null, notes: 'Rappeler lundi' });
  });

  it('reads the proof’s own CSV back (French, German and Italian headers)', () => {
    const app: ProofApplication = {
      company: 'Nestlé SA',
      company_address: 'Avenue Nestlé 55',
      position: 'Comptable',
      place: 'Vevey',
      workload_kind: 'full_time',
      workload_percent: 100,
      channel: 'email',
      sent_on: '2026-01-31',
      contact_name: 'Mme Rochat',
      contact_phone: '021 924 11 11',
      contact_email: '',
      status: 'rejected',
      refusal_reason: 'Poste pourvu',
      orp_assigned: false,
    };
    for (const language of ['fr', 'de', 'it'] as const) {
      const proof = buildProof([app], '2026-01', language, { name: 'Zoé Müller', address: '', personNumber: '' });
      const result = parseTrackerImport(toCsv(proofCsvTable(proof)), TODAY);
      expect(result.ignoredColumns, language).toEqual([]);
      expect(result.rows[0]!.application, language).toMatchObject({
        company: 'Nestlé SA',
        sent_on: '2026-01-31',
        channel: 'email',
        status: 'rejected',
        refusal_reason: 'Poste pourvu',
        contact_name: 'Mme Rochat',
        workload_kind: 'full_time',
      });
    }
  });
});

describe('CSV cells that a spreadsheet would run', () => {
  it('prefixes = + - @ tab and CR with a quote (OWASP), and nothing else', () => {
    expect(['=1+1', '+41 79', '-2', '@SUM(A1)', '\tx', '\rx', 'Nestlé', "'déjà", ' =1'].map(neutraliseCell)).toEqual([
      "'=1+1",
      "'+41 79",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'Nestlé',
      "'déjà",
      ' =1',
    ]);
    const parsed = Papa.parse<string[]>(toCsv([['a;b', 'c"d', 'e\nf']]).slice(1), { delimiter: ';' });
    expect(parsed.data[0]).toEqual(['a;b', 'c"d', 'e\nf']);
  });
});
