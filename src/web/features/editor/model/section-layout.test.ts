import { describe, expect, it } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { editorSectionOrder, moveSection, sectionTitle } from './section-layout';

describe('section layout', () => {
  it('shows the default order with the fixed sections first', () => {
    expect(editorSectionOrder(emptyCvDocument(1))).toEqual([
      'personal_info',
      'summary',
      'professional_experiences',
      'education',
      'skills',
      'languages',
      'accreditations',
      'references',
      'linkedin',
      'miscellaneous',
    ]);
  });

  it('puts the fixed sections back on top of a saved order and keeps custom sections', () => {
    const cv = {
      ...emptyCvDocument(1),
      section_order: ['skills', 'summary', 'custom_field_1', 'personal_info'],
      custom_fields: [{ id: 'custom_field_1', title: 'Bénévolat', content: '' }],
    };
    const order = editorSectionOrder(cv);
    expect(order.slice(0, 3)).toEqual(['personal_info', 'summary', 'skills']);
    expect(order.indexOf('custom_field_1')).toBeGreaterThan(order.indexOf('education'));
    expect(new Set(order).size).toBe(11);
  });

  it('moves a section, never a fixed one, and nothing above the fixed ones', () => {
    const order = ['personal_info', 'summary', 'a', 'b', 'c'];
    expect(moveSection(order, 'c', 'a')).toEqual(['personal_info', 'summary', 'c', 'a', 'b']);
    expect(moveSection(order, 'a', 'c')).toEqual(['personal_info', 'summary', 'b', 'c', 'a']);
    expect(moveSection(order, 'summary', 'c')).toBe(order);
    expect(moveSection(order, 'b', 'personal_info')).toEqual(['personal_info', 'summary', 'b', 'a', 'c']);
    expect(moveSection(order, 'a', 'summary')).toBe(order);
    expect(moveSection(order, 'a', 'unknown')).toBe(order);
  });

  it('titles a section with the user’s title, else the default in the CV language', () => {
    const cv = { ...emptyCvDocument(1), cv_language: 'de' as const };
    expect(sectionTitle(cv, 'education')).toBe('Ausbildung');
    expect(sectionTitle({ ...cv, section_titles: { education: 'Études' } }, 'education')).toBe('Études');
    expect(sectionTitle({ ...cv, custom_fields: [{ id: 'custom_field_2', title: 'Hobbys', content: '' }] }, 'custom_field_2')).toBe('Hobbys');
  });
});
