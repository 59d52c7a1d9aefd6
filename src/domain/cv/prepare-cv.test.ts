import { describe, expect, it } from 'vitest';
import { prepareCvForSending, withoutBlankSkillsAndLanguages } from './prepare-cv.js';

describe('before sending a CV (spec section 5)', () => {
  it('applies every rule at once', () => {
    const cv = prepareCvForSending({
      title: '',
      template: { id: 4 },
      custom_fields: { x: { id: 'custom_field_1', description: 'Chorale' }, y: { title: 'orphan' } },
      accent_colors: { primary: undefined },
    });
    expect(cv.title).toBe('Sans titre');
    expect(cv.template_id).toBe(4);
    expect(cv.skills).toEqual([]);
    expect(cv.summary).toEqual({ content: '', formatting: { alignment: 'left' } });
    expect(cv.custom_fields).toEqual([{ id: 'custom_field_1', title: 'Section personnalisée', content: 'Chorale' }]);
    expect(cv.accent_colors.primary).toBe('#E1E1E1');
  });
});

describe('preview request: skills and languages with blank names', () => {
  it.each([
    [
      'keeps named items and drops blank ones',
      { skills: [{ name: 'Excel' }, { name: '  ' }], languages: [{ name: '' }, { name: 'Allemand' }] },
      { skills: [{ name: 'Excel' }], languages: [{ name: 'Allemand' }] },
    ],
    ['drops a list with no name left', { skills: [{ name: ' ' }, { name: null }], languages: [] }, {}],
    ['leaves missing lists alone', { title: 'x' }, { title: 'x' }],
  ] as [string, Parameters<typeof withoutBlankSkillsAndLanguages>[0], object][])('%s', (_name, input, expected) => {
    expect(withoutBlankSkillsAndLanguages(input)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = { skills: [{ name: '' }] };
    withoutBlankSkillsAndLanguages(input);
    expect(input).toEqual({ skills: [{ name: '' }] });
  });
});
