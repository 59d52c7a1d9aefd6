import { describe, expect, it } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { blankItem } from '../model/blank-items';
import { draftHasContent, draftJson, isResumableDraft, parseDraft } from './draft-storage';

describe('draft storage (tempCvData)', () => {
  it('writes the spec shape: empty custom fields, order, titles and hidden sections included', () => {
    const raw = JSON.parse(draftJson(emptyCvDocument(3))) as Record<string, unknown>;
    expect(raw).toMatchObject({ template_id: 3, custom_fields: [], section_order: [], section_titles: {}, hidden_sections: [] });
  });

  it('reads back what it wrote, and nothing from broken data', () => {
    const cv = { ...emptyCvDocument(4), personal_info: { ...emptyCvDocument(4).personal_info, firstName: 'Léa' } };
    expect(parseDraft(draftJson(cv))).toEqual({ cv, hasTemplate: true });
    expect(parseDraft(null)).toBeUndefined();
    expect(parseDraft('{not json')).toBeUndefined();
    expect(parseDraft('"text"')).toBeUndefined();
    // A draft that does not fit is repaired, and the repair is said.
    expect(parseDraft(JSON.stringify({ skills: 'nope' }))?.repairs).toEqual([{ path: 'skills', kind: 'removed', removedText: 'nope' }]);
  });

  it('keeps a draft over the limits, shortened, with what was taken out (never an empty CV)', () => {
    const draft = parseDraft(JSON.stringify({ template_id: 2, personal_info: { firstName: 'Léa', city: `${'x'.repeat(200)}-fin` } }));
    expect(draft?.cv.personal_info.firstName).toBe('Léa');
    expect(draft?.cv.personal_info.city).toBe('x'.repeat(200));
    expect(draft?.repairs).toEqual([{ path: 'personal_info.city', kind: 'shortened', removedText: '-fin' }]);
  });

  it('opens a draft with a 49-character date as it is', () => {
    const date = 'septembre 2019 – aujourd’hui (temps partiel 80 %)';
    const draft = parseDraft(JSON.stringify({ template_id: 2, professional_experiences: [{ id: 'e', startDate: date }] }));
    expect(draft?.cv.professional_experiences[0]?.startDate).toBe(date);
    expect(draft?.repairs).toBeUndefined();
  });

  it('knows whether the stored draft named a template', () => {
    expect(parseDraft(JSON.stringify({ personal_info: { firstName: 'Léa' } }))?.hasTemplate).toBe(false);
    expect(parseDraft(JSON.stringify({ template_id: 2 }))?.hasTemplate).toBe(true);
  });

  it('resumes a draft with a template and a first name or an experience', () => {
    const base = emptyCvDocument(2);
    const named = { ...base, personal_info: { ...base.personal_info, firstName: 'Noé' } };
    const experienced = { ...base, professional_experiences: [{ ...blankItem('professional_experiences'), company: 'CFF' }] };
    const blankExperience = { ...base, professional_experiences: [blankItem('professional_experiences')] };
    expect(isResumableDraft({ cv: named, hasTemplate: true })).toBe(true);
    expect(isResumableDraft({ cv: experienced, hasTemplate: true })).toBe(true);
    expect(isResumableDraft({ cv: named, hasTemplate: false })).toBe(false);
    expect(isResumableDraft({ cv: blankExperience, hasTemplate: true })).toBe(false);
    expect(isResumableDraft({ cv: { ...base, personal_info: { ...base.personal_info, firstName: '  ' } }, hasTemplate: true })).toBe(false);
  });

  it('tells a draft with content from an untouched one', () => {
    const base = emptyCvDocument(1);
    expect(draftHasContent(base)).toBe(false);
    expect(draftHasContent({ ...base, skills: [blankItem('skills')] })).toBe(false);
    expect(draftHasContent({ ...base, summary: { content: '<p></p>', formatting: { alignment: 'left' } } })).toBe(false);
    expect(draftHasContent({ ...base, summary: { content: '<p>Ingénieure</p>', formatting: { alignment: 'left' } } })).toBe(true);
    expect(draftHasContent({ ...base, personal_info: { ...base.personal_info, city: 'Sion' } })).toBe(true);
    expect(draftHasContent({ ...base, languages: [{ ...blankItem('languages'), name: 'Romanche' }] })).toBe(true);
    expect(draftHasContent({ ...base, custom_fields: [{ id: 'custom_field_1', title: 'Bénévolat', content: '<p>Croix-Rouge</p>' }] })).toBe(true);
  });
});
