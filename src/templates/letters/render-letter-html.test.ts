import { describe, expect, it } from 'vitest';
import { letterDocumentSchema } from '../../domain/letter/letter-schema.js';
import { buildLetterView } from './letter-view.js';
import { renderLetterHtml } from './render-letter-html.js';
import { sampleLetters } from './sample-letters.js';

const today = new Date('2026-11-23T10:00:00Z');

describe('the letter view', () => {
  it('prints the language’s salutation and closing when the user left them empty', () => {
    const view = buildLetterView(letterDocumentSchema.parse({ letter_language: 'it' }), { today });
    expect(view.salutation).toBe('Gentili Signore e Signori,');
    expect(view.closing).toBe('Distinti saluti');
    expect(view.annexesLabel).toBe('Allegati');
    const own = buildLetterView(letterDocumentSchema.parse({ letter_language: 'it', salutation: 'Egregio Dottor Rossi,' }), { today });
    expect(own.salutation).toBe('Egregio Dottor Rossi,');
  });

  it('keeps « ß » as typed in names, addresses and the user’s text of a German letter', () => {
    const letter = letterDocumentSchema.parse({
      ...sampleLetters.de,
      recipient: { company: 'Strauß Maschinenbau GmbH', person: 'Herr Weiß', street: 'Hauptstraße 1' },
      closing: 'Mit freundlichen Grüßen',
    });
    const view = buildLetterView(letter, { today });
    expect(view.recipient).toEqual(['Strauß Maschinenbau GmbH', 'Herr Weiß', 'Hauptstraße 1']);
    expect(view.salutation).toBe('Sehr geehrter Herr Weiß,');
    expect(view.closing).toBe('Mit freundlichen Grüßen');
    expect(view.bodyHtml).toContain('Straße nebenan');
  });

  it('greets the named contact unless the user wrote a salutation', () => {
    const named = letterDocumentSchema.parse({ ...sampleLetters.fr, salutation: '' });
    expect(buildLetterView(named, { today }).salutation).toBe('Madame,');
    expect(buildLetterView(named, { today }).closing).toBe('Veuillez agréer, Madame, mes salutations distinguées.');
    const own = letterDocumentSchema.parse({ ...sampleLetters.fr, salutation: 'Chère Madame Rochat,' });
    expect(buildLetterView(own, { today }).salutation).toBe('Chère Madame Rochat,');
  });

  it('labels the subject in French and Italian only', () => {
    expect(buildLetterView(letterDocumentSchema.parse(sampleLetters.fr), { today }).subjectLabel).toBe('Objet\u00a0: ');
    expect(buildLetterView(letterDocumentSchema.parse(sampleLetters.it), { today }).subjectLabel).toBe('Oggetto: ');
    expect(buildLetterView(letterDocumentSchema.parse(sampleLetters.de), { today }).subjectLabel).toBe('');
    expect(buildLetterView(letterDocumentSchema.parse(sampleLetters.en), { today }).subjectLabel).toBe('');
  });

  it('takes the sender’s city as the place and the sender’s name under the signature', () => {
    const view = buildLetterView(letterDocumentSchema.parse({ ...sampleLetters.fr, place: '', signature_name: '' }), { today });
    expect(view.placeAndDate).toBe('Lausanne, le 23 novembre 2026');
    expect(view.signatureName).toBe('Zoé Favre');
  });
});

describe('the letter document', () => {
  it('is one page box in the CV design’s fonts, with the rich text sanitised and no script', () => {
    for (const templateId of [1, 2, 3, 4, 5, 6] as const) {
      const html = renderLetterHtml(
        letterDocumentSchema.parse({
          ...sampleLetters.fr,
          template_id: templateId,
          body: '<p>Bonjour <img src=x onerror=alert(1)><script>alert(2)</script></p>',
        }),
        { today },
      );
      expect(html).toContain(`lt-template-${templateId}`);
      expect(html.match(/class="cv-page"/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script|onerror|<img src="x"/i);
      expect(html).toContain('Coopérative Migros Vaud');
    }
  });
});
