import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../cv/cv-schema.js';
import { cvExportEnvelope } from '../cv-export/json-export.js';
import { findDateRange, normaliseDate } from './dates.js';
import { documentXmlLines } from './docx-text.js';
import { finishImport, emptyDraft } from './import-draft.js';
import { importCvFile } from './import-file.js';
import { CvImportError, importMessages, REVIEW_SECTION_TITLE } from './messages.js';
import { parseTextCv } from './text-cv.js';
import { linkedInZip } from './fixtures/linkedin-zip.js';

const noPdf = { pdfLines: async () => [] as string[] };
async function refused(bytes: Uint8Array): Promise<CvImportError> {
  try {
    await importCvFile(bytes, noPdf);
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
    expect(findDateRange('01/2020 – 03/2023 Cheffe de projet')).toEqual({ startDate: '01/2020', endDate: '03/2023', rest: 'Cheffe de projet' });
    expect(findDateRange('Januar 2019 - heute')).toMatchObject({ startDate: '01/2019', endDate: '' });
    expect(findDateRange('gennaio 2017 – oggi')).toMatchObject({ startDate: '01/2017', endDate: '' });
    expect(findDateRange('Jan 2015 to present')).toMatchObject({ startDate: '01/2015', endDate: '' });
    expect(findDateRange('depuis 03/2021')).toMatchObject({ startDate: '03/2021', endDate: '' });
    expect(findDateRange('2015 – 2017')).toMatchObject({ startDate: '2015', endDate: '2017' });
    expect(findDateRange('CHF 2019000 de budget')).toBeUndefined();
  });
});

describe('LinkedIn export', () => {
  it('maps every file to our sections', async () => {
    const result = await importCvFile(linkedInZip(), noPdf);
    const cv = result.cv;
    expect(result.source).toBe('linkedin');
    expect(cv.personal_info).toMatchObject({ firstName: 'Léa', lastName: 'Favre', jobTitle: 'Ingénieure logiciel', email: 'lea.favre@example.ch', phone: '+41 79 123 45 67', city: 'Lausanne', country: 'Switzerland', postalCode: '1003' });
    expect(cv.professional_experiences.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ['Développeuse senior', 'Swisscom', 'Berne', '03/2021', ''],
      ['Développeuse', 'Logitech', 'Lausanne', '01/2018', '02/2021'],
    ]);
    expect(cv.professional_experiences[0]!.description).toBe('<p>Conduite de la migration.</p><p>Mentorat de 3 juniors.</p>');
    expect(cv.education[0]).toMatchObject({ institution: 'EPFL', degree: 'Master en informatique', startDate: '2013', endDate: '2018' });
    expect(cv.skills.map((s) => s.name)).toEqual(['TypeScript', 'React', 'PostgreSQL']);
    expect(cv.languages.map((l) => [l.name, l.level])).toEqual([['Français', 100], ['Anglais', 83]]);
    expect(cv.accreditations[0]).toMatchObject({ name: 'AWS Solutions Architect', organization: 'Amazon Web Services', date: '06/2022' });
    expect(cv.summary.content).toBe('<p>Développeuse passionnée.</p><p>Spécialiste TypeScript.</p>');
    expect(cv.custom_fields.map((f) => f.title)).toEqual(['Projets']);
    expect(result.summary).toMatchObject({ experiences: 2, education: 1, skills: 3, languages: 2, accreditations: 1, reviewLines: 0 });
    expect(cvDocumentSchema.safeParse(cv).success).toBe(true);
  });

  it('refuses a malformed CSV with a French message naming the file', async () => {
    const err = await refused(linkedInZip({ 'Positions.csv': 'Company Name,Title\n"Swisscom,Dev\nLogitech,"Dev"x"' }));
    expect(err.message).toBe(importMessages.csvMalformed('Positions.csv'));
  });

  it('refuses a ZIP bomb from its declared sizes, before inflating it', async () => {
    const bomb = zipSync({ 'Profile.csv': new Uint8Array(20 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await refused(bomb)).message).toBe(importMessages.zipBomb);
  });

  it('refuses an archive of too many files and one that is no export', async () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 2100 }, (_, i) => [`f${i}.txt`, strToU8('x')])));
    expect((await refused(many)).message).toBe(importMessages.zipTooManyEntries);
    expect((await refused(zipSync({ 'photo.jpg': strToU8('x') }))).message).toBe(importMessages.zipNotLinkedIn);
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
    const bytes = strToU8(JSON.stringify(cvExportEnvelope(sample, new Date('2026-11-23T10:00:00Z'))));
    const result = await importCvFile(bytes, noPdf);
    expect(result.source).toBe('cv-suisse');
    expect(result.cv).toEqual(sample);
  });

  it('refuses an export from a newer version, and JSON that is neither format', async () => {
    expect((await refused(strToU8(JSON.stringify({ format: "cv-suisse", version: 99, cv: sample })))).message).toBe(importMessages.jsonVersion);
    expect((await refused(strToU8('{"hello": 1}'))).message).toBe(importMessages.jsonUnknown);
    expect((await refused(strToU8('{"basics": '))).message).toBe(importMessages.jsonInvalid);
  });

  it('maps JSON Resume, keeping what has no home for review', async () => {
    const resume = {
      basics: { name: 'John Doe', label: 'Programmer', email: 'john@gmail.com', phone: '(912) 555-4321', url: 'https://johndoe.com', summary: 'A summary.', location: { address: '2712 Broadway St', postalCode: 'CA 94115', city: 'San Francisco', countryCode: 'US' }, profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/john' }, { network: 'Twitter', username: 'john' }] },
      work: [{ name: 'Company', position: 'President', startDate: '2013-01-01', endDate: '2014-01-01', summary: 'Description…', highlights: ['Started the company'] }],
      volunteer: [{ organization: 'Organization', position: 'Volunteer', startDate: '2012-01-01' }],
      education: [{ institution: 'University', area: 'Software Development', studyType: 'Bachelor', startDate: '2011-01-01', endDate: '2013-01-01', courses: ['DB1101 - Basic SQL'] }],
      awards: [{ title: 'Award', date: '2014-11-01', awarder: 'Company' }],
      certificates: [{ name: 'Certificate', date: '2021-11-07', issuer: 'Company' }],
      skills: [{ name: 'Web Development', level: 'Master', keywords: ['HTML'] }],
      languages: [{ language: 'English', fluency: 'Native speaker' }],
      interests: [{ name: 'Wildlife', keywords: ['Ferrets'] }],
      projects: [{ name: 'Project', startDate: '2019-01-01', description: 'Description...' }],
      extraThing: { anything: 'kept' },
    };
    const result = await importCvFile(strToU8(JSON.stringify(resume)), noPdf);
    const cv = result.cv;
    expect(result.source).toBe('json-resume');
    expect(cv.personal_info).toMatchObject({ firstName: 'John', lastName: 'Doe', jobTitle: 'Programmer', linkedin: 'https://linkedin.com/in/john', city: 'San Francisco' });
    expect(cv.professional_experiences[0]).toMatchObject({ title: 'President', company: 'Company', startDate: '01/2013', endDate: '01/2014' });
    expect(cv.professional_experiences[0]!.description).toContain('<li><p>Started the company</p></li>');
    expect(cv.education[0]).toMatchObject({ institution: 'University', degree: 'Bachelor, Software Development' });
    expect(cv.skills.map((s) => [s.name, s.level])).toEqual([['Web Development', 100], ['HTML', null]]);
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
    expect(summary.reviewLines).toBe(10);
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
    expect(draft.personal).toMatchObject({ firstName: 'Anna', lastName: 'Meier', jobTitle: 'Projektleiterin', email: 'anna.meier@example.ch', phone: '+41 79 555 12 34', postalCode: '8004', city: 'Zürich' });
    expect(draft.experiences.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ['Projektleiterin', 'Schweizerische Post', 'Bern', '01/2019', ''],
      ['Entwicklerin', 'Google', 'Zürich', '03/2015', '12/2018'],
    ]);
    expect(draft.experiences[0]!.description).toEqual(['• Leitung von 5 Projekten']);
    expect(draft.education[0]).toMatchObject({ degree: 'MSc Informatik', institution: 'ETH Zürich', startDate: '2013', endDate: '2015' });
    expect(draft.skills.map((s) => s.name)).toEqual(['Java', 'Kotlin']);
    expect(draft.languages).toEqual([{ name: 'Deutsch', level: 100 }, { name: 'Englisch', level: 67 }]);
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
    expect(draft.languages).toEqual([{ name: 'English', level: 100 }, { name: 'German', level: 67 }]);
  });

  it('puts lines it cannot place in the review section', () => {
    const { cv, summary } = finishImport(parseTextCv(['Mario Rossi', 'Esperienza professionale', 'Sviluppatore\tgennaio 2017 – oggi', 'Swisscom, Lugano', 'Competenze', 'Java', 'Riferimenti su richiesta', 'Dati personali', 'Una riga libera']), 'docx');
    expect(cv.professional_experiences[0]).toMatchObject({ title: 'Sviluppatore', company: 'Swisscom', location: 'Lugano', startDate: '01/2017' });
    expect(summary.reviewLines).toBe(1);
    expect(cv.custom_fields.at(-1)).toMatchObject({ title: REVIEW_SECTION_TITLE, content: '<p>Una riga libera</p>' });
  });
});

describe('DOCX', () => {
  const p = (text: string, bullet = false) => `<w:p>${bullet ? '<w:pPr><w:numPr><w:ilvl w:val="0"/></w:numPr></w:pPr>' : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const docx = (body: string, extra: Record<string, string> = {}) =>
    zipSync({
      '[Content_Types].xml': strToU8('<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
      'word/document.xml': strToU8(`<w:document><w:body>${body}</w:body></w:document>`),
      'word/_rels/document.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://linkedin.com/in/x" TargetMode="External"/></Relationships>'),
      ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, strToU8(v)])),
    });

  it('reads paragraphs, bullets and table rows of a Word document', async () => {
    const body = [p('Jean Dupont'), p('jean@example.ch'), p('Expérience professionnelle'), p('Comptable &amp; contrôleur\t01/2020 – aujourd’hui'), p('Fiduciaire SA · Sion'), p('Clôtures mensuelles', true), p('Formation'),
      '<w:tbl><w:tr><w:tc>' + p('Brevet fédéral') + '</w:tc><w:tc>' + p('2018') + '</w:tc></w:tr></w:tbl>', p('Compétences'), p('Excel')].join('');
    expect(documentXmlLines(`<w:body>${body}</w:body>`)).toContain('• Clôtures mensuelles');
    const result = await importCvFile(docx(body), noPdf);
    expect(result.source).toBe('docx');
    expect(result.cv.personal_info).toMatchObject({ firstName: 'Jean', lastName: 'Dupont', email: 'jean@example.ch' });
    expect(result.cv.professional_experiences[0]).toMatchObject({ title: 'Comptable & contrôleur', company: 'Fiduciaire SA', location: 'Sion', startDate: '01/2020', endDate: '' });
    expect(result.cv.professional_experiences[0]!.description).toBe('<ul><li><p>Clôtures mensuelles</p></li></ul>');
    expect(result.cv.education[0]).toMatchObject({ degree: 'Brevet fédéral', startDate: '2018' });
    expect(result.cv.skills[0]!.name).toBe('Excel');
  });

  it('refuses macros and external images or templates', async () => {
    const macro = docx(p('x'), { 'word/vbaProject.bin': 'binary' });
    expect((await refused(macro)).message).toBe(importMessages.docxMacros);
    const docm = docx(p('x'), { '[Content_Types].xml': '<Types><Override ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>' });
    expect((await refused(docm)).message).toBe(importMessages.docxMacros);
    const remote = docx(p('x'), {
      'word/_rels/document.xml.rels': '<Relationships><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://tracker.example/x.png" TargetMode="External"/></Relationships>',
    });
    expect((await refused(remote)).message).toBe(importMessages.docxExternal);
    const template = docx(p('x'), {
      'word/_rels/settings.xml.rels': '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/></Relationships>',
    });
    expect((await refused(template)).message).toBe(importMessages.docxExternal);
  });

  it('refuses what it does not know and an empty file', async () => {
    expect((await refused(strToU8('GIF89a'))).message).toBe(importMessages.unsupported);
    expect((await refused(new Uint8Array())).message).toBe(importMessages.empty);
  });
});
