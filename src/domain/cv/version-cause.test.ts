import { describe, expect, it } from 'vitest';
import { isCheckpointCause, versionLabel } from './version-cause';

const at = (iso: string) => `le ${iso.slice(0, 10)}`;

describe('versionLabel', () => {
  it.each([
    [null, null, 'modifications'],
    ['created', null, 'création'],
    ['before_item_removal', 'Firme SA', 'avant suppression de “Firme SA”'],
    ['before_item_removal', null, 'avant suppression d’un élément'],
    ['before_section_removal', 'Bénévolat', 'avant suppression de la section “Bénévolat”'],
    ['before_import', 'cv.pdf', 'avant import de “cv.pdf”'],
    ['before_template_change', 'Classic Elegant', 'avant changement de modèle (Classic Elegant)'],
    ['before_restore', null, 'avant restauration'],
    ['restore', '2026-11-24T10:32:05.000Z', 'restauration de la version du le 2026-11-24'],
    ['restore', null, 'restauration'],
    ['overwrite', null, 'votre version, gardée lors d’un conflit'],
  ])('%s / %s: « %s »', (cause, subject, label) => {
    expect(versionLabel(cause, subject, at)).toBe(label);
  });

  it('knows which causes the editor may ask for', () => {
    expect(['before_item_removal', 'before_section_removal', 'before_import', 'before_template_change'].every(isCheckpointCause)).toBe(true);
    expect(['restore', 'created', 'before_restore', '', undefined].some(isCheckpointCause)).toBe(false);
  });
});
