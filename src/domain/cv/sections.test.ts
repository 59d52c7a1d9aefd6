import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER, resolveSectionOrder } from './sections.js';

const DEFAULT = [...DEFAULT_SECTION_ORDER];

describe('section order', () => {
  it('is the spec default order', () => {
    expect(DEFAULT).toEqual([
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

  it.each([
    ['an empty order', [], [], DEFAULT],
    ['the default order', DEFAULT, [], DEFAULT],
    [
      'a reordered list',
      ['personal_info', 'summary', 'skills', 'education', 'professional_experiences'],
      [],
      ['personal_info', 'summary', 'skills', 'languages', 'accreditations', 'references', 'linkedin', 'miscellaneous', 'education', 'professional_experiences'],
    ],
    [
      "the 'experiences' spelling, duplicates and unknown ids",
      ['summary', 'experiences', 'nope', 'summary', 'education'],
      [],
      ['personal_info', 'summary', 'professional_experiences', 'education', 'skills', 'languages', 'accreditations', 'references', 'linkedin', 'miscellaneous'],
    ],
    [
      'custom sections in the order and one missing from it',
      ['personal_info', 'summary', 'custom_field_2', 'professional_experiences'],
      ['custom_field_1', 'custom_field_2'],
      [
        'personal_info',
        'summary',
        'custom_field_2',
        'professional_experiences',
        'education',
        'skills',
        'languages',
        'accreditations',
        'references',
        'linkedin',
        'miscellaneous',
        'custom_field_1',
      ],
    ],
    ['an order naming a custom section that no longer exists', ['personal_info', 'custom_field_9', 'summary'], [], DEFAULT],
  ])('resolves %s', (_name, order, custom, expected) => {
    expect(resolveSectionOrder(order, custom)).toEqual(expected);
  });
});
