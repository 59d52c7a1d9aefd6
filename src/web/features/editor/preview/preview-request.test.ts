import { describe, expect, it } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { previewRequestBody } from './preview-request';

describe('previewRequestBody', () => {
  const cv = {
    ...emptyCvDocument(3),
    skills: [
      { id: '1', name: ' ', level: 60, type: 'hard' as const, showLevel: true },
      { id: '2', name: 'Kotlin', level: 80, type: 'hard' as const, showLevel: true },
    ],
    languages: [{ id: '3', name: '', level: 50, showLevel: true }],
  };

  it('sends the template, the primary colour and the CV without blank skills and languages', () => {
    const body = previewRequestBody(cv);
    expect(body.template_id).toBe(3);
    expect(body.accent_color).toBe(cv.accent_colors.primary);
    expect(body.cv_data.skills?.map((s) => s.name)).toEqual(['Kotlin']);
    expect(body.cv_data).not.toHaveProperty('languages');
    expect(body).not.toHaveProperty('cv_id');
  });

  it('names the saved CV, whose photo the server has', () => {
    expect(previewRequestBody(cv, 'abc').cv_id).toBe('abc');
  });

  it('keeps an anonymous photo inside personal_info', () => {
    const withPhoto = { ...cv, personal_info: { ...cv.personal_info, photo_base64: 'data:image/jpeg;base64,/9j/AAAA' } };
    expect(previewRequestBody(withPhoto).cv_data.personal_info?.photo_base64).toBe('data:image/jpeg;base64,/9j/AAAA');
  });
});
