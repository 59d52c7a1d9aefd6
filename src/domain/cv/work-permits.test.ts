import { describe, expect, it } from 'vitest';
import { parseWorkPermit, workPermitLabel, workPermitOptions } from './work-permits.js';

describe('Swiss work permits', () => {
  it('offers B, C, G, L, F, N, S and the citizen wordings in French', () => {
    expect(workPermitOptions.map((o) => o.label)).toEqual([
      'Permis B – autorisation de séjour',
      'Permis C – autorisation d’établissement',
      'Permis G – frontalier',
      'Permis L – autorisation de courte durée',
      'Permis F – étrangers admis provisoirement',
      'Permis N – requérants d’asile',
      'Permis S – personnes à protéger',
      'Citoyen suisse',
      'Ressortissant UE/AELE',
    ]);
  });

  it.each([
    ['B', 'B'],
    ['c', 'C'],
    ['Permis G', 'G'],
    ['permis  l', 'L'],
    ['Ausweis B', 'B'],
    ['B-Bewilligung', 'B'],
    ['Permesso C', 'C'],
    ['C permit', 'C'],
    ['swiss', 'swiss'],
    ['Citoyen suisse', 'swiss'],
    ['Suisse', 'swiss'],
    ['Schweizer', 'swiss'],
    ['UE/AELE', 'eu_efta'],
    ['EU/EFTA', 'eu_efta'],
    ['eu_efta', 'eu_efta'],
    ['Permis X', undefined],
    ['Bonjour', undefined],
    ['', undefined],
    [null, undefined],
  ])('parseWorkPermit(%j) is %s', (value, expected) => {
    expect(parseWorkPermit(value)).toBe(expected);
  });

  it.each([
    ['B', 'fr', 'Permis B'],
    ['B', 'de', 'Ausweis B'],
    ['B', 'it', 'Permesso B'],
    ['B', 'en', 'B permit'],
    ['swiss', 'fr', 'Citoyen suisse'],
    ['swiss', 'de', 'Schweizer Bürger'],
    ['swiss', 'it', 'Cittadino svizzero'],
    ['swiss', 'en', 'Swiss citizen'],
    ['eu_efta', 'fr', 'Ressortissant UE/AELE'],
    ['eu_efta', 'de', 'EU/EFTA-Staatsangehöriger'],
    ['Permis G', 'de', 'Ausweis G'],
    ['  Visa de travail en cours ', 'fr', 'Visa de travail en cours'],
    ['', 'fr', ''],
  ] as const)('workPermitLabel(%j, %s) is %j', (value, language, expected) => {
    expect(workPermitLabel(value, language)).toBe(expected);
  });
});
