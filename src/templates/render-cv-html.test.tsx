import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cvDocumentSchema, type CvDocumentInput } from '../domain/cv/cv-schema.js';
import { TEMPLATE_IDS } from '../domain/cv/template-catalogue.js';
import { cvAssetFiles, FONT_URL_PREFIX } from './fonts.js';
import { renderCvHtml } from './render-cv-html.js';
import { womanPortrait } from './samples/sample-photos.js';
import { sampleById, sampleCvs } from './samples/sample-catalogue.js';

const render = (input: CvDocumentInput, templateId: number, options: { accentColor?: string; photoDataUrl?: string } = {}) =>
  renderCvHtml(cvDocumentSchema.parse(input), { templateId, ...options });

const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The tags of a document with their attribute values emptied, to look for attribute names only. */
const tagsOnly = (html: string) => [...html.replace(/="[^"]*"/g, '=""').matchAll(/<[a-zA-Z][^>]*>/g)].map((m) => m[0]).join('\n');

const sectionIds = (html: string) => [...html.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]);

/** Every heading, list and section must have something in it. */
function emptyElements(html: string): string[] {
  const body = html.replace(/<style[\s\S]*?<\/style>/, '');
  const found: string[] = [];
  for (const m of body.matchAll(/<(h1|h2|h3|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    if (m[2]?.replace(/<[^>]+>/g, '').trim() === '' && !/cv-(dot|segment|bar)/.test(m[0])) found.push(m[0]);
  }
  for (const m of body.matchAll(/<ul class="cv-[^"]*">\s*<\/ul>/g)) found.push(m[0]);
  for (const m of body.matchAll(/<section\b[^>]*>\s*<h2[\s\S]*?<\/h2>\s*<\/section>/g)) found.push(m[0]);
  return found;
}

const base: CvDocumentInput = {
  personal_info: { firstName: 'Anne', lastName: 'Muster', email: 'anne@example.ch' },
  summary: '<p>Résumé</p>',
  professional_experiences: [{ title: 'Comptable', company: 'UBS', description: '<p>Clôtures</p>' }],
  education: [{ degree: 'CFC', institution: 'EPCL' }],
  skills: [{ name: 'Excel', level: 80 }],
  languages: [{ name: 'Allemand', level: 67 }],
  accreditations: [{ name: 'CAS Fiscalité', organization: 'HEIG-VD' }],
  references: [{ name: 'Jean Dupont', company: 'UBS' }],
  miscellaneous: '<p>Ski</p>',
};

describe.each(TEMPLATE_IDS)('template %i', (templateId) => {
  it('is a complete HTML document with the language, title and author', () => {
    const html = render({ ...base, title: 'CV Comptable', cv_language: 'de' }, templateId);
    expect(html.startsWith('<!DOCTYPE html><html lang="de">')).toBe(true);
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain('<title>CV Comptable</title>');
    expect(html).toContain('<meta name="author" content="Anne Muster"/>');
    expect(html).toContain(`cv-template-${templateId}`);
  });

  it('takes the full name as document title when the CV has the default title', () => {
    expect(render({ ...base, title: '' }, templateId)).toContain('<title>Anne Muster</title>');
  });

  it('renders every section in section_order, without hidden ones, with renamed titles', () => {
    const html = render(
      {
        ...base,
        custom_fields: [{ id: 'custom_field_1', title: 'Bénévolat', content: '<p>Croix-Rouge</p>' }],
        section_order: [
          'personal_info',
          'summary',
          'custom_field_1',
          'languages',
          'education',
          'experiences',
          'skills',
          'references',
          'accreditations',
          'miscellaneous',
        ],
        section_titles: { experiences: 'Parcours', custom_field_1: 'Engagements' },
        hidden_sections: ['references', 'miscellaneous', 'job_title'],
        personal_info: { ...base.personal_info, jobTitle: 'Titre masqué' },
      },
      templateId,
    );
    const order = sectionIds(html);
    const mainOrder = order.filter((id) => id !== 'skills' && id !== 'languages');
    expect(mainOrder).toEqual(['summary', 'custom_field_1', 'education', 'professional_experiences', 'accreditations']);
    expect(order.filter((id) => id === 'skills' || id === 'languages')).toEqual(['languages', 'skills']);
    expect(html).toContain('Parcours');
    expect(html).toContain('Engagements');
    expect(html).not.toContain('Bénévolat');
    expect(html).not.toContain('Jean Dupont');
    expect(html).not.toContain('Ski');
    expect(html).not.toContain('Titre masqué');
  });

  it('leaves no empty heading, list or section when optional fields are empty', () => {
    const html = renderCvHtml(sampleById('empty-optional').cv, { templateId });
    expect(sectionIds(html)).toEqual([]);
    expect(emptyElements(html)).toEqual([]);
    expect(html).toContain('Nicolas');
  });

  it('leaves no empty element in any sample', () => {
    for (const sample of sampleCvs) expect(emptyElements(renderCvHtml(sample.cv, { templateId })), sample.id).toEqual([]);
  });

  it('shows Swiss personal details only when filled', () => {
    const only = render({ ...base, personal_info: { ...base.personal_info, workPermit: 'C' } }, templateId);
    expect(textOf(only)).toContain('Permis C');
    for (const label of ['Nationalité', 'Âge', 'Permis de conduire']) expect(textOf(only)).not.toContain(label);
    const all = render(
      { ...base, personal_info: { ...base.personal_info, workPermit: 'G', nationality: 'Française', age: '29', drivingLicense: 'B' } },
      templateId,
    );
    for (const text of ['Permis G', 'Française', '29 ans', 'Permis de conduire']) expect(textOf(all)).toContain(text);
  });

  it('escapes user text in content and attributes', () => {
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = render(
      {
        ...base,
        title: attack,
        personal_info: { firstName: attack, lastName: '</title><script>x</script>', jobTitle: attack, city: attack, photo_base64: '' },
        section_titles: { education: attack },
        skills: [{ name: attack, level: 40 }],
        custom_fields: [{ id: 'c1', title: attack, content: 'x' }],
      },
      templateId,
      { photoDataUrl: womanPortrait },
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img src=x/i);
    expect(tagsOnly(html)).not.toMatch(/\son\w+=/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('inserts rich text only through the allowlist', () => {
    const html = render(
      {
        ...base,
        summary:
          '<p style="color:red" onclick="x()">Bonjour <a href="https://evil.example">lien</a><img src="http://127.0.0.1/x.png"></p><iframe src="//evil"></iframe><ul><li><strong>gras</strong></li></ul>',
        miscellaneous: 'Ligne 1\nLigne 2',
      },
      templateId,
    );
    expect(html).toContain('<p>Bonjour lien</p><ul><li><strong>gras</strong></li></ul>');
    expect(html).not.toMatch(/<(a|iframe)[\s>]|<img src="http/);
    expect(html).toContain('<p>Ligne 1<br/>Ligne 2</p>'.replace('<br/>', '<br>'));
  });

  it('references nothing but its fonts and data: images, and runs no script', () => {
    for (const sample of sampleCvs) {
      const html = renderCvHtml(sample.cv, { templateId, photoDataUrl: sample.id === 'senior' ? womanPortrait : undefined });
      const urls = [...html.matchAll(/url\(\s*['"]?([^'")]+)/g)].map((m) => m[1] ?? '');
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(FONT_URL_PREFIX), url).toBe(true);
      const attributes = [...html.matchAll(/<([a-z0-9]+)[^>]*?\s(src|href|srcset|action|poster|formaction|xlink:href|background)="([^"]*)"/g)];
      // Images are inline; the only other URL is a link the reader may follow (LinkedIn), never loaded.
      for (const [, tag, name, value] of attributes) {
        expect(`${tag} ${name}=${value?.slice(0, 40)}`).toMatch(/^(img src=data:image\/(jpeg|png|webp|gif);base64,|a href=https:\/\/)/);
      }
      expect(html).not.toMatch(/<(script|link|iframe|object|embed|base|meta http-equiv)/i);
      expect(html).not.toMatch(/@import/i);
      expect(tagsOnly(html)).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it('serves every font it references from the asset map', () => {
    const html = renderCvHtml(sampleById('senior').cv, { templateId });
    const assets = cvAssetFiles();
    const urls = new Set([...html.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1] ?? ''));
    for (const url of urls) {
      const file = assets.get(url);
      expect(file, url).toBeDefined();
      expect(existsSync(file as string)).toBe(true);
    }
  });
  it('positions and floats nothing that carries text, and draws bullets as list markers', () => {
    const html = renderCvHtml(sampleById('senior').cv, { templateId });
    const css = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
    expect(css).not.toMatch(/float:\s*(left|right)/);
    // Positioned rules: the page box, the page bands, the header block of template 4 (its photo)
    // and the grids that hold whole columns, never an item, a title, a date or a bullet.
    const positioned = [...css.matchAll(/([^{}]+)\{[^}]*position:(absolute|relative)/g)].map((m) => (m[1] ?? '').trim());
    // The page number is placed on purpose, painted first on its page (paginate-document.ts).
    for (const selector of positioned)
      expect(selector).toMatch(/^(\.t\d-(header|photo|main|grid)(,\.t\d-\w+)*|@media screen|\.cv-band|\.cv-page|\.cv-page-number)$/);
    // A string marker: the bullet is a character of the text layer, not a drawn disc.
    expect(css).toContain(".cv-rich ul{list-style:'•\\00a0\\00a0' outside}");
    expect(css).toContain('li::marker{color:var(--bullet');
  });

  it('prints a name as typed, never in capitals set by CSS (which would spell « Großmann » « GROSSMANN »)', () => {
    const html = render({ personal_info: { firstName: 'Jonas', lastName: 'Großmann' } }, templateId);
    expect(html).toContain('>Jonas Großmann</h1>');
    const css = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
    expect(css).not.toMatch(/\.t\d-name\{[^}]*text-transform:uppercase/);
  });

  it('keeps names whole at their hyphens and links LinkedIn with its full URL', () => {
    const html = render(
      { personal_info: { firstName: 'Anne-Sophie', lastName: 'Müller-Lüdenscheidt', linkedin: 'https://www.linkedin.com/in/anne-sophie-muller/' } },
      templateId,
    );
    // One run of text with its spaces (one text item in the PDF), kept on one line by `.cv-name`.
    expect(html).toMatch(/<h1 class="[^"]*cv-name[^"]*">Anne-Sophie Müller-Lüdenscheidt<\/h1>/);
    expect(html).toMatch(/class="[^"]*cv-name cv-name--xlong/);
    expect(html).toContain(
      '<a class="cv-link" href="https://www.linkedin.com/in/anne-sophie-muller/"><span class="cv-link-part">linkedin.com/</span><wbr/><span class="cv-link-part">in/</span><wbr/><span class="cv-link-part">anne-sophie-muller</span></a>',
    );
    const long = render({ personal_info: { linkedin: 'https://www.linkedin.com/in/maximiliane-charlotte-oberholzer-schwarzenbach' } }, templateId);
    expect(long).toContain('<a class="cv-link cv-link--long" href="https://www.linkedin.com/in/maximiliane-charlotte-oberholzer-schwarzenbach">');
  });

  it('writes the layout settings as CSS variables and scales its type and spacing by them', () => {
    const html = render({ ...base, layout: { density: 'compact', font_size: 11.5 } }, templateId);
    expect(html).toContain('--cv-density:0.8;--cv-space:calc(var(--cv-density) * var(--cv-fit, 1));--cv-font:');
    expect(html).toContain(templateId === 6 ? '--cv-font:calc(12.08pt * var(--cv-font-fit, 1))' : '--cv-font:calc(11.5pt * var(--cv-font-fit, 1))');
    expect(html).toMatch(/body\{[^}]*font-size:calc\(var\(--cv-font\) \* 1\)/);
    expect(html).toMatch(/\.cv-section\{[^}]*calc\([\d.]+mm \* var\(--cv-space\)\)/);
    expect(render(base, templateId)).toContain('--cv-density:1;');
    // No font size in points is left outside the scale.
    const css = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
    expect(css.replace(/@font-face\{[^}]*\}/g, '')).not.toMatch(/font-size:[\d.]+pt/);
  });

  it('falls back to the shipped symbol, emoji, Arabic and CJK fonts, declaring only those the CV needs', () => {
    const html = render(base, templateId);
    expect(html).toMatch(/body\{font-family:'[^']+','Noto Sans Symbols 2','Noto Emoji','Noto Sans Arabic','Noto Sans SC','Noto Sans JP',(sans-)?serif/);
    // A CV in French declares none of them (the CJK ranges alone are 200 KB of CSS).
    expect(html).not.toContain("@font-face{font-family:'Noto");
    const mixed = render({ ...base, summary: { content: '<p>Emoji 😀, arabe العربية, chinois 中文</p>', formatting: { alignment: 'left' } } }, templateId);
    for (const family of ['Noto Emoji', 'Noto Sans Arabic', 'Noto Sans SC', 'Noto Sans JP']) expect(mixed).toContain(`@font-face{font-family:'${family}'`);
    expect(mixed).not.toContain("@font-face{font-family:'Noto Sans Symbols 2'");
    expect(mixed.length - html.length).toBeLessThan(20_000);
  });
});

describe('renderCvHtml options', () => {
  it('renders template 1 for an unknown template id', () => {
    expect(render(base, 42)).toContain('cv-template-1');
  });

  it('prefers the saved photo passed by the server and refuses what is not an image', () => {
    expect(render(base, 5, { photoDataUrl: womanPortrait })).toContain('src="data:image/jpeg;base64,');
    const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    expect(render(base, 5, { photoDataUrl: svg })).not.toContain('<img');
  });

  it.each([
    ['#3F5130', '#3F5130'],
    ['gradient', 'linear-gradient('],
    ['javascript:alert(1)', '#E1E1E1'],
    ['red;}</style><script>', '#E1E1E1'],
  ])('uses accent colour %s only once validated', (accentColor, expected) => {
    const html = render(base, 3, { accentColor });
    expect(html).toContain(`--accent-fill:${expected}`);
    expect(html).not.toContain('<script');
  });

  it.each([
    ['fr', 'Expériences professionnelles', 'Permis de conduire', '34 ans'],
    ['de', 'Berufserfahrung', 'Führerausweis', '34 Jahre'],
    ['it', 'Esperienze professionali', 'Licenza di condurre', '34 anni'],
    ['en', 'Professional experience', 'Driving licence', '34 years'],
  ] as const)('labels the CV in %s', (cv_language, experiences, licence, age) => {
    const html = render({ ...base, cv_language, personal_info: { ...base.personal_info, drivingLicense: 'B', age: '34' } }, 1);
    expect(html).toContain(`<html lang="${cv_language}">`);
    for (const text of [experiences, licence, age]) expect(textOf(html)).toContain(text);
  });

  it('writes an item start without end as "since"', () => {
    const html = render({ ...base, cv_language: 'de', professional_experiences: [{ title: 'Dev', startDate: '04/2021' }] }, 2);
    expect(textOf(html)).toContain('seit 04/2021');
  });
});
