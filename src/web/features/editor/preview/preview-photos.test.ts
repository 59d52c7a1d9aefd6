import { describe, expect, it, vi } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { ApiRequestError } from '../../../lib/api-errors';
import { createPreviewPhotos } from './preview-photos';
import { previewRequestBody } from './preview-request';

const photo = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';
const cvId = '0b8e3c9a-5d1f-4c3e-9a2b-7f6e5d4c3b2a';

function setup() {
  const deps = {
    storePhoto: vi.fn(async () => 'K'.repeat(43)),
    fetchSavedPhoto: vi.fn(async () => new Blob(['jpeg'])),
    createObjectUrl: vi.fn(() => `blob:http://cv.test/${Math.random()}`),
    revokeObjectUrl: vi.fn(),
  };
  return { deps, photos: createPreviewPhotos(deps) };
}

describe('preview photos', () => {
  it('sends an anonymous draft’s photo once, then only its key', async () => {
    const { deps, photos } = setup();
    const cv = { ...emptyCvDocument(1), personal_info: { ...emptyCvDocument(1).personal_info, photo_base64: photo } };
    for (let i = 0; i < 3; i++) {
      const body = await photos.requestBody(previewRequestBody(cv));
      expect(body.photo_key).toBe('K'.repeat(43));
      expect(body.cv_data.personal_info?.photo_base64).toBe('');
    }
    expect(deps.storePhoto).toHaveBeenCalledTimes(1);
    expect(deps.storePhoto).toHaveBeenCalledWith(photo);
  });

  it('stores the photo again once the server says it expired', async () => {
    const { deps, photos } = setup();
    const cv = { ...emptyCvDocument(1), personal_info: { ...emptyCvDocument(1).personal_info, photo_base64: photo } };
    await photos.requestBody(previewRequestBody(cv));
    expect(photos.isMissingPhoto(new ApiRequestError('http', 409, { code: 'version_conflict' }))).toBe(false);
    expect(photos.isMissingPhoto(new ApiRequestError('http', 409, { code: 'preview_photo_missing' }))).toBe(true);
    await photos.requestBody(previewRequestBody(cv));
    expect(deps.storePhoto).toHaveBeenCalledTimes(2);
  });

  it('leaves a request without a photo as it is', async () => {
    const { deps, photos } = setup();
    const body = previewRequestBody(emptyCvDocument(2), cvId);
    expect(await photos.requestBody(body)).toBe(body);
    expect(deps.storePhoto).not.toHaveBeenCalled();
  });

  it('shows the saved photo from the editor’s own copy, fetched once per version', async () => {
    const { deps, photos } = setup();
    const html = (v: string) => `<img class="t1-photo" src="/api/cvs/${cvId}/photo/?v=${v}" alt="">`;
    const first = await photos.resolveHtml(html('aA1_-z'));
    expect(first).toMatch(/src="blob:http:\/\/cv\.test\//);
    expect(first).not.toContain('/photo/');
    expect(await photos.resolveHtml(html('aA1_-z'))).toBe(first);
    expect(deps.fetchSavedPhoto).toHaveBeenCalledTimes(1);

    await photos.resolveHtml(html('bb22'));
    await photos.resolveHtml(html('cc33'));
    expect(deps.fetchSavedPhoto).toHaveBeenCalledTimes(3);
    await Promise.resolve();
    // Only the two newest copies are kept.
    expect(deps.revokeObjectUrl).toHaveBeenCalledTimes(1);
  });

  it('leaves an anonymous draft’s stored photo for the frame to load', async () => {
    const { deps, photos } = setup();
    const html = `<img src="/api/cvs/preview-photos/${'K'.repeat(43)}/" alt="">`;
    expect(await photos.resolveHtml(html)).toBe(html);
    expect(deps.fetchSavedPhoto).not.toHaveBeenCalled();
  });
});
