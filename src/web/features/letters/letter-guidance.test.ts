import { describe, expect, it } from 'vitest';
import { letterHints } from './letter-guidance';

const layout = (pages: number, fit = 1, addressFits = true) => ({ pages, fit, addressFits });

describe('letter guidance', () => {
  it('gives the structure and length hints, and a warning first once the letter runs over one page', () => {
    expect(letterHints(layout(1), false).map((h) => h.tone)).toEqual(['info', 'info']);
    const over = letterHints(layout(2), false);
    expect(over[0]).toEqual({
      tone: 'warning',
      text: 'Votre lettre tient sur 2 pages\u00a0: les recruteurs suisses attendent une seule page. Raccourcissez le texte ou cochez «\u00a0Ajuster sur une page\u00a0».',
    });
    expect(letterHints(undefined, false)).toHaveLength(2);
  });

  it('says when « Ajuster sur une page » tightened the letter, and when it could not', () => {
    expect(letterHints(layout(1, 0.8), true)[0]).toEqual({ tone: 'info', text: 'Lettre resserrée pour tenir sur une page.' });
    expect(letterHints(layout(2, 1), true)[0]).toEqual({
      tone: 'warning',
      text: 'Même resserrée au plus, votre lettre tient sur 2 pages\u00a0: raccourcissez-la de quelques lignes pour qu’elle tienne sur une seule.',
    });
  });

  it('warns first when the address no longer fits the envelope’s window', () => {
    expect(letterHints(layout(1, 1, false), false)[0]).toEqual({
      tone: 'warning',
      text: 'L’adresse du destinataire dépasse la fenêtre de l’enveloppe\u00a0: raccourcissez une ligne (abréviations, service) ou affichez la fenêtre sur l’aperçu pour vérifier.',
    });
  });
});
