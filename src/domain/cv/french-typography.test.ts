import { describe, expect, it } from 'vitest';
import { NBSP, NNBSP, frenchTypography, frenchTypographyHtml } from './french-typography.js';

const show = (s: string) => s.replaceAll(NNBSP, '⍽').replaceAll(NBSP, '~');

describe('frenchTypography', () => {
  it('puts a narrow no-break space before ! ? ; : and %, replacing a breakable one', () => {
    expect(show(frenchTypography('Bonjour ! Ça va? Oui; merci: 80 % et 90%'))).toBe('Bonjour⍽! Ça va⍽? Oui⍽; merci⍽: 80⍽% et 90⍽%');
    expect(show(frenchTypography('Quoi ?!'))).toBe('Quoi⍽?!');
    expect(show(frenchTypography('Objectif :'))).toBe('Objectif⍽:');
  });

  it('puts narrow no-break spaces inside guillemets', () => {
    expect(show(frenchTypography('« Esprit d’équipe »'))).toBe('«⍽Esprit d’équipe⍽»');
    expect(show(frenchTypography('«Rigueur»'))).toBe('«⍽Rigueur⍽»');
  });

  it('binds a number to its unit or currency and keeps thousands together', () => {
    expect(show(frenchTypography('Budget de 80 000 CHF sur 3 ans, 12 mois, 5 km, 2 h, 1,5 Mio'))).toBe(
      'Budget de 80⍽000~CHF sur 3~ans, 12~mois, 5~km, 2~h, 1,5~Mio',
    );
    expect(show(frenchTypography("CHF 80'000 par an"))).toBe("CHF~80'000 par an");
    expect(show(frenchTypography('budgets jusqu’à CHF 1,5 mio.'))).toBe('budgets jusqu’à CHF~1,5~mio.');
  });

  it('leaves times, URLs, e-mail addresses and words that merely start like a unit alone', () => {
    expect(frenchTypography('Réunion à 14:30')).toBe('Réunion à 14:30');
    expect(frenchTypography('Voir https://exemple.ch/a?b=1;c=2 ou www.exemple.ch!')).toBe('Voir https://exemple.ch/a?b=1;c=2 ou www.exemple.ch!');
    expect(frenchTypography('marie.muller@exemple.ch')).toBe('marie.muller@exemple.ch');
    expect(frenchTypography('3 kilos, 5 heuristiques, 2 mots')).toBe('3 kilos, 5 heuristiques, 2 mots');
    expect(frenchTypography('Sans ponctuation')).toBe('Sans ponctuation');
  });

  it('keeps literals inside parentheses and after a label, and still typesets what surrounds them', () => {
    expect(frenchTypography('Site (www.exemple.ch) ; e-mail : marie@exemple.ch ; tél : 079')).toBe(
      `Site (www.exemple.ch)${NNBSP}; e-mail${NNBSP}: marie@exemple.ch${NNBSP}; tél${NNBSP}: 079`,
    );
    expect(frenchTypography('Projet exemple.ch !')).toBe(`Projet exemple.ch${NNBSP}!`);
  });

  it('is idempotent', () => {
    const once = frenchTypography('« Oui » : 80 % de 3 ans ! 80 000 CHF');
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('frenchTypographyHtml', () => {
  it('changes text between tags only and keeps entities whole', () => {
    expect(show(frenchTypographyHtml('<p>Tom &amp; Jerry : <strong>Bravo</strong> !</p><ul><li>80 %</li></ul>'))).toBe(
      '<p>Tom &amp; Jerry⍽: <strong>Bravo</strong>⍽!</p><ul><li>80⍽%</li></ul>',
    );
    expect(frenchTypographyHtml('<p>a &lt; b; c</p>')).toBe(`<p>a &lt; b${NNBSP}; c</p>`);
  });
});
