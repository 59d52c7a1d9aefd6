import { describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../../../../domain/cv/cv-schema';
import { describeCvField } from './field-labels';

const cv = cvDocumentSchema.parse({
  professional_experiences: [{ id: 'e1', title: 'Comptable' }, { id: 'e2' }],
  custom_fields: [{ id: 'custom_field_1', title: 'Bénévolat', content: '' }],
  section_titles: { skills: 'Savoir-faire' },
});

describe('describeCvField', () => {
  it('names a server field path in the form’s French words', () => {
    expect(describeCvField(cv, 'professional_experiences.1.startDate')).toEqual({
      sectionId: 'professional_experiences',
      itemIndex: 1,
      label: 'Début',
      text: 'Expériences professionnelles › élément 2 › Début',
    });
    expect(describeCvField(cv, 'personal_info.city').text).toBe('Informations personnelles › Ville');
    expect(describeCvField(cv, 'summary.content').text).toBe('Profil');
    expect(describeCvField(cv, 'skills.0.name').text).toBe('Savoir-faire › élément 1 › Compétence');
    expect(describeCvField(cv, 'custom_fields.0.content')).toMatchObject({ sectionId: 'custom_field_1', text: 'Bénévolat' });
    expect(describeCvField(cv, 'title').text).toBe('Nom du CV');
  });
});
