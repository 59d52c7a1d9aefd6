import { describe, expect, it } from 'vitest';
import { CV_LIMITS, cvDocumentSchema, emptyCvDocument, type CvDocumentInput } from './cv-schema.js';

const parse = (input: unknown) => cvDocumentSchema.parse(input);
const fails = (input: unknown) => {
  const result = cvDocumentSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues ?? [];
};

describe('CV document: defaults for loose input', () => {
  it('turns an empty object into a complete empty CV', () => {
    expect(parse({})).toEqual({
      title: 'Sans titre',
      template_id: 1,
      cv_language: 'fr',
      accent_colors: { primary: '#E1E1E1', secondary: '#333132' },
      layout: { density: 'normal', font_size: 10 },
      personal_info: {
        jobTitle: '',
        lastName: '',
        firstName: '',
        email: '',
        phone: '',
        postalCode: '',
        city: '',
        country: '',
        age: '',
        nationality: '',
        workPermit: '',
        drivingLicense: '',
        customField: '',
        linkedin: '',
        photo_base64: '',
      },
      summary: { content: '', formatting: { alignment: 'left' } },
      professional_experiences: [],
      education: [],
      skills: [],
      languages: [],
      accreditations: [],
      references: [],
      miscellaneous: { content: '', formatting: { alignment: 'left' } },
      section_order: [],
      section_titles: {},
      hidden_sections: [],
      custom_fields: [],
      photo_url: '',
    });
  });

  it('accepts null wherever a value may be missing', () => {
    const cv = parse({
      title: null,
      template_id: null,
      personal_info: { firstName: null, age: null },
      summary: null,
      skills: [{ name: 'Excel', level: null, type: null, showLevel: null }],
      custom_fields: null,
      section_titles: null,
    });
    expect(cv.personal_info.firstName).toBe('');
    expect(cv.skills[0]).toEqual({ id: 'skill-1', name: 'Excel', level: null, type: 'hard', showLevel: true });
  });

  it.each([
    ['missing', undefined, 'Sans titre'],
    ['blank', '   ', 'Sans titre'],
    ['padded', '  CV Genève ', 'CV Genève'],
  ])('gives a %s title the default', (_name, title, expected) => {
    expect(parse({ title }).title).toBe(expected);
  });

  it.each([
    [{ template_id: 4 }, 4],
    [{ template_id: '6' }, 6],
    [{ template_id: 9 }, 1],
    [{ template_id: 9, template: { id: 3 } }, 3],
    [{ template: { id: '5', name: 'Modern Professional' } }, 5],
    [{ template_id: 'x', template: { id: 42 } }, 1],
    [{}, 1],
  ] as CvDocumentInput[][])('template_id of %j is %i', (input, expected) => {
    expect(parse(input).template_id).toBe(expected);
  });
});

describe('CV document: normalisation', () => {
  it("reads 'experiences' as professional_experiences", () => {
    const cv = parse({ experiences: [{ id: 1700000000000, title: 'Comptable', company: 'UBS' }] });
    expect(cv.professional_experiences).toEqual([
      { id: '1700000000000', title: 'Comptable', company: 'UBS', location: '', startDate: '', endDate: '', description: '' },
    ]);
    expect(cv).not.toHaveProperty('experiences');
  });

  it("prefers 'professional_experiences' when both are sent", () => {
    const cv = parse({ experiences: [{ title: 'A' }], professional_experiences: [{ title: 'B' }] });
    expect(cv.professional_experiences.map((e) => e.title)).toEqual(['B']);
  });

  it.each([
    ['saved shape', { name: 'CAS', organization: 'HES-SO' }],
    ['seed shape', { title: 'CAS', institution: 'HES-SO' }],
    ['both, saved wins', { name: 'CAS', organization: 'HES-SO', title: 'old', institution: 'old' }],
  ])('reads accreditations in the %s', (_name, item) => {
    const [accreditation] = parse({ accreditations: [{ id: 'a', ...item }] }).accreditations;
    expect(accreditation).toEqual({ id: 'a', name: 'CAS', organization: 'HES-SO', date: '', description: '' });
  });

  it('turns ids into strings and numbers missing ids by position', () => {
    const cv = parse({ education: [{ id: 17 }, { institution: 'EPFL' }, { id: '' }] });
    expect(cv.education.map((e) => e.id)).toEqual(['17', 'education-2', 'education-3']);
  });

  it.each([
    [
      'a list',
      [{ id: 'custom_field_1', title: 'Bénévolat', content: '<p>Croix-Rouge</p>' }],
      [{ id: 'custom_field_1', title: 'Bénévolat', content: '<p>Croix-Rouge</p>' }],
    ],
    [
      'a map, dropping entries without id',
      { a: { id: 'custom_field_1', title: 'Bénévolat', content: 'x' }, b: { title: 'Sans id', content: 'y' } },
      [{ id: 'custom_field_1', title: 'Bénévolat', content: 'x' }],
    ],
    ['a blank title', [{ id: 2, title: ' ', content: 'x' }], [{ id: '2', title: 'Section personnalisée', content: 'x' }]],
    ['no content but a description', [{ id: 'c', description: 'desc' }], [{ id: 'c', title: 'Section personnalisée', content: 'desc' }]],
    ['neither content nor description', [{ id: 'c' }], [{ id: 'c', title: 'Section personnalisée', content: '' }]],
  ])('reads custom fields given as %s', (_name, custom_fields, expected) => {
    expect(parse({ custom_fields }).custom_fields).toEqual(expected);
  });

  it('keeps section ids canonical and unique', () => {
    const cv = parse({
      section_order: ['personal_info', 'experiences', 'professional_experiences', 'summary'],
      hidden_sections: ['experiences', 'job_title'],
      section_titles: { experiences: 'Parcours' },
    });
    expect(cv.section_order).toEqual(['personal_info', 'professional_experiences', 'summary']);
    expect(cv.hidden_sections).toEqual(['professional_experiences', 'job_title']);
    expect(cv.section_titles).toEqual({ professional_experiences: 'Parcours' });
  });

  it.each([
    ['a string summary', 'Texte', { content: 'Texte', formatting: { alignment: 'left' } }],
    ['an object without formatting', { content: 'Texte' }, { content: 'Texte', formatting: { alignment: 'left' } }],
    ['a justified summary', { content: 'T', formatting: { alignment: 'justify' } }, { content: 'T', formatting: { alignment: 'justify' } }],
  ])('reads %s', (_name, summary, expected) => {
    expect(parse({ summary }).summary).toEqual(expected);
  });

  it.each([
    ['no colours', undefined, 1, { primary: '#E1E1E1', secondary: '#333132' }],
    ['no primary', { secondary: '#111111' }, 2, { primary: '#E1E1E1', secondary: '#111111' }],
    ['an invalid primary', { primary: 'bleu' }, 3, { primary: '#E1E1E1', secondary: '#4a4a4a' }],
    ['a palette primary', { primary: '#133664' }, 2, { primary: '#133664', secondary: '#dee4ef' }],
    ['gradient', { primary: 'gradient' }, 1, { primary: 'gradient', secondary: '#4a4038' }],
    ['an invalid secondary', { primary: '#46719d', secondary: 'x' }, 3, { primary: '#46719d', secondary: '#dbe6f2' }],
  ])('colours: %s', (_name, accent_colors, template_id, expected) => {
    expect(parse({ accent_colors, template_id }).accent_colors).toEqual(expected);
  });

  it('stores age given as a number as text', () => {
    expect(parse({ personal_info: { age: 34 } }).personal_info.age).toBe('34');
  });

  it('knows the CV language, French by default', () => {
    expect(parse({}).cv_language).toBe('fr');
    expect(parse({ cv_language: 'de' }).cv_language).toBe('de');
  });

  it('drops what it does not know (metadata, js_file)', () => {
    const cv = parse({ id: 5, created_at: 'x', js_file: 'x.js', personal_info: { firstName: 'A', hack: 1 } });
    expect(cv).not.toHaveProperty('js_file');
    expect(cv).not.toHaveProperty('id');
    expect(cv.personal_info).not.toHaveProperty('hack');
  });

  it('builds an empty CV for a template with its default colours', () => {
    const cv = emptyCvDocument('3');
    expect(cv.template_id).toBe(3);
    expect(cv.accent_colors).toEqual({ primary: '#46719d', secondary: '#dbe6f2' });
  });
});

describe('CV document: strict on types and bounded', () => {
  it.each([
    ['a number as a name', { personal_info: { firstName: 12 } }],
    ['a string as a list', { skills: 'Excel' }],
    ['an object as an item id', { skills: [{ id: {} }] }],
    ['a level above 100', { skills: [{ name: 'x', level: 120 }] }],
    ['a level as text', { languages: [{ name: 'x', level: 'C1' }] }],
    ['an unknown skill type', { skills: [{ name: 'x', type: 'medium' }] }],
    ['an unknown CV language', { cv_language: 'es' }],
    ['an unknown alignment', { summary: { content: 'x', formatting: { alignment: 'middle' } } }],
    ['a title over 100 characters', { title: 'x'.repeat(101) }],
    ['a short field over 200 characters', { personal_info: { city: 'x'.repeat(201) } }],
    ['rich text over 20 000 characters', { summary: 'x'.repeat(CV_LIMITS.richText + 1) }],
    ['more than 50 items', { skills: Array.from({ length: 51 }, () => ({ name: 'x' })) }],
    ['more than 20 custom sections', { custom_fields: Array.from({ length: 21 }, (_, i) => ({ id: i })) }],
    ['a photo that is not an image', { personal_info: { photo_base64: 'data:text/html;base64,PHNjcmlwdD4=' } }],
  ])('refuses %s', (_name, input) => {
    fails(input);
  });

  it('says in French what is too long', () => {
    const [issue] = fails({ personal_info: { city: 'x'.repeat(201) } });
    expect(issue?.path).toEqual(['personal_info', 'city']);
    expect(issue?.message).toBe('Ce texte ne peut pas dépasser 200 caractères.');
  });

  it('refuses a CV whose JSON would grow past the cap', () => {
    const long = 'x'.repeat(CV_LIMITS.richText);
    const items = Array.from({ length: 20 }, () => ({ description: long }));
    const [issue] = fails({ professional_experiences: items });
    expect(issue?.message).toBe('Le CV est trop volumineux.');
  });

  it('keeps the largest CV it accepts under 1 MB of JSON without photo', () => {
    const long = 'é'.repeat(CV_LIMITS.richText);
    const cv = parse({ professional_experiences: Array.from({ length: 7 }, () => ({ description: long })) });
    expect(new TextEncoder().encode(JSON.stringify(cv)).length).toBeLessThan(1_000_000);
  });
});
