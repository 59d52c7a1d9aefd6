import { describe, expect, it } from 'vitest';
import { repairCvDocument } from './cv-repair';

describe('repairCvDocument', () => {
  it('keeps a CV that fits as it is, with no repair', () => {
    const repaired = repairCvDocument({ title: 'CV', professional_experiences: [{ startDate: 'septembre 2019 – aujourd’hui (temps partiel 80 %)' }] });
    expect(repaired?.repairs).toEqual([]);
    expect(repaired?.cv.professional_experiences[0]?.startDate).toBe('septembre 2019 – aujourd’hui (temps partiel 80 %)');
  });

  it('shortens a text over its limit and says what was taken out', () => {
    const repaired = repairCvDocument({ personal_info: { firstName: `${'a'.repeat(200)}FIN` } });
    expect(repaired?.cv.personal_info.firstName).toBe('a'.repeat(200));
    expect(repaired?.repairs).toEqual([{ path: 'personal_info.firstName', kind: 'shortened', removedText: 'FIN' }]);
  });

  it('cuts a list over 50 items and custom sections over 20, counting what was taken off', () => {
    const skills = Array.from({ length: 53 }, (_, i) => ({ id: `s${i}`, name: `Compétence ${i}` }));
    const custom = Array.from({ length: 22 }, (_, i) => ({ id: `c${i}`, title: `Section ${i}`, content: 'x' }));
    const repaired = repairCvDocument({ skills, custom_fields: custom });
    expect(repaired?.cv.skills).toHaveLength(50);
    expect(repaired?.cv.custom_fields).toHaveLength(20);
    expect(repaired?.repairs).toEqual(
      expect.arrayContaining([
        { path: 'skills', kind: 'list-shortened', removedItems: 3 },
        { path: 'custom_fields', kind: 'list-shortened', removedItems: 2 },
      ]),
    );
  });

  it('removes a value of the wrong kind and strips control characters', () => {
    const repaired = repairCvDocument({ title: 'A\u0000B', skills: [{ id: 's', name: 'Excel', level: 'beaucoup' }] });
    expect(repaired?.cv.title).toBe('AB');
    expect(repaired?.cv.skills[0]).toMatchObject({ name: 'Excel', level: null });
    expect(repaired?.repairs).toEqual([{ path: 'skills.0.level', kind: 'removed', removedText: 'beaucoup' }]);
  });

  it('gives up on something that is not a CV', () => {
    expect(repairCvDocument('texte')).toBeUndefined();
    expect(repairCvDocument(null)).toBeUndefined();
  });
});
