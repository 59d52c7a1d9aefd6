import { describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../cv/cv-schema.js';
import { cvExportEnvelope } from '../cv-export/json-export.js';
import { findDateRange, normaliseDate } from './dates.js';
import { docxSourceLines } from './docx-document.js';
import { finishImport, emptyDraft } from './import-draft.js';
import { importJson } from './json-import.js';
import { parseLinkedInExport } from './linkedin-export.js';
import { CvImportError, importMessages, REVIEW_SECTION_TITLE } from './messages.js';
import { headingKind, headingText } from './headings.js';
import { parseTextCv } from './text-cv.js';
import { linkedInFiles } from './fixtures/linkedin-zip.js';

function refused(read: () => unknown): CvImportError {
  try {
    read();
  } catch (err) {
    if (err instanceof CvImportError) return err;
    throw err;
  }
  throw new Error('accepted');
}

describe('dates', () => {
  it('writes LinkedIn and CV dates the way the editor asks for them', () => {
    expect(normaliseDate('Jan 2020')).toBe('01/2020');
    expect(normaliseDate('mars 2019')).toBe('03/2019');
    expect(normaliseDate('Dezember 2019')).toBe('12/2019');
    expect(normaliseDate('settembre 2015')).toBe('09/2015');
    expect(normaliseDate('3/2021')).toBe('03/2021');
    expect(normaliseDate('2014-06-29')).toBe('06/2014');
    expect(normaliseDate('2018')).toBe('2018');
    expect(normaliseDate('aujourd’hui')).toBe('');
  });
  it('finds ranges in the four languages', () => {
    expect(findDateRange('01/2020 – 03/2023 Cheffe de projet')).toMatchObject({ startDate: '01/2020', endDate: '03/2023', rest: 'Cheffe de projet' });
    expect(findDateRange('Januar 2019 - heute')).toMatchObject({ startDate: '01/2019', endDate: '' });
    expect(findDateRange('gennaio 2017 – oggi')).toMatchObject({ startDate: '01/2017', endDate: '' });
    expect(findDateRange('Jan 2015 to present')).toMatchObject({ startDate: '01/2015', endDate: '' });
    expect(findDateRange('depuis 03/2021')).toMatchObject({ startDate: '03/2021', endDate: '' });
    expect(findDateRange('2015 – 2017')).toMatchObject({ startDate: '2015', endDate: '2017' });
    expect(findDateRange('CHF 2019000 de budget')).toBeUndefined();
  });
  it('reads two months of one year as a range', () => {
    expect(findDateRange('Juin – Août 2019 : stagiaire en ingénierie')).toMatchObject({
      startDate: '06/2019',
      endDate: '08/2019',
      rest: 'stagiaire en ingénierie',
    });
    expect(findDateRange('AVRIL – JUIN 2017')).toMatchObject({ startDate: '04/2017', endDate: '06/2017' });
    expect(findDateRange('Jan.–März 2019')).toMatchObject({ startDate: '01/2019', endDate: '03/2019' });
    expect(findDateRange('3 - 4/2014\tFa. Uwe Habel GbR, Bautzen')).toMatchObject({
      startDate: '03/2014',
      endDate: '04/2014',
      rest: 'Fa. Uwe Habel GbR, Bautzen',
    });
    expect(findDateRange('12 - 3/2014')).toMatchObject({ startDate: '12/2013', endDate: '03/2014' });
  });
  it('reads school and season years written with a slash as a range, and a year and month as no range', () => {
    expect(findDateRange('Auto-entrepreneur (2020/2022)')).toMatchObject({ startDate: '2020', endDate: '2022', rest: 'Auto-entrepreneur' });
    expect(findDateRange('Saison 2019/20 à Verbier')).toMatchObject({ startDate: '2019', endDate: '2020', rest: 'Saison à Verbier' });
    expect(findDateRange('2019/2020 - 2021/2022 Lycée Mariette')).toMatchObject({ startDate: '2019', endDate: '2022', rest: 'Lycée Mariette' });
    expect(findDateRange('2019/05')).toBeUndefined();
    expect(findDateRange('2022/2019')).toBeUndefined();
  });
});

describe('LinkedIn export', () => {
  it('maps every file to our sections', async () => {
    const result = finishImport(parseLinkedInExport(linkedInFiles()), 'linkedin');
    const cv = result.cv;
    expect(result.source).toBe('linkedin');
    expect(cv.personal_info).toMatchObject({
      firstName: 'Léa',
      lastName: 'Favre',
      jobTitle: 'Ingénieure logiciel',
      email: 'lea.favre@example.ch',
      phone: '+41 79 123 45 67',
      city: 'Lausanne',
      country: 'Switzerland',
      postalCode: '1003',
    });
    expect(cv.professional_experiences.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ['Développeuse senior', 'Swisscom', 'Berne', '03/2021', ''],
      ['Développeuse', 'Logitech', 'Lausanne', '01/2018', '02/2021'],
    ]);
    expect(cv.professional_experiences[0]!.description).toBe('<p>Conduite de la migration.</p><p>Mentorat de 3 juniors.</p>');
    expect(cv.education[0]).toMatchObject({ institution: 'EPFL', degree: 'Master en informatique', startDate: '2013', endDate: '2018' });
    expect(cv.skills.map((s) => s.name)).toEqual(['TypeScript', 'React', 'PostgreSQL']);
    expect(cv.languages.map((l) => [l.name, l.level])).toEqual([
      ['Français', 100],
      ['Anglais', 83],
    ]);
    expect(cv.accreditations[0]).toMatchObject({ name: 'AWS Solutions Architect', organization: 'Amazon Web Services', date: '06/2022' });
    expect(cv.summary.content).toBe('<p>Développeuse passionnée.</p><p>Spécialiste TypeScript.</p>');
    expect(cv.custom_fields.map((f) => f.title)).toEqual(['Projets']);
    expect(result.summary).toMatchObject({ experiences: 2, education: 1, skills: 3, languages: 2, accreditations: 1, reviewLines: 0 });
    expect(cvDocumentSchema.safeParse(cv).success).toBe(true);
  });

  it('refuses a malformed CSV with a French message naming the file', () => {
    const err = refused(() => parseLinkedInExport(linkedInFiles({ 'Positions.csv': 'Company Name,Title\n"Swisscom,Dev\nLogitech,"Dev"x"' })));
    expect(err.message).toBe(importMessages.csvMalformed('Positions.csv'));
  });

  it('refuses more rows than its budget, all files together', () => {
    const positions = ['Company Name,Title', ...Array.from({ length: 30 }, (_, i) => `Firme ${i},Poste`)].join('\n');
    expect(parseLinkedInExport(linkedInFiles({ 'Positions.csv': positions }), { maxRows: 60 }).experiences).toHaveLength(30);
    expect(refused(() => parseLinkedInExport(linkedInFiles({ 'Positions.csv': positions }), { maxRows: 25 })).message).toBe(importMessages.tooMuchText);
  });
});

describe('JSON', () => {
  const sample = cvDocumentSchema.parse({
    title: 'Mon CV',
    template_id: 3,
    cv_language: 'de',
    personal_info: { firstName: 'Anna', lastName: 'Meier', email: 'anna@example.ch' },
    summary: { content: '<p>Hallo</p>', formatting: { alignment: 'justify' } },
    professional_experiences: [{ id: 'a', title: 'Leiterin', company: 'SBB', startDate: '01/2020', description: '<ul><li><p>Eins</p></li></ul>' }],
    skills: [{ id: 's', name: 'SQL', level: 80, type: 'soft', showLevel: false }],
    custom_fields: [{ id: 'custom_field_1', title: 'Hobbys', content: '<p>Skifahren</p>' }],
    section_order: ['summary', 'skills', 'professional_experiences'],
    hidden_sections: ['references'],
  });

  it('our own export comes back identical', async () => {
    const result = importJson(JSON.stringify(cvExportEnvelope(sample, new Date('2026-11-23T10:00:00Z'))));
    expect(result.source).toBe('cv-suisse');
    expect(result.cv).toEqual(sample);
  });

  it('refuses an export from a newer version, and JSON that is neither format', () => {
    expect(refused(() => importJson(JSON.stringify({ format: 'cv-suisse', version: 99, cv: sample }))).message).toBe(importMessages.jsonVersion);
    expect(refused(() => importJson('{"hello": 1}')).message).toBe(importMessages.jsonUnknown);
    expect(refused(() => importJson('{"basics": ')).message).toBe(importMessages.jsonInvalid);
  });

  it('maps JSON Resume, keeping what has no home for review', async () => {
    const resume = {
      basics: {
        name: 'John Doe',
        label: 'Programmer',
        email: 'john@gmail.com',
        phone: '(912) 555-4321',
        url: 'https://johndoe.com',
        summary: 'A summary.',
        location: { address: '2712 Broadway St', postalCode: 'CA 94115', city: 'San Francisco', countryCode: 'US' },
        profiles: [
          { network: 'LinkedIn', url: 'https://linkedin.com/in/john' },
          { network: 'Twitter', username: 'john' },
        ],
      },
      work: [
        {
          name: 'Company',
          position: 'President',
          startDate: '2013-01-01',
          endDate: '2014-01-01',
          summary: 'Description…',
          highlights: ['Started the company'],
        },
      ],
      volunteer: [{ organization: 'Organization', position: 'Volunteer', startDate: '2012-01-01' }],
      education: [
        {
          institution: 'University',
          area: 'Software Development',
          studyType: 'Bachelor',
          startDate: '2011-01-01',
          endDate: '2013-01-01',
          courses: ['DB1101 - Basic SQL'],
        },
      ],
      awards: [{ title: 'Award', date: '2014-11-01', awarder: 'Company' }],
      certificates: [{ name: 'Certificate', date: '2021-11-07', issuer: 'Company' }],
      skills: [{ name: 'Web Development', level: 'Master', keywords: ['HTML'] }],
      languages: [{ language: 'English', fluency: 'Native speaker' }],
      interests: [{ name: 'Wildlife', keywords: ['Ferrets'] }],
      projects: [{ name: 'Project', startDate: '2019-01-01', description: 'Description...' }],
      extraThing: { anything: 'kept' },
    };
    const result = importJson(JSON.stringify(resume));
    const cv = result.cv;
    expect(result.source).toBe('json-resume');
    expect(cv.personal_info).toMatchObject({
      firstName: 'John',
      lastName: 'Doe',
      jobTitle: 'Programmer',
      linkedin: 'https://linkedin.com/in/john',
      city: 'San Francisco',
    });
    expect(cv.professional_experiences[0]).toMatchObject({ title: 'President', company: 'Company', startDate: '01/2013', endDate: '01/2014' });
    expect(cv.professional_experiences[0]!.description).toContain('<li><p>Started the company</p></li>');
    expect(cv.education[0]).toMatchObject({ institution: 'University', degree: 'Bachelor, Software Development' });
    expect(cv.skills.map((s) => [s.name, s.level])).toEqual([
      ['Web Development', 100],
      ['HTML', null],
    ]);
    expect(cv.languages[0]).toMatchObject({ name: 'English', level: 100 });
    expect(cv.accreditations[0]).toMatchObject({ name: 'Certificate', organization: 'Company', date: '11/2021' });
    expect(cv.custom_fields.map((f) => f.title)).toEqual(['Bénévolat', 'Projets', 'Distinctions', 'Centres d’intérêt', REVIEW_SECTION_TITLE]);
    const review = cv.custom_fields.at(-1)!.content;
    for (const kept of ['2712 Broadway St', 'Twitter', 'https://johndoe.com', 'extraThing']) expect(review).toContain(kept);
  });
});

describe('limits', () => {
  it('a 60-job CV keeps 50 jobs and puts the others for review; long texts are cut to the schema', () => {
    const draft = emptyDraft();
    draft.personal.firstName = 'x'.repeat(500);
    draft.experiences = Array.from({ length: 60 }, (_, i) => ({ title: `Poste ${i + 1}`, company: 'ACME' }));
    const { cv, summary } = finishImport(draft, 'pdf');
    expect(cv.personal_info.firstName).toHaveLength(200);
    expect(cv.professional_experiences).toHaveLength(50);
    // The 10 jobs over the limit, and the first name over its 200 characters, whole.
    expect(summary.reviewLines).toBe(11);
    expect(cv.custom_fields.at(-1)!.content).toContain('x'.repeat(500));
    expect(cv.custom_fields.at(-1)!.content).toContain('Poste 60 – ACME');
    expect(cvDocumentSchema.safeParse(cv).success).toBe(true);
  });
});

describe('text CVs (PDF, DOCX)', () => {
  it('reads headings, jobs, education, skills and languages in German', () => {
    const draft = parseTextCv([
      'Anna Meier',
      'Projektleiterin',
      'anna.meier@example.ch\t+41 79 555 12 34\t8004 Zürich',
      'Berufserfahrung',
      'Projektleiterin\tJanuar 2019 - heute',
      'Schweizerische Post · Bern',
      '• Leitung von 5 Projekten',
      '03/2015 – 12/2018\tEntwicklerin',
      'Google | Zürich',
      'Ausbildung',
      'MSc Informatik\t2013 – 2015',
      'ETH Zürich · Zürich',
      'Kenntnisse',
      'Java\tKotlin',
      'Sprachen',
      'Deutsch\tC2',
      'Englisch: B2',
      'Hobbys',
      'Klettern',
    ]);
    expect(draft.language).toBe('de');
    expect(draft.personal).toMatchObject({
      firstName: 'Anna',
      lastName: 'Meier',
      jobTitle: 'Projektleiterin',
      email: 'anna.meier@example.ch',
      phone: '+41 79 555 12 34',
      postalCode: '8004',
      city: 'Zürich',
    });
    expect(draft.experiences.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ['Projektleiterin', 'Schweizerische Post', 'Bern', '01/2019', ''],
      ['Entwicklerin', 'Google', 'Zürich', '03/2015', '12/2018'],
    ]);
    expect(draft.experiences[0]!.description).toEqual(['• Leitung von 5 Projekten']);
    expect(draft.education[0]).toMatchObject({ degree: 'MSc Informatik', institution: 'ETH Zürich', startDate: '2013', endDate: '2015' });
    expect(draft.skills.map((s) => s.name)).toEqual(['Java', 'Kotlin']);
    expect(draft.languages).toEqual([
      { name: 'Deutsch', level: 100 },
      { name: 'Englisch', level: 67 },
    ]);
    expect(draft.miscellaneous).toEqual(['Klettern']);
  });

  it('reads an English CV with inline lists and month names', () => {
    const draft = parseTextCv([
      'John Smith',
      'Data Engineer',
      'john.smith@example.com | +41 76 123 45 67',
      'Work experience',
      'Senior Data Engineer',
      'Jan 2019 – Present',
      'Roche, Basel',
      'Built the data platform.',
      'Data Engineer',
      'Sept. 2015 to Dec. 2018',
      'UBS, Zurich',
      'Education',
      'MSc Computer Science, ETH Zurich',
      'Skills',
      'Python, SQL, Spark',
      'Languages',
      'English (native), German (B2)',
    ]);
    expect(draft.experiences.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ['Senior Data Engineer', 'Roche', 'Basel', '01/2019', ''],
      ['Data Engineer', 'UBS', 'Zurich', '09/2015', '12/2018'],
    ]);
    expect(draft.skills.map((s) => s.name)).toEqual(['Python', 'SQL', 'Spark']);
    expect(draft.languages).toEqual([
      { name: 'English', level: 100 },
      { name: 'German', level: 67 },
    ]);
  });

  it('reads a school named in lower case after its degree (« BFEM au lycée de Thillè »)', () => {
    const draft = parseTextCv([
      { text: 'Awa Ndiaye', size: 2 },
      { text: 'FORMATION', size: 1.4, emphasis: 'heading' },
      '2013\tBFEM au lycée de Thillè Boubacar',
      '2009\tCFEE à l’école élémentaire de Dialmath',
      '2016\tBaccalauréat à Dakar',
    ]);
    // Single years listed newest first are three diplomas, not one range from 2009 to 2013.
    expect(draft.education.map((e) => [e.degree, e.institution, e.city, e.startDate, e.endDate])).toEqual([
      ['BFEM', 'lycée de Thillè Boubacar', '', '2013', '2013'],
      ['CFEE', 'l’école élémentaire de Dialmath', '', '2009', '2009'],
      ['Baccalauréat', '', 'Dakar', '2016', '2016'],
    ]);
  });

  it('reads the Europass entry: dates in brackets, then title and employer, then « City: » and « Country: »', () => {
    const draft = parseTextCv([
      { text: 'Boris-Vtori Lichev', size: 1.6, emphasis: 'heading' },
      { text: 'WORK EXPERIENCE', size: 1.1, emphasis: 'heading' },
      '[ 07/07/2022 – Current ]',
      { text: 'Intern Test Engineer', size: 1.1, emphasis: 'heading' },
      { text: 'Melexis', size: 1.1, emphasis: 'heading' },
      'City: Sofia',
      'Country: Bulgaria',
      'Implement test programs, which are meant to run the ICs through their paces.',
    ]);
    expect(draft.experiences.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate, e.description])).toEqual([
      ['Intern Test Engineer', 'Melexis', 'Sofia, Bulgaria', '07/2022', '', ['Implement test programs, which are meant to run the ICs through their paces.']],
    ]);
  });

  it('reads columns of one-word tags under « PROGRAMMAZIONE » and « SISTEMI E TECNOLOGIE », each tag a skill', () => {
    expect(['PROGRAMMAZIONE', 'SISTEMI E TECNOLOGIE', 'Linguaggi di programmazione', 'Programming Experience'].map((t) => headingKind(t))).toEqual([
      'skills',
      'skills',
      'skills',
      'projects',
    ]);
    const draft = parseTextCv([
      { text: 'Luca Breda', size: 2 },
      { text: 'PROGRAMMAZIONE', size: 1.7, emphasis: 'heading' },
      { text: 'Java', emphasis: 'heading' },
      { text: 'Python3', emphasis: 'heading' },
      { text: 'SISTEMI E TECNOLOGIE', size: 1.7, emphasis: 'heading' },
      { text: 'MacOS', emphasis: 'heading' },
      { text: 'git', emphasis: 'heading' },
      { text: 'Docker', emphasis: 'heading' },
    ]);
    expect(draft.skills.map((x) => x.name)).toEqual(['Java', 'Python3', 'MacOS', 'git', 'Docker']);
  });

  it('keeps « Area: Physics », « EQF level 5 » and « CGPA 3.73/4.0 » out of the school, and reads « Abschluss: » as the degree', () => {
    const draft = parseTextCv([
      { text: 'Stefano Sabatini', size: 2 },
      { text: 'EDUCATION AND TRAINING', size: 1.4, emphasis: 'heading' },
      '21/09/2007–Present\tBachelor’s degree\tEQF level 5',
      'Università di Genova',
      '2001 – 2006\tBachelor in Physics',
      'Area: Physics',
      { text: 'Ausbildung', size: 1.4, emphasis: 'heading' },
      '2010 – 2013\tAbschluss: Hauptschulabschluss',
    ]);
    expect(draft.education.map((e) => [e.degree, e.institution, e.description])).toEqual([
      ['Bachelor’s degree', 'Università di Genova', ['EQF level 5']],
      ['Bachelor in Physics', '', ['Area: Physics']],
      ['Hauptschulabschluss', '', []],
    ]);
  });

  it('reads the employer after « bei », « at », « chez » whatever its case', () => {
    const draft = parseTextCv([
      { text: 'Jonas Weber', size: 2 },
      { text: 'Berufserfahrung', size: 1.4, emphasis: 'heading' },
      '03/2019 – 08/2020\tKassierer bei burgerking Dorsten',
      '2018\tinternship at the University of Bern',
      '2017\tSecrétaire de direction générale adjointe chez nous',
    ]);
    expect(draft.experiences.map((e) => [e.title, e.company])).toEqual([
      ['Kassierer', 'burgerking Dorsten'],
      ['internship', 'University of Bern'],
      ['Secrétaire de direction générale adjointe chez nous', ''],
    ]);
  });

  it('reads the employer after « Bei » set in capitals, and after « in der » when a company form ends it', () => {
    const draft = parseTextCv([
      { text: 'Lukas Diettrich', size: 2 },
      { text: 'Arbeitserfahrung', size: 1.4, emphasis: 'heading' },
      '2019\tPraktikum in der Computeragentur Halle GbR',
      '2018\tPraktikum Bei Fußbodenverleger Dennis Jakob',
      '2017\tPraktikum in der Verwaltung',
    ]);
    expect(draft.experiences.map((e) => [e.title, e.company])).toEqual([
      ['Praktikum', 'Computeragentur Halle GbR'],
      ['Praktikum', 'Fußbodenverleger Dennis Jakob'],
      ['Praktikum in der Verwaltung', ''],
    ]);
  });

  it('reads a last cell « Title, Town » as a name and its town, and « Edeka M. Bahrs » as no town', () => {
    const draft = parseTextCv([
      { text: 'Benjamin Nogueira', size: 2 },
      { text: 'Beruflicher Werdegang', size: 1.4, emphasis: 'heading' },
      '04.01.2016 - 08.01.2016\tBundeswehr (Rückruf)\tFallschirmjäger, Seedorf',
      '01.02.2016 – 31.07.2016\tMinijob auf 450€ Basis\tEdeka M. Bahrs',
    ]);
    expect(draft.experiences.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Fallschirmjäger', 'Bundeswehr (Rückruf)', 'Seedorf'],
      ['Minijob auf 450€ Basis', 'Edeka M. Bahrs', ''],
    ]);
  });

  it('ends an entry’s head at a street address and takes its town as the place', () => {
    const draft = parseTextCv([
      { text: 'Mafalda Bertani', size: 2 },
      { text: 'Berufliche Erfahrung', size: 1.4, emphasis: 'heading' },
      '6/2011- 9/2011: Receptionist bei Hotel Mercurio 3* Via Hermada 2 21047 Saronno, Italien.',
      '2019\tVerkäuferin bei Migros AG, Musterstrasse 5, 8000 Zürich',
      '2018\tKellner bei Via Roma Bar',
    ]);
    expect(draft.experiences.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Receptionist', 'Hotel Mercurio 3*', 'Saronno'],
      ['Verkäuferin', 'Migros AG', 'Zürich'],
      ['Kellner', 'Via Roma Bar', ''],
    ]);
  });

  it('reads « 2021 Wirtschaft digital PWC »: a year, one space and a head, one course a line, and who gave it', () => {
    const draft = parseTextCv([
      { text: 'Olga Kosilova', size: 2 },
      { text: 'Ausbildung', size: 1.4, emphasis: 'heading' },
      '2021 Wirtschaft digital PWC',
      '2020 Design Denken PWC',
      '2019 Konfliktmanagement-MDI',
      '2018 Master of Business Administration MBA',
    ]);
    // The initials after the course name who gave it; a degree's initials stay in the degree.
    expect(draft.education.map((e) => [e.degree, e.institution, e.startDate, e.endDate])).toEqual([
      ['Wirtschaft digital', 'PWC', '2021', '2021'],
      ['Design Denken', 'PWC', '2020', '2020'],
      ['Konfliktmanagement', 'MDI', '2019', '2019'],
      ['Master of Business Administration MBA', '', '2018', '2018'],
    ]);
  });

  it('reads a name beside a place as the employer, unless it is a job (« Datasmart – Osmannoro(Fi) », « Kaufmann – Genève »)', () => {
    const draft = parseTextCv([
      { text: 'Matteo Tintori', size: 2 },
      { text: 'Esperienze lavorative', size: 1.4, emphasis: 'heading' },
      { text: '1.10.2019- 7.01.2020: Datasmart – Osmannoro(Fi)', emphasis: 'strong' },
      'Sviluppo di siti web con AngularJS, utilizzo di git con una strategia di branching per ogni progetto.',
      { text: '01.11.2018 - 01.02.2019: HSG Engineering – Casalguidi(PT)', emphasis: 'strong' },
      'Sviluppo di un prodotto software suddiviso in tre moduli indipendenti per la gestione di telecamere.',
      { text: '03.2017 - 09.2018: Einzelhandelskaufmann – Genève', emphasis: 'strong' },
      'Beratung der Kundschaft, Kassenabschluss und Bestellung der Ware für die Filiale am Bahnhof.',
      { text: '2016: Stage à l’IRIm en Bio-informatique – Montpellier', emphasis: 'strong' },
      'Analyse de séquences génomiques et écriture de scripts pour le laboratoire pendant trois mois.',
      { text: '2015: Réalisation d’un documentaire en Indonésie – Genève', emphasis: 'strong' },
      'Tournage, montage et diffusion du film dans trois festivals de Suisse romande pendant une année.',
    ]);
    expect(draft.experiences.map((e) => [e.title, e.company, e.location])).toEqual([
      ['', 'Datasmart', 'Osmannoro(Fi)'],
      ['', 'HSG Engineering', 'Casalguidi(PT)'],
      ['Einzelhandelskaufmann', '', 'Genève'],
      ['Stage à l’IRIm en Bio-informatique', '', 'Montpellier'],
      ['Réalisation d’un documentaire en Indonésie', '', 'Genève'],
    ]);
  });

  it('reads an education told in sentences: degree, date, school, its mark, in four languages', () => {
    const draft = parseTextCv([
      { text: 'Matteo Tintori', size: 2 },
      { text: 'FORMAZIONE', size: 1.4, emphasis: 'heading' },
      {
        text: 'Diploma di licenza media conseguito in Luglio 2009 presso la scuola secondaria di primo grado Enrico Fermi di Casalguidi con voto finale 8/10.',
        bullet: true,
      },
      { text: 'Laurea triennale presso Università degli studi di Firenze in Ingegneria Informatica.', bullet: true },
      'Voto finale: 86/110.',
      { text: '*2013 : BFEM au lycée de Thillè Boubacar', bullet: true },
      { text: 'Seit Februar 2014: Master an der Universität Bern', bullet: true },
      { text: 'Abitur 2010 am Gymnasium Kirchenfeld in Bern', bullet: true },
      { text: '2010- September 2013: Bachelor Fremdsprachen und Literaturen in Mailand an der Katholischen Universität vom Heiligen Herzen.', bullet: true },
    ]);
    expect(draft.education.map((e) => [e.degree, e.institution, e.city, e.startDate, e.endDate, e.description])).toEqual([
      ['Diploma di licenza media', 'scuola secondaria di primo grado Enrico Fermi di Casalguidi', '', '07/2009', '07/2009', ['con voto finale 8/10']],
      ['Laurea triennale in Ingegneria Informatica', 'Università degli studi di Firenze', '', '', '', ['Voto finale: 86/110.']],
      ['BFEM', 'lycée de Thillè Boubacar', '', '2013', '2013', []],
      ['Master', 'Universität Bern', '', '02/2014', '', []],
      ['Abitur', 'Gymnasium Kirchenfeld', 'Bern', '2010', '2010', []],
      ['Bachelor Fremdsprachen und Literaturen', 'Katholischen Universität vom Heiligen Herzen', 'Mailand', '2010', '09/2013', []],
    ]);
  });

  it('keeps a degree with its subject when the school is on the next line', () => {
    const draft = parseTextCv([
      { text: 'Jordan Lee', size: 2 },
      { text: 'EDUCATION', size: 1.4, emphasis: 'heading' },
      'Master of Science (M.S.) – Data Analytics and Computational Social Science\t May 2022 – Present',
      'University of Massachusetts, Amherst, MA',
      'Bachelor of Arts (B.A.) - Management\t Aug 2019 - May 2022',
      'University of Massachusetts, Amherst, MA',
    ]);
    expect(draft.education.map((e) => [e.degree, e.institution, e.city])).toEqual([
      ['Master of Science (M.S.) – Data Analytics and Computational Social Science', 'University of Massachusetts', 'Amherst, MA'],
      ['Bachelor of Arts (B.A.) – Management', 'University of Massachusetts', 'Amherst, MA'],
    ]);
  });

  it('takes the name printed beside the Europass « PERSONAL INFORMATION » heading, not « Sex Male »', () => {
    const draft = parseTextCv([
      { text: 'Curriculum Vitae', size: 1.1 },
      { text: 'PERSONAL INFORMATION\tStefano Sabatini', size: 1.44 },
      'Via Papigliano 6B/6, 16131 Genova (Italy)',
      'sabas88@gmail.com',
      'Sex Male | Date of birth 29/05/1988 | Nationality Italian',
      'WORK EXPERIENCE',
      '08/02/2013–Present\tBusiness process and systems manager',
    ]);
    expect(draft.personal).toMatchObject({ firstName: 'Stefano', lastName: 'Sabatini', email: 'sabas88@gmail.com' });
    expect(draft.review.join(' ')).not.toContain('Stefano');
  });

  it('reads a date column printed newest first with right-aligned dates, and keeps a language’s certificate for review', () => {
    const draft = parseTextCv([
      { text: 'Loris Giraudo', size: 2 },
      { text: 'ESPERIENZA LAVORATIVA', size: 1.4, emphasis: 'heading' },
      { text: 'Giugno 2025\tCTO e Co-Fondatore, LUMEN LABS', x: 0.12 },
      { text: 'Gennaio 2024\tCo-fondatore di una startup nel settore Ed-Tech.', x: 0.11 },
      { text: 'Presente\tFull Stack Developer, DOINN SRL', x: 0.14 },
      { text: 'Aprile 2023\tSviluppo di soluzioni web per clienti.', x: 0.12 },
      { text: 'Lingue', size: 1.4, emphasis: 'heading' },
      'Inglese:\tFluente, certificazione FCE, B2',
      'Russo:\tLivello base',
    ]);
    expect(draft.experiences.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['CTO e Co-Fondatore', 'LUMEN LABS', '01/2024', '06/2025'],
      ['Full Stack Developer', 'DOINN SRL', '04/2023', ''],
    ]);
    expect(draft.languages.map((l) => l.name)).toEqual(['Inglese', 'Russo']);
    expect(draft.review).toContain('Inglese: Fluente, certificazione FCE');
    expect(draft.review.join(' ')).not.toContain('Russo');
  });

  it('joins a bulleted skill wrapped under its own text (a hanging indent), and keeps a line at the bullet’s edge apart', () => {
    const draft = parseTextCv([
      { text: 'Marc-Antoine Rochat', size: 2 },
      { text: 'COMPÉTENCES', emphasis: 'heading', column: 'side', page: 1, x: 0.043 },
      { text: '• IFRS et Swiss GAAP', bullet: true, column: 'side', page: 1, x: 0.043 },
      { text: 'RPC', column: 'side', page: 1, x: 0.054 },
      { text: '• Consolidation SAP', bullet: true, column: 'side', page: 1, x: 0.043 },
      { text: 'S/4HANA', column: 'side', page: 1, x: 0.054 },
      { text: '• Négociation', bullet: true, column: 'side', page: 1, x: 0.043 },
      { text: 'Excel', column: 'side', page: 1, x: 0.043 },
    ]);
    expect(draft.skills.map((s) => s.name)).toEqual(['IFRS et Swiss GAAP RPC', 'Consolidation SAP S/4HANA', 'Négociation', 'Excel']);
  });

  it('reads the layouts real CVs print: a cut e-mail, a wrapped heading, languages among skills, a small title beside its dates, a town with its province', () => {
    const draft = parseTextCv([
      { text: 'Daniele Castrovilli', size: 3 },
      'castrovilli.daniele',
      '@hotmail.com',
      { text: 'Esperienze', size: 1.8, emphasis: 'heading' },
      { text: 'Milkman S.p.A.\tVerona, VR', size: 1.1 },
      { text: 'DATA ENGINEER AND BI ANALYST\tMar 2018 - PRESENT', size: 0.9 },
      'Creazione e gestione del data warehouse aziendale.',
      { text: 'Volontariato', size: 1.8, emphasis: 'heading' },
      { text: 'AISM\tGalatina (LE)', size: 1.1 },
      { text: 'VOLONTARIATO\tNov. 2012 - PRESENT', size: 0.9 },
      { text: 'Competenze', size: 1.8, emphasis: 'heading' },
      'Python, SQL',
      'Développement logiciel : Java sur NetBeans',
      'Français : langue natale',
      'Anglais : C1 (TOEFL 613)',
      { text: 'Écoles d’été &', size: 1.8, emphasis: 'heading' },
      { text: 'ateliers', size: 1.8, emphasis: 'heading' },
      'ICVSS 2025, Sicile',
    ]);
    expect(draft.personal).toMatchObject({ firstName: 'Daniele', lastName: 'Castrovilli', email: 'castrovilli.daniele@hotmail.com' });
    expect(draft.experiences.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ['DATA ENGINEER AND BI ANALYST', 'Milkman S.p.A.', 'Verona, VR', '03/2018', ''],
    ]);
    expect(draft.extraSections.map((x) => x.title)).toEqual(['Volontariato', 'Écoles d’été & ateliers']);
    expect(headingText('QUALCOSA SU DI ME')).toBe('QUALCOSA SU DI ME');
    expect(headingText('E X P É R I E N C E S')).toBe('EXPÉRIENCES');
    expect(draft.extraSections[0]!.lines.join(' ')).toContain('VOLONTARIATO');
    expect(draft.skills.map((s) => s.name)).toEqual(['Python', 'SQL', 'Java', 'NetBeans']);
    expect(draft.languages).toEqual([
      { name: 'Français', level: 100 },
      { name: 'Anglais', level: 83 },
    ]);
    expect(draft.review).toContain('Anglais : C1 (TOEFL 613)');
  });

  it('puts lines it cannot place in the review section', () => {
    const { cv, summary } = finishImport(
      parseTextCv([
        'Mario Rossi',
        'Esperienza professionale',
        'Sviluppatore\tgennaio 2017 – oggi',
        'Swisscom, Lugano',
        'Competenze',
        'Java',
        'Riferimenti su richiesta',
        'Dati personali',
        'Una riga libera',
      ]),
      'docx',
    );
    expect(cv.professional_experiences[0]).toMatchObject({ title: 'Sviluppatore', company: 'Swisscom', location: 'Lugano', startDate: '01/2017' });
    expect(summary.reviewLines).toBe(1);
    expect(cv.custom_fields.at(-1)).toMatchObject({ title: REVIEW_SECTION_TITLE, content: '<p>Una riga libera</p>' });
  });
});

describe('DOCX', () => {
  const p = (text: string, bullet = false) =>
    `<w:p>${bullet ? '<w:pPr><w:numPr><w:ilvl w:val="0"/></w:numPr></w:pPr>' : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const budget = { maxChars: 100_000, maxLines: 4_000 };
  const lines = (body: string, parts: { styles?: string; headers?: string[] } = {}) =>
    docxSourceLines({ document: `<w:document><w:body>${body}</w:body></w:document>`, ...parts }, budget);

  it('reads paragraphs, bullets and table rows of a Word document', () => {
    const body = [
      p('Jean Dupont'),
      p('jean@example.ch'),
      p('Expérience professionnelle'),
      p('Comptable &amp; contrôleur<w:tab/>01/2020 – aujourd’hui'),
      p('Fiduciaire SA · Sion'),
      p('Clôtures mensuelles', true),
      p('Formation'),
      '<w:tbl><w:tr><w:tc>' + p('Brevet fédéral') + '</w:tc><w:tc>' + p('2018') + '</w:tc></w:tr></w:tbl>',
      p('Compétences'),
      p('Excel'),
    ].join('');
    const read = lines(body);
    expect(read.map((l) => l.text)).toEqual([
      'Jean Dupont',
      'jean@example.ch',
      'Expérience professionnelle',
      'Comptable & contrôleur\t01/2020 – aujourd’hui',
      'Fiduciaire SA · Sion',
      'Clôtures mensuelles',
      'Formation',
      'Brevet fédéral\t2018',
      'Compétences',
      'Excel',
    ]);
    expect(read[5]).toMatchObject({ bullet: true });
    const cv = finishImport(parseTextCv(read), 'docx').cv;
    expect(cv.personal_info).toMatchObject({ firstName: 'Jean', lastName: 'Dupont', email: 'jean@example.ch' });
    expect(cv.professional_experiences[0]).toMatchObject({
      title: 'Comptable & contrôleur',
      company: 'Fiduciaire SA',
      location: 'Sion',
      startDate: '01/2020',
      endDate: '',
    });
    expect(cv.professional_experiences[0]!.description).toBe('<ul><li><p>Clôtures mensuelles</p></li></ul>');
    expect(cv.education[0]).toMatchObject({ degree: 'Brevet fédéral', startDate: '2018' });
    expect(cv.skills[0]!.name).toBe('Excel');
  });

  it('reads a table row of short cells as one line: a cell wrapped by hand joined, a cell of two fields kept apart', () => {
    const cell = (...texts: string[]) => `<w:tc>${texts.map((t) => p(t)).join('')}</w:tc>`;
    const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
    const body = [
      p('Lucas Trgovac'),
      p('Erfahrung'),
      '<w:tbl>',
      row(cell('Software Entwicklung', 'Praktikum'), cell(''), cell('BMW Group'), cell('Regensburg,', 'Deutschland'), cell('seit 02/2023')),
      row(cell('04.01.2016 - 08.01.2016'), cell('Bundeswehr (Rückruf)', 'Fallschirmjäger, Seedorf')),
      '</w:tbl>',
    ].join('');
    const read = lines(body);
    expect(read.map((l) => l.text)).toEqual([
      'Lucas Trgovac',
      'Erfahrung',
      'Software Entwicklung Praktikum\tBMW Group\tRegensburg, Deutschland\tseit 02/2023',
      '04.01.2016 - 08.01.2016\tBundeswehr (Rückruf)\tFallschirmjäger, Seedorf',
    ]);
    const cv = finishImport(parseTextCv(read), 'docx').cv;
    expect(cv.professional_experiences[0]).toMatchObject({
      title: 'Software Entwicklung Praktikum',
      company: 'BMW Group',
      location: 'Regensburg, Deutschland',
      startDate: '02/2023',
    });
  });

  it('reads headers first, text boxes once, and leaves out deleted text and field codes', () => {
    const box = (text: string) =>
      `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>${p(text)}</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent>${p(text)}</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;
    const body =
      `<w:p>${box('Compétences')}<w:r><w:t>Profil</w:t></w:r></w:p>` +
      '<w:p><w:r><w:t>Gardé</w:t></w:r><w:del><w:r><w:delText>Effacé</w:delText></w:r></w:del><w:r><w:instrText> HYPERLINK "https://x.example" </w:instrText></w:r></w:p>';
    expect(lines(body, { headers: ['<w:hdr>' + p('Anna Meier') + '</w:hdr>'] }).map((l) => [l.text, l.aside ?? false])).toEqual([
      ['Anna Meier', true],
      ['Compétences', false],
      ['Profil', false],
      ['Gardé', false],
    ]);
  });

  it('says which paragraphs look like headings: a heading style, a larger size, bold', () => {
    const styles =
      '<w:styles><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:styleId="Titre1"><w:name w:val="heading 1"/></w:style></w:styles>';
    const body =
      '<w:p><w:pPr><w:pStyle w:val="Titre1"/></w:pPr><w:r><w:t>Parcours</w:t></w:r></w:p>' +
      '<w:p><w:r><w:rPr><w:sz w:val="32"/></w:rPr><w:t>Anna Meier</w:t></w:r></w:p>' +
      '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Studium</w:t></w:r></w:p>' +
      '<w:p><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>Texte courant</w:t></w:r></w:p>';
    expect(lines(body, { styles }).map((l) => [l.text, l.emphasis, l.size ?? 1, l.styled ?? false])).toEqual([
      ['Parcours', 'heading', 1, true],
      ['Anna Meier', 'heading', 1.6, false],
      ['Studium', 'heading', 1, false],
      ['Texte courant', undefined, 1, false],
    ]);
  });

  it('reads 30,000 unclosed paragraphs or tables in linear time, and stops at its text budget', () => {
    expect(lines('<w:p>'.repeat(30_000))).toEqual([]);
    expect(lines('<w:tbl><w:tr><w:tc>'.repeat(30_000))).toEqual([]);
    const many = Array.from({ length: 5_000 }, (_, i) => p(`Ligne ${i}`)).join('');
    expect(refused(() => lines(many)).message).toBe(importMessages.tooMuchText);
    expect(refused(() => lines(p('1'.repeat(160_000)))).message).toBe(importMessages.tooMuchText);
    expect(lines(p('7'.repeat(1_000))).map((l) => l.text.length)).toEqual([400, 400, 200]);
  });
});

describe('headings', () => {
  it.each([
    ['Compétencesspécifiques', 'skills'],
    ['COMPÉTENCESTECHNIQUES', 'hardSkills'],
    ['Personal Fähigkeiten', 'skills'],
    ['JOB APPLIED FOR', 'summary'],
    ['Poste visé', 'summary'],
    ['CONOSCENZA LINGUE STRANIERE', 'languages'],
    ['Erste Kenntnisse in', 'skills'],
    ['Connaissances en', 'skills'],
    ['Projektleiter in', undefined],
    ['Connaissances informatiques', 'skills'],
    ['Projektleiter', undefined],
    ['Formationsleiter', undefined],
    ['Sprachenschule', undefined],
    ['DIGITALE FÄHIGKEITEN', 'skills'],
    ['Interkulturelle Kompetenzen', 'skills'],
    ['Fremde Sprachen', 'languages'],
    ['Mit Kenntnissen', undefined],
  ])('reads « %s » as %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });
});

describe('languages sections', () => {
  it('reads the languages a sentence names and keeps the sentence for review', () => {
    const { cv } = finishImport(
      parseTextCv([
        'Matteo Tintori',
        'matteo@example.it',
        { text: 'CONOSCENZA LINGUE STRANIERE', emphasis: 'heading' },
        '• Conoscenza della lingua Inglese (scritta e parlata) ottima. Ottenuto nel Luglio 2009 un diploma Trinity di grado A2.',
        '• Conoscenza della lingua Francese (scritta e parlata) sufficiente.',
        '• Vacanze studio in Irlanda e in Scozia.',
      ]),
      'pdf',
    );
    expect(cv.languages.map((l) => l.name)).toEqual(['Inglese', 'Francese']);
    const review = cv.custom_fields.find((c) => c.title === REVIEW_SECTION_TITLE)?.content ?? '';
    expect(review).toContain('Ottenuto nel Luglio 2009 un diploma Trinity di grado A2');
    expect(review).toContain('Vacanze studio in Irlanda e in Scozia');
  });
});

describe('skills sections', () => {
  it('reads a languages heading set beside a skills heading: the languages lead the lines below both', () => {
    const { cv } = finishImport(
      parseTextCv([
        'Adrian Kleimeier',
        'adrian@example.de',
        { text: 'SPRACHKENNTNISSE', emphasis: 'heading' },
        { text: 'DIGITALE FÄHIGKEITEN', emphasis: 'heading' },
        '• Deutsch',
        '• Englisch (B2)',
        '▪ MS Office (Microsoft Word, Excel, Power Point)',
        '▪ Python',
      ]),
      'pdf',
    );
    expect(cv.languages.map((l) => [l.name, l.level])).toEqual([
      ['Deutsch', null],
      ['Englisch', 67],
    ]);
    expect(cv.skills.map((s) => s.name)).toEqual(['MS Office (Microsoft Word, Excel, Power Point)', 'Python']);
  });

  it('reads a languages list inside a skills section, its label said or lost, and Europass’ mother-tongue line', () => {
    const { cv } = finishImport(
      parseTextCv([
        'Priya Raman',
        'priya@example.se',
        { text: 'TECHNICAL SKILLS', emphasis: 'heading' },
        'Programming Languages: Python, R, Java',
        'Languages: English (Fluent), Hindi (Fluent), Swedish (Intermediate)',
        'Lingue Italiano (madrelingua), Inglese C1, Arabo A2',
        'Compétences en Langues\tJaponais (niveau élémentaire), Allemand (couramment)',
        { text: 'LANGUAGE SKILLS', emphasis: 'heading' },
        'Mother tongue(s): Bulgarian',
      ]),
      'pdf',
    );
    expect(cv.skills.map((s) => s.name)).toEqual(['Python', 'R', 'Java']);
    expect(cv.languages.map((l) => [l.name, l.level])).toEqual([
      ['English', 83],
      ['Hindi', 83],
      ['Swedish', 50],
      ['Italiano', 100],
      ['Inglese', 83],
      ['Arabo', 33],
      ['Japonais', 33],
      ['Allemand', 83],
      ['Bulgarian', 100],
    ]);
  });

  it('leaves the page’s foot after the last heading out of the skills: the name, a postcode and town, a place and date', () => {
    const { cv } = finishImport(
      parseTextCv([
        { text: 'Benjamin Nogueira', size: 2 },
        'benny.nogueira@example.de',
        { text: 'Erste Kenntnisse in', emphasis: 'heading' },
        '-Word',
        '-SAP',
        '38446 Wolfsburg',
        'Benjamin Nogueira',
        'Wolfsburg, 17.11.2022',
      ]),
      'pdf',
    );
    expect(cv.skills.map((s) => s.name)).toEqual(['Word', 'SAP']);
    const review = cv.custom_fields.find((c) => c.title === REVIEW_SECTION_TITLE)?.content ?? '';
    expect(review).toContain('38446 Wolfsburg');
    expect(review).toContain('Wolfsburg, 17.11.2022');
  });

  it('takes the tools a sentence lists as skills and keeps the sentence for review; a sentence that is a skill stays one', () => {
    const { cv } = finishImport(
      parseTextCv([
        'Matteo Tintori',
        'matteo@example.it',
        { text: 'COMPETENZE', emphasis: 'heading' },
        'Conoscenza dei linguaggi di programmazione per programmi desktop C/C++,C#, Java, Python 3 e per il web HTML, CSS, Javascript, PHP; conoscenza di Android e Cordova per sviluppo di app mobile.',
        'esperienza nei DBMS postgreSQL e mySQL. Uso quotidiano di Microsoft Excel e Power BI.',
        { text: 'L’esprit d’analyse pour trouver des solutions aux problèmes', bullet: true },
        { text: 'experience in advanced user of office suites (MS Office, LibreOffice)', bullet: true },
      ]),
      'pdf',
    );
    expect(cv.skills.map((s) => s.name)).toEqual([
      'C/C++',
      'C#',
      'Java',
      'Python 3',
      'HTML',
      'CSS',
      'Javascript',
      'PHP',
      'Android',
      'Cordova',
      'DBMS',
      'postgreSQL',
      'mySQL',
      'Microsoft Excel',
      'Power BI',
      'L’esprit d’analyse pour trouver des solutions aux problèmes',
      'experience in advanced user of office suites (MS Office, LibreOffice)',
    ]);
    const review = cv.custom_fields.find((c) => c.title === REVIEW_SECTION_TITLE)?.content ?? '';
    expect(review).toContain('conoscenza di Android e Cordova per sviluppo di app mobile');
    expect(review).toContain('Uso quotidiano di Microsoft Excel e Power BI');
  });

  it('drops a footnote number and keeps a legend ending in its colon for review (« Evaluation indicative⁵ : »)', () => {
    const { cv } = finishImport(
      parseTextCv([
        'Anna Muster',
        'anna@example.ch',
        { text: 'Compétences informatiques', emphasis: 'heading' },
        { text: 'Evaluation indicative' },
        { text: '5', size: 0.7 },
        { text: ':' },
        { text: 'GIS', gapBefore: true },
        'Grass GIS, QGIS',
      ]),
      'pdf',
    );
    expect(cv.skills.map((s) => s.name)).not.toContain('Evaluation indicative5');
    expect(cv.custom_fields.find((c) => c.review)?.content).toContain('Evaluation indicative :');
  });

  it('keeps a lead-in line (« Sehr gute Kenntnisse in ») for review, not as a skill', () => {
    const { cv } = finishImport(
      parseTextCv(['Anna Muster', 'anna@example.ch', 'PC-KENNTNISSE', 'Sehr gute Kenntnisse in', 'MS Office (Excel, Word)', 'SAP']),
      'pdf',
    );
    expect(cv.skills.map((s) => s.name)[0]).toBe('MS Office (Excel, Word)');
    expect(cv.skills.map((s) => s.name)).not.toContain('Sehr');
    expect(cv.custom_fields.find((c) => c.review)?.content).toContain('Sehr gute Kenntnisse in');
  });
});
