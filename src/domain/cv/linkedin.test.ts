import { describe, expect, it } from 'vitest';
import { LINKEDIN_URL_ERROR, isValidLinkedinUrl, linkedinDisplay } from './linkedin.js';

describe('LinkedIn URL', () => {
  it.each([
    ['', true],
    ['https://www.linkedin.com/in/marie-muller', true],
    ['http://linkedin.com/in/jean42/', true],
    ['https://ch.linkedin.com/in/marie', false],
    ['https://www.linkedin.com/company/acme', false],
    ['https://www.linkedin.com/in/marie.muller', false],
    ['linkedin.com/in/marie', false],
    ['javascript:alert(1)', false],
  ])('%j valid: %s', (url, valid) => {
    expect(isValidLinkedinUrl(url)).toBe(valid);
  });

  it('says how to fix it', () => {
    expect(LINKEDIN_URL_ERROR).toBe('Veuillez entrer une URL LinkedIn valide (ex\u00a0: linkedin.com/in/votre-profil)');
  });

  it('prints the short form', () => {
    expect(linkedinDisplay('https://www.linkedin.com/in/marie-muller/')).toBe('linkedin.com/in/marie-muller');
  });
});
