import { describe, expect, it } from 'vitest';
import { letterFileName, recipientAddressLines } from './letter-address.js';
import { letterDocumentSchema } from './letter-schema.js';

const recipientOf = (input: object) => letterDocumentSchema.parse({ recipient: input }).recipient;

describe('the recipient’s address', () => {
  it('prints up to six lines in Swiss Post’s order, the country abroad in the letter’s language', () => {
    const berlin = recipientOf({
      company: 'Strauß Maschinenbau GmbH',
      department: 'Personal',
      person: 'Herr Weiß',
      street: 'Friedrichstraße 12',
      postalCode: '10117',
      city: 'Berlin',
      country: 'DE',
    });
    expect(recipientAddressLines(berlin, 'de')).toEqual([
      'Strauß Maschinenbau GmbH',
      'Personal',
      'Herr Weiß',
      'Friedrichstraße 12',
      '10117 Berlin',
      'Deutschland',
    ]);
    expect(recipientAddressLines(berlin, 'fr').at(-1)).toBe('Allemagne');
    expect(recipientAddressLines(berlin, 'it').at(-1)).toBe('Germania');
    expect(recipientAddressLines(berlin, 'en').at(-1)).toBe('Germany');
  });

  it('has no country line at home, and the PO box takes the street’s place', () => {
    const lausanne = recipientOf({
      company: 'Vaudoise Assurances',
      street: 'Place de Milan 1',
      poBox: 'Case postale 120',
      postalCode: '1001',
      city: 'Lausanne',
    });
    expect(recipientAddressLines(lausanne, 'fr')).toEqual(['Vaudoise Assurances', 'Case postale 120', '1001 Lausanne']);
    expect(recipientOf({}).country).toBe('CH');
  });

  it('refuses an unknown country code', () => {
    expect(letterDocumentSchema.safeParse({ recipient: { country: 'XX' } }).success).toBe(false);
    expect(recipientOf({ country: 'fr' }).country).toBe('FR');
  });
});

describe('the letter’s file name', () => {
  it('is « Lettre_Prénom_Nom_Entreprise.pdf »', () => {
    expect(letterFileName('Zoé', 'Favre', 'Coopérative Migros Vaud')).toBe('Lettre_Zoé_Favre_Coopérative-Migros-Vaud.pdf');
    expect(letterFileName('Jonas', 'Meier', 'Strauß & Söhne AG')).toBe('Lettre_Jonas_Meier_Strauß-Söhne-AG.pdf');
    expect(letterFileName('', '', '')).toBe('Lettre.pdf');
  });
});
