import { describe, expect, it } from 'vitest';
import { savedAgo, saveStatusText } from './save-status';

describe('saveStatusText', () => {
  const now = 1_000_000;
  it('says saving while a save is in flight', () => {
    expect(saveStatusText({ signedIn: true, saving: true, dirty: true, now })).toBe('Sauvegarde...');
  });
  it('says unsaved, and (non connecté) when signed out', () => {
    expect(saveStatusText({ signedIn: true, saving: false, dirty: true, now })).toBe('Modifications non sauvegardées');
    expect(saveStatusText({ signedIn: false, saving: false, dirty: true, now })).toBe('Modifications non sauvegardées (non connecté)');
    expect(saveStatusText({ signedIn: false, saving: false, dirty: false, now })).toBe('');
  });
  it('says when the last save happened', () => {
    expect(saveStatusText({ signedIn: true, saving: false, dirty: false, lastSavedAt: now - 9_999, now })).toBe("Modifications sauvegardées à l'instant");
    expect(saveStatusText({ signedIn: true, saving: false, dirty: false, lastSavedAt: now - 10_000, now })).toBe('Modifications sauvegardées il y a 10s');
    expect(saveStatusText({ signedIn: true, saving: false, dirty: false, lastSavedAt: now - 125_000, now })).toBe('Modifications sauvegardées il y a 2min');
    expect(saveStatusText({ signedIn: true, saving: false, dirty: false, now })).toBe('');
  });
  it('never shows a negative age (clock moved back)', () => {
    expect(savedAgo(-5000)).toBe("à l'instant");
    expect(savedAgo(59_999)).toBe('il y a 59s');
  });
});
