import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '../../domain/french-typography.js';
import { renderMail } from './layout.js';

const company = { name: 'CV Suisse Sàrl', address: 'Rue du Rhône 14, 1204 Genève, Suisse', supportEmail: 'support@cv-suisse.ch', socialUrl: '' };
const content = {
  kind: 'test',
  to: 'lea@example.ch',
  subject: 'Sujet',
  preheader: 'Aperçu',
  greeting: 'Bonjour Léa,',
  paragraphs: ['Un paragraphe.'],
  action: { label: 'Confirmer mon adresse', url: 'https://cv-suisse.ch/auth/verify-email?key=abc' },
};

/** What a reader sees in the HTML body: tags removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|title)[^>]*>.*?<\/\1>/gs, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('the e-mail layout', () => {
  it('writes the brand « CV Suisse » with a space, kept on one line', () => {
    const mail = renderMail(content, company);
    expect(visibleText(mail.html)).toContain('CV\u00a0Suisse');
    expect(visibleText(mail.html)).not.toMatch(/CVSuisse/);
  });

  it('follows French typography in both bodies', () => {
    const mail = renderMail(content, company);
    expect(mail.text).toContain('Confirmer mon adresse\u00a0:');
    const lines = [...visibleText(mail.html).split('\n'), ...mail.text.split('\n')].filter((line) => !line.startsWith('http'));
    expect(lines.flatMap((line) => frenchTypographyProblems(line))).toEqual([]);
  });
});
