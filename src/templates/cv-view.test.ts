import { describe, expect, it } from 'vitest';
import { cvLabels } from '../domain/cv/cv-language.js';
import { cvDocumentSchema, type CvDocumentInput } from '../domain/cv/cv-schema.js';
import { buildCvView, formatPeriod, linkedinHref, nameSizeFor } from './cv-view.js';

const view = (input: CvDocumentInput) => buildCvView(cvDocumentSchema.parse(input));

describe('CV view', () => {
  it.each([
    ['03/2019', '12/2022', '03/2019 – 12/2022'],
    ['03/2019', '', 'depuis 03/2019'],
    ['', '2015', '2015'],
    ['2015', '2015', '2015'],
    ['  ', ' ', ''],
  ])('period %j to %j is %j', (start, end, expected) => {
    expect(formatPeriod(start, end, cvLabels.fr)).toBe(expected);
  });

  it('builds contact and personal lines from filled fields only', () => {
    const v = view({
      personal_info: {
        phone: '+41 79 000 00 00',
        postalCode: '1003',
        city: 'Lausanne',
        country: '',
        age: '32',
        workPermit: 'eu_efta',
        linkedin: 'https://www.linkedin.com/in/x/',
        customField: 'Disponible de suite',
      },
    });
    expect(v.contact).toEqual([
      { kind: 'phone', label: 'Téléphone', colon: '\u202f:', value: '+41 79 000 00 00' },
      { kind: 'address', label: 'Adresse', colon: '\u202f:', value: '1003 Lausanne' },
      { kind: 'linkedin', label: 'LinkedIn', colon: '\u202f:', value: 'linkedin.com/in/x', href: 'https://www.linkedin.com/in/x/' },
    ]);
    expect(v.personal).toEqual([
      // French typography binds the number to its unit.
      { kind: 'age', label: 'Âge', colon: '\u202f:', value: '32\u00a0ans' },
      { kind: 'workPermit', label: 'Permis de travail', colon: '\u202f:', value: 'Ressortissant UE/AELE' },
      { kind: 'custom', label: '', colon: '', value: 'Disponible de suite' },
    ]);
  });

  it("hides LinkedIn with the 'linkedin' section and keeps free-text ages as typed", () => {
    const v = view({ personal_info: { linkedin: 'https://linkedin.com/in/x', age: '32 ans' }, hidden_sections: ['linkedin'] });
    expect(v.contact).toEqual([]);
    expect(v.personal[0]?.value).toBe('32\u00a0ans');
  });

  it('groups skills by kind only when both kinds exist, and reads levels', () => {
    const both = view({
      skills: [{ name: 'Excel', level: 80 }, { name: 'Écoute', type: 'soft', level: 100, showLevel: false }, { name: ' ' }],
    }).sections[0];
    expect(both).toMatchObject({
      kind: 'skills',
      groups: [
        { label: 'Compétences techniques', items: [{ name: 'Excel', level: { step: 4, steps: 5, label: 'Confirmé' } }] },
        { label: 'Compétences personnelles', items: [{ name: 'Écoute', level: undefined }] },
      ],
    });
    const one = view({ skills: [{ name: 'Excel' }] }).sections[0];
    expect(one).toMatchObject({ kind: 'skills', groups: [{ label: '', items: [{ name: 'Excel', level: undefined }] }] });
  });

  it('labels language levels with their CEFR code in the CV language', () => {
    const [fr] = view({ languages: [{ name: 'Allemand', level: 67 }] }).sections;
    expect(fr).toMatchObject({ kind: 'languages', items: [{ level: { step: 4, steps: 6, label: 'B2 – niveau intermédiaire avancé' } }] });
    const [de] = view({ cv_language: 'de', languages: [{ name: 'Französisch', level: 100 }] }).sections;
    expect(de).toMatchObject({ items: [{ level: { label: 'C2 – Muttersprache' } }] });
  });

  it('drops items that have nothing to show', () => {
    const v = view({
      professional_experiences: [{ startDate: '2020' }, { company: 'Nestlé' }],
      references: [{ email: 'x@y.ch' }],
    });
    expect(v.sections.map((s) => s.kind)).toEqual(['experiences']);
  });

  it('sets French spacing in the prose of a French CV only, never in names, e-mails, phones or links', () => {
    const input: CvDocumentInput = {
      personal_info: { firstName: 'Anne', lastName: 'Dupont-Moretti', jobTitle: 'Cheffe de projet : finance', email: 'a.b@c.ch', phone: '+41 79 000 00 00' },
      summary: '<p>Objectifs : 80 % de « satisfaction » !</p>',
      professional_experiences: [{ title: 'Analyste', company: 'Banque & Cie', description: 'Budget de 2 Mio CHF sur 3 ans' }],
      references: [{ name: 'M. Roy', email: 'roy@x.ch', phone: '021 000 00 00' }],
    };
    const fr = view(input);
    expect(fr.jobTitle).toBe('Cheffe de projet\u202f: finance');
    expect(fr.fullName).toBe('Anne Dupont-Moretti');
    expect(fr.contact).toContainEqual({ kind: 'email', label: 'E-mail', colon: '\u202f:', value: 'a.b@c.ch' });
    expect(fr.contact).toContainEqual({ kind: 'phone', label: 'Téléphone', colon: '\u202f:', value: '+41 79 000 00 00' });
    expect(fr.sections[0]).toMatchObject({ kind: 'summary', text: { html: '<p>Objectifs\u202f: 80\u202f% de «\u202fsatisfaction\u202f»\u202f!</p>' } });
    expect(fr.sections[1]).toMatchObject({ items: [{ html: '<p>Budget de 2\u00a0Mio CHF sur 3\u00a0ans</p>' }] });
    expect(fr.sections.find((s) => s.kind === 'references')).toMatchObject({ items: [{ email: 'roy@x.ch', phone: '021 000 00 00' }] });
    const de = view({ ...input, cv_language: 'de' });
    expect(de.jobTitle).toBe('Cheffe de projet : finance');
    expect(de.sections[0]).toMatchObject({ text: { html: '<p>Objectifs : 80 % de « satisfaction » !</p>' } });
  });

  it('steps the name size down for long names', () => {
    expect(nameSizeFor('Anne', 'Dupont')).toBe('normal');
    expect(nameSizeFor('Anne', 'Dupont-Moretti')).toBe('long');
    expect(nameSizeFor('Marie-Christine', 'Müller-Lüdenscheidt')).toBe('xlong');
    expect(view({ personal_info: { firstName: 'Jean', lastName: 'Müller-Lüdenscheidt' } }).nameSize).toBe('xlong');
  });

  it('links the LinkedIn line to the full URL while showing the short form', () => {
    expect(linkedinHref('linkedin.com/in/marie-muller')).toBe('https://linkedin.com/in/marie-muller');
    expect(linkedinHref('https://www.linkedin.com/in/marie-muller/')).toBe('https://www.linkedin.com/in/marie-muller/');
    expect(linkedinHref('javascript:alert(1)')).toBeUndefined();
    expect(linkedinHref(' ')).toBeUndefined();
  });

  it('never prints an import’s « À vérifier » section until the user keeps it', () => {
    const cv = cvDocumentSchema.parse({
      custom_fields: [
        { id: 'custom_field_import-review', title: 'À vérifier', content: '<p>Ligne sans place</p>', review: true },
        { id: 'custom_field_1', title: 'Bénévolat', content: '<p>Croix-Rouge</p>' },
      ],
    });
    expect(cv.custom_fields[0]).toEqual({ id: 'custom_field_import-review', title: 'À vérifier', content: '<p>Ligne sans place</p>', review: true });
    expect(cv.custom_fields[1]).toEqual({ id: 'custom_field_1', title: 'Bénévolat', content: '<p>Croix-Rouge</p>' });
    expect(buildCvView(cv).sections.map((s) => s.title)).toEqual(['Bénévolat']);
    const kept = cvDocumentSchema.parse({ ...cv, custom_fields: cv.custom_fields.map(({ review: _r, ...f }) => f) });
    expect(buildCvView(kept).sections.map((s) => s.title)).toEqual(['À vérifier', 'Bénévolat']);
  });
});
