import { describe, expect, it } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { blankItem, canRemoveItem, isBlankItem, isBlankRichText, needsBlankSeed, removeListItem, withBlankSeedItems } from './blank-items';

describe('blank items (spec section 4)', () => {
  it('seeds one blank item per empty list section of a CV without first name, last name or e-mail', () => {
    const seeded = withBlankSeedItems(emptyCvDocument(1));
    for (const section of ['professional_experiences', 'education', 'skills', 'languages', 'accreditations', 'references'] as const) {
      expect(seeded[section]).toHaveLength(1);
      expect(isBlankItem(seeded[section][0]!)).toBe(true);
    }
  });

  it('does not seed a CV that has a name or an e-mail, nor a section that has items', () => {
    const base = emptyCvDocument(1);
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      const cv = { ...base, personal_info: { ...base.personal_info, [field]: 'x' } };
      expect(needsBlankSeed(cv)).toBe(false);
      expect(withBlankSeedItems(cv)).toBe(cv);
    }
    const withSkill = { ...base, skills: [{ ...blankItem('skills'), name: 'SAP' }] };
    expect(withBlankSeedItems(withSkill).skills).toEqual(withSkill.skills);
  });

  it('counts only written text as content, not levels or switches', () => {
    expect(isBlankItem({ ...blankItem('skills'), level: 80, type: 'soft', showLevel: false })).toBe(true);
    expect(isBlankItem({ ...blankItem('professional_experiences'), description: '<p> </p>' })).toBe(true);
    expect(isBlankItem({ ...blankItem('professional_experiences'), description: '<p>Audit</p>' })).toBe(false);
    expect(isBlankItem({ ...blankItem('references'), phone: '+41' })).toBe(false);
    expect(isBlankRichText('<p>&nbsp;</p>')).toBe(true);
  });

  it('keeps one blank item when the last skill, language, experience or education is removed', () => {
    for (const section of ['skills', 'languages', 'professional_experiences', 'education'] as const) {
      const item = blankItem(section, 'only');
      const left = removeListItem(section, [item], 'only');
      expect(left).toHaveLength(1);
      expect(left[0]!.id).not.toBe('only');
      expect(isBlankItem(left[0]!)).toBe(true);
    }
  });

  it('lets accreditations and references become empty', () => {
    expect(removeListItem('accreditations', [blankItem('accreditations', 'a')], 'a')).toEqual([]);
    expect(removeListItem('references', [blankItem('references', 'r')], 'r')).toEqual([]);
  });

  it('hides the remove button only for a lone blank item', () => {
    const blank = blankItem('skills', '1');
    const named = { ...blankItem('skills', '2'), name: 'Excel' };
    expect(canRemoveItem([blank], blank)).toBe(false);
    expect(canRemoveItem([named], named)).toBe(true);
    expect(canRemoveItem([blank, named], blank)).toBe(true);
  });
});
