import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { draftJson } from './draft-storage';
import { setEditorPresence } from './editor-presence';
import { memoryStorage } from '../../../testing/memory-storage';

const createCv = vi.fn<(...args: unknown[]) => Promise<unknown>>();
vi.mock('../api/create-cv', () => ({ createCv: (...args: unknown[]) => createCv(...args) }));
vi.mock('../api/cv-photo', () => ({ uploadCvPhoto: vi.fn() }));

const { saveDraftAtRegistration, saveDraftAtSignIn, registrationMessages } = await import('./sign-in-draft');

let local: Storage;
let session: Storage;
beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
  createCv.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const draftWithName = () => {
  const cv = emptyCvDocument(4);
  return draftJson({ ...cv, personal_info: { ...cv.personal_info, firstName: 'Maëlle' } });
};
const meta = { id: 'cv-1', createdAt: null, updatedAt: null, photoUrl: null };

describe('registration with a draft', () => {
  it('creates the CV with the answered token, clears the draft and goes to the verification page after 3 s', async () => {
    local.setItem('tempCvData', draftWithName());
    createCv.mockResolvedValue(meta);
    const outcome = await saveDraftAtRegistration({ tokens: { access: 'fresh-token' } });
    expect(createCv).toHaveBeenCalledWith(expect.objectContaining({ template_id: 4 }), { accessToken: 'fresh-token' });
    expect(outcome).toEqual({ message: registrationMessages.cvSaved, tone: 'success', redirectTo: '/email-verification-pending', closeAfterMs: 3000 });
    expect(local.getItem('tempCvData')).toBeNull();
    expect(local.getItem('token')).toBeNull();
  });

  it('keeps the draft and says so when the CV cannot be saved', async () => {
    local.setItem('tempCvData', draftWithName());
    createCv.mockRejectedValue(new Error('500'));
    expect(await saveDraftAtRegistration({ tokens: { access: 't' } })).toEqual({ message: registrationMessages.cvNotSaved, tone: 'warning' });
    expect(local.getItem('tempCvData')).not.toBeNull();
  });

  it('with a download asked for, the first sign-in (in another tab) returns to the CV saved here and opens its download modal', async () => {
    local.setItem('tempCvData', draftWithName());
    local.setItem('pendingDownloadRedirect', 'true');
    session.setItem('redirectAfterLogin', '/editor/model/4');
    session.setItem('redirectType', 'download');
    createCv.mockResolvedValue(meta);
    await saveDraftAtRegistration({ tokens: { access: 't' } });
    expect(local.getItem('download_redirect_url')).toBe('/editor/cv/cv-1');

    // The verification link opened a new tab: its sessionStorage is empty.
    session = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    await expect(saveDraftAtSignIn({})).resolves.toBe('/editor/cv/cv-1');
    expect(createCv).toHaveBeenCalledTimes(1);
    expect(local.getItem('shouldOpenDownloadModal')).toBe('true');
    expect([local.getItem('pendingDownloadRedirect'), local.getItem('download_redirect_url')]).toEqual([null, null]);
  });

  it('leaves the default outcome without a draft worth saving', async () => {
    local.setItem('tempCvData', draftJson(emptyCvDocument(1)));
    expect(await saveDraftAtRegistration({ tokens: { access: 't' } })).toBeUndefined();
    expect(createCv).not.toHaveBeenCalled();
  });
});

describe('after signing in', () => {
  it('saves the draft, consumes the download intent and opens the download modal on the new CV', async () => {
    local.setItem('tempCvData', draftWithName());
    session.setItem('redirectAfterLogin', '/editor/model/4');
    session.setItem('redirectType', 'download');
    local.setItem('pendingDownloadRedirect', 'true');
    createCv.mockResolvedValue(meta);
    await expect(saveDraftAtSignIn({})).resolves.toBe('/editor/cv/cv-1');
    expect(local.getItem('tempCvData')).toBeNull();
    expect(local.getItem('shouldOpenDownloadModal')).toBe('true');
    expect([session.getItem('redirectAfterLogin'), session.getItem('redirectType'), local.getItem('pendingDownloadRedirect')]).toEqual([null, null, null]);
  });

  it('returns to the stored editor page for a download asked without a draft', async () => {
    session.setItem('redirectAfterLogin', '/editor/cv/abc');
    session.setItem('redirectType', 'download');
    await expect(saveDraftAtSignIn({})).resolves.toBe('/editor/cv/abc');
    expect(local.getItem('shouldOpenDownloadModal')).toBe('true');
  });

  it('when the editor’s own save made the draft a CV first, goes to that CV, not to the page it left', async () => {
    // Signing in also starts the editor's save: it created the CV and cleared the draft already.
    session.setItem('redirectAfterLogin', '/editor/model/4');
    session.setItem('redirectType', 'download');
    local.setItem('pendingDownloadRedirect', 'true');
    const leave = setEditorPresence({ flushDraft: () => undefined, path: () => '/editor/model/4', savedCvId: () => 'cv-9' });
    try {
      await expect(saveDraftAtSignIn({})).resolves.toBe('/editor/cv/cv-9');
      expect(local.getItem('shouldOpenDownloadModal')).toBe('true');
      // Without a download asked for, the same: the editor stays on its new CV.
      await expect(saveDraftAtSignIn({})).resolves.toBe('/editor/cv/cv-9');
    } finally {
      leave();
    }
    expect(createCv).not.toHaveBeenCalled();
  });

  it('goes back to the editor when the draft cannot be saved, keeping it', async () => {
    local.setItem('tempCvData', draftWithName());
    createCv.mockRejectedValue(new Error('offline'));
    await expect(saveDraftAtSignIn({})).resolves.toBe('/editor');
    expect(local.getItem('tempCvData')).not.toBeNull();
  });

  it('lets the default rules decide without draft or intent', async () => {
    await expect(saveDraftAtSignIn({ returnTo: '/security' })).resolves.toBeUndefined();
    expect(local.getItem('shouldOpenDownloadModal')).toBeNull();
  });
});
