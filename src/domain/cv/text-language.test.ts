import { describe, expect, it } from 'vitest';
import { NNBSP, typesetHtml, typesetText } from './french-typography.js';
import { guessTextLanguage, sentencesOf } from './text-language.js';

describe('the language of a sentence', () => {
  it('tells German, English and Italian sentences from French ones, and keeps the CV language when unsure', () => {
    expect(guessTextLanguage('Deutsch und Französisch; gewohnt, im Team zu arbeiten.', 'fr')).toBe('de');
    expect(guessTextLanguage('Responsable des finances et de la trésorerie du groupe.', 'de')).toBe('fr');
    expect(guessTextLanguage('Led the team of the finance department.', 'fr')).toBe('en');
    expect(guessTextLanguage('Gestione della tesoreria e del controllo.', 'fr')).toBe('it');
    expect(guessTextLanguage('SAP S/4HANA', 'fr')).toBe('fr');
    expect(guessTextLanguage('SAP S/4HANA', 'de')).toBe('de');
  });

  it('cuts text into sentences that join back into it', () => {
    const text = 'Bonjour à tous. Ich bin hier! www.example.ch et 3.5 ans';
    expect(sentencesOf(text)).toEqual(['Bonjour à tous.', ' Ich bin hier!', ' www.example.ch et 3.5 ans']);
    expect(sentencesOf(text).join('')).toBe(text);
  });
});

describe('French spacing only on French text', () => {
  it('leaves a German sentence of a French CV as typed and spaces the French one', () => {
    expect(typesetText('Langues : allemand courant. Deutsch und Französisch; gewohnt, im Team zu arbeiten: ja!', 'fr')).toBe(
      `Langues${NNBSP}: allemand courant. Deutsch und Französisch; gewohnt, im Team zu arbeiten: ja!`,
    );
  });

  it('spaces a French sentence in a German CV and nothing else', () => {
    expect(typesetText('Verantwortlich für die Buchhaltung: ja. Je suis responsable de la qualité et du suivi des clients : oui !', 'de')).toBe(
      `Verantwortlich für die Buchhaltung: ja. Je suis responsable de la qualité et du suivi des clients${NNBSP}: oui${NNBSP}!`,
    );
    expect(typesetText('Kenntnisse: SAP; Excel', 'de')).toBe('Kenntnisse: SAP; Excel');
  });

  it('decides rich text paragraph by paragraph, and keeps entities whole', () => {
    expect(
      typesetHtml(
        '<p>Projets : <b>trois</b> livrés à temps pour le client.</p><p>Deutsch und Englisch; sehr gute Kenntnisse &amp; Erfahrung mit dem Team.</p>',
        'fr',
      ),
    ).toBe(
      `<p>Projets${NNBSP}: <b>trois</b> livrés à temps pour le client.</p><p>Deutsch und Englisch; sehr gute Kenntnisse &amp; Erfahrung mit dem Team.</p>`,
    );
  });
});
