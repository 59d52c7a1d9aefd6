import { describe, expect, it } from 'vitest';
import { letterFormulas, namedContact } from './letter-salutation.js';

describe('the salutation follows a named contact', () => {
  it('greets « Madame Claire Rochat » by name in the four languages', () => {
    expect(letterFormulas('fr', 'Madame Claire Rochat').salutation).toBe('Madame,');
    expect(letterFormulas('de', 'Madame Claire Rochat').salutation).toBe('Sehr geehrte Frau Rochat,');
    expect(letterFormulas('it', 'Madame Claire Rochat').salutation).toBe('Gentile Signora Rochat,');
    expect(letterFormulas('en', 'Madame Claire Rochat').salutation).toBe('Dear Ms Rochat,');
  });

  it('reads the form of address of each language, and a man’s', () => {
    expect(letterFormulas('de', 'Frau Anna Keller').salutation).toBe('Sehr geehrte Frau Keller,');
    expect(letterFormulas('de', 'Herr Thomas Weiß').salutation).toBe('Sehr geehrter Herr Weiß,');
    expect(letterFormulas('it', 'Signor Marco Rossi').salutation).toBe('Gentile Signor Rossi,');
    expect(letterFormulas('en', 'Mr. John Smith').salutation).toBe('Dear Mr Smith,');
    expect(letterFormulas('fr', 'M. Luc Favre').salutation).toBe('Monsieur,');
    expect(letterFormulas('fr', 'Mme Claire Rochat').salutation).toBe('Madame,');
  });

  it('keeps particles and academic titles where the language says them', () => {
    expect(letterFormulas('de', 'Frau Dr. Anna von Arx').salutation).toBe('Sehr geehrte Frau Dr. von Arx,');
    expect(letterFormulas('it', 'Signora Maria De Luca').salutation).toBe('Gentile Signora De Luca,');
    expect(letterFormulas('en', 'Ms Dr Laura Dupont').salutation).toBe('Dear Dr Dupont,');
    expect(letterFormulas('de', 'Herr Keller').salutation).toBe('Sehr geehrter Herr Keller,');
  });

  it('closes in kind: the French closing repeats the greeting, English answers « Dear Ms » with « Yours sincerely »', () => {
    expect(letterFormulas('fr', 'Madame Claire Rochat').closing).toBe('Veuillez agréer, Madame, mes salutations distinguées.');
    expect(letterFormulas('en', 'Ms Laura Dupont').closing).toBe('Yours sincerely,');
    expect(letterFormulas('de', 'Frau Anna Keller').closing).toBe('Freundliche Grüsse');
  });

  it('keeps the language’s default when the contact has no form of address', () => {
    expect(namedContact('Claire Rochat')).toBeUndefined();
    expect(namedContact('Service du personnel')).toBeUndefined();
    expect(namedContact('Madame')).toBeUndefined();
    expect(letterFormulas('fr', 'Claire Rochat')).toEqual({
      salutation: 'Madame, Monsieur,',
      closing: 'Veuillez agréer, Madame, Monsieur, mes salutations distinguées.',
    });
    expect(letterFormulas('de', '').salutation).toBe('Sehr geehrte Damen und Herren');
  });
});
