import { describe, expect, it } from 'vitest';
import { defaultAccentColors, accentColorsFor } from '../../../../domain/cv/colours';
import { cvDocumentSchema, emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { blankItem } from './blank-items';
import {
  addCustomSection,
  keepReviewSection,
  addListItem,
  moveListItem,
  removeCustomSection,
  removeItem,
  setAccentColor,
  setCustomSectionContent,
  setLayout,
  setPersonalField,
  setSectionHidden,
  setSectionTitle,
  setTemplate,
  updateListItem,
  withCustomTitlesFromSectionTitles,
} from './cv-updates';

describe('CV updates', () => {
  const cv = emptyCvDocument(2);

  it('returns the same object when nothing changes (no needless renders or saves)', () => {
    expect(setPersonalField(cv, 'city', '')).toBe(cv);
    expect(setTemplate(cv, 2)).toBe(cv);
    expect(setSectionHidden(cv, 'skills', false)).toBe(cv);
  });

  it('sets the spacing and the text size, keeping the CV when nothing changes', () => {
    expect(setLayout(cv, { density: 'normal' })).toBe(cv);
    const airy = setLayout(cv, { density: 'airy' });
    expect(airy.layout).toEqual({ density: 'airy', font_size: 10 });
    expect(setLayout(airy, { font_size: 11.5 }).layout).toEqual({ density: 'airy', font_size: 11.5 });
    expect(cv.layout).toEqual({ density: 'normal', font_size: 10 });
  });

  it('resets the accent colours to the template defaults on a template change', () => {
    const coloured = setAccentColor(cv, '#3F5130');
    const next = setTemplate(coloured, '4');
    expect(next.template_id).toBe(4);
    expect(next.accent_colors).toEqual(defaultAccentColors(4));
  });

  it('sets the primary colour and derives the secondary', () => {
    expect(setAccentColor(cv, '#1f5f5b').accent_colors).toEqual(accentColorsFor(2, '#1f5f5b'));
    expect(setAccentColor(cv, 'not-a-colour').accent_colors.primary).toBe('#E1E1E1');
  });

  it('adds, updates, moves and removes list items', () => {
    const one = addListItem(cv, 'skills');
    const two = addListItem(one.cv, 'skills');
    const named = updateListItem(two.cv, 'skills', one.id, { name: 'Python', level: 80 });
    expect(named.skills.map((s) => s.name)).toEqual(['Python', '']);
    expect(updateListItem(named, 'skills', one.id, { name: 'Python' })).toBe(named);
    const moved = moveListItem(named, 'skills', two.id, one.id);
    expect(moved.skills.map((s) => s.id)).toEqual([two.id, one.id]);
    const removed = removeItem(moved, 'skills', two.id);
    expect(removed.skills.map((s) => s.id)).toEqual([one.id]);
  });

  it('toggles hidden sections and the job title', () => {
    const hidden = setSectionHidden(setSectionHidden(cv, 'references', true), 'job_title', true);
    expect(hidden.hidden_sections).toEqual(['references', 'job_title']);
    expect(setSectionHidden(hidden, 'references', false).hidden_sections).toEqual(['job_title']);
  });

  it('adds no custom section past the domain’s cap of 20', () => {
    let full = cv;
    for (let i = 0; i < 20; i += 1) full = addCustomSection(full).cv;
    expect(full.custom_fields).toHaveLength(20);
    const { cv: after, id } = addCustomSection(full);
    expect(after).toBe(full);
    expect(id).toBe('');
  });

  it('adds a custom section just after the summary and removes it everywhere', () => {
    const { cv: added, id } = addCustomSection(cv);
    expect(id).toMatch(/^custom_field_\d+$/);
    expect(added.section_order.slice(0, 3)).toEqual(['personal_info', 'summary', id]);
    expect(added.custom_fields).toEqual([{ id, title: 'Section personnalisée', content: '' }]);
    const renamed = setSectionTitle(setCustomSectionContent(added, id, '<p>Chorale</p>'), id, 'Loisirs');
    expect(renamed.custom_fields[0]).toEqual({ id, title: 'Loisirs', content: '<p>Chorale</p>' });
    expect(renamed.section_titles[id]).toBe('Loisirs');
    const hidden = setSectionHidden(renamed, id, true);
    const removed = removeCustomSection(hidden, id);
    expect(removed.custom_fields).toEqual([]);
    expect(removed.section_order).not.toContain(id);
    expect(removed.section_titles).not.toHaveProperty(id);
    expect(removed.hidden_sections).not.toContain(id);
  });

  it('titles custom fields from section_titles on load', () => {
    const loaded = {
      ...cv,
      custom_fields: [
        { id: 'custom_field_1', title: 'Ancien', content: '' },
        { id: 'custom_field_2', title: 'Garde', content: '' },
      ],
      section_titles: { custom_field_1: 'Nouveau' },
    };
    expect(withCustomTitlesFromSectionTitles(loaded).custom_fields.map((f) => f.title)).toEqual(['Nouveau', 'Garde']);
    expect(withCustomTitlesFromSectionTitles(cv)).toBe(cv);
  });

  it('keeps one blank experience when the last is removed', () => {
    const only = { ...cv, professional_experiences: [blankItem('professional_experiences', 'e1')] };
    expect(removeItem(only, 'professional_experiences', 'e1').professional_experiences).toHaveLength(1);
  });
});

describe('the import’s review section', () => {
  it('becomes an ordinary section when the user keeps it, and nothing else changes', () => {
    const cv = cvDocumentSchema.parse({ custom_fields: [{ id: 'custom_field_r', title: 'À vérifier', content: '<p>x</p>', review: true }] });
    expect(keepReviewSection(cv, 'custom_field_r').custom_fields).toEqual([{ id: 'custom_field_r', title: 'À vérifier', content: '<p>x</p>' }]);
    expect(keepReviewSection(cv, 'custom_field_other')).toBe(cv);
  });
});
