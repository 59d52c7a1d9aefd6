import { describe, expect, it } from 'vitest';
import { pastedTextAsHtml } from './pasted-lists';

describe('pastedTextAsHtml', () => {
  it('turns a Word list pasted as text (« · » and a tab) into list items, the glyphs dropped', () => {
    const word = 'Missions principales\r\n·\tTenue de la comptabilité\r\n·\tBouclements annuels\r\no\tTVA & décomptes\r\nRésultat : 3 clients repris';
    expect(pastedTextAsHtml(word)).toBe(
      '<p>Missions principales</p><ul><li><p>Tenue de la comptabilité</p></li><li><p>Bouclements annuels</p></li><li><p>TVA &amp; décomptes</p></li></ul><p>Résultat : 3 clients repris</p>',
    );
  });

  it('reads « • », « – », « - » and « * » bullets, and numbered lines as a numbered list', () => {
    expect(pastedTextAsHtml('• Un\n– Deux\n- Trois\n* Quatre')).toBe(
      '<ul><li><p>Un</p></li><li><p>Deux</p></li><li><p>Trois</p></li><li><p>Quatre</p></li></ul>',
    );
    expect(pastedTextAsHtml('1. Analyse\n2) Offre')).toBe('<ol><li><p>Analyse</p></li><li><p>Offre</p></li></ol>');
  });

  it('leaves text without list lines to the plain paste, and does not take a word for a bullet', () => {
    expect(pastedTextAsHtml('Premier paragraphe\nSecond paragraphe')).toBeUndefined();
    expect(pastedTextAsHtml('o la la\n-5 % de frais\n·pas une puce')).toBeUndefined();
  });

  it('escapes what would be markup', () => {
    expect(pastedTextAsHtml('• <b>gras</b>')).toBe('<ul><li><p>&lt;b&gt;gras&lt;/b&gt;</p></li></ul>');
  });
});
