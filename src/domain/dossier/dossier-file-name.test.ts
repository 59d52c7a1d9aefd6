import { describe, expect, it } from 'vitest';
import { dossierFileName } from './dossier-file-name.js';

describe('the name of the merged file', () => {
  it('is Dossier_Prenom_Nom_Entreprise.pdf with accents kept and punctuation dropped', () => {
    expect(dossierFileName('Zoé', 'Müller', 'Nestlé S.A.')).toBe('Dossier_Zoé_Müller_Nestlé-S-A.pdf');
  });
  it('joins the words of a part with hyphens and leaves out empty parts', () => {
    expect(dossierFileName('Jean Marc', '', 'Banque Cantonale Vaudoise')).toBe('Dossier_Jean-Marc_Banque-Cantonale-Vaudoise.pdf');
    expect(dossierFileName('', '', '/../')).toBe('Dossier.pdf');
  });
});
