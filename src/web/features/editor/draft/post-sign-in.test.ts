import { describe, expect, it } from 'vitest';
import { postSignInPlan } from './post-sign-in';

const none = { downloadIntent: false, draftSaveFailed: false };

describe('postSignInPlan', () => {
  it('leaves the default rules alone without a draft, an intent or an editor', () => {
    expect(postSignInPlan(none)).toEqual({ openDownloadModal: false });
    expect(postSignInPlan({ ...none, returnTo: '/security' })).toEqual({ openDownloadModal: false });
  });

  it('returns to the saved draft with the download modal after a download intent', () => {
    expect(postSignInPlan({ ...none, downloadIntent: true, savedCvId: 'c1', storedRedirect: '/editor/model/3' })).toEqual({
      destination: '/editor/cv/c1',
      openDownloadModal: true,
    });
  });

  it('returns to the stored editor page after a download intent without a draft', () => {
    expect(postSignInPlan({ ...none, downloadIntent: true, storedRedirect: '/editor/cv/c9?x=1' })).toEqual({
      destination: '/editor/cv/c9?x=1',
      openDownloadModal: true,
    });
    expect(postSignInPlan({ ...none, downloadIntent: true, storedRedirect: '//evil.example' }).destination).toBe('/editor');
    expect(postSignInPlan({ ...none, downloadIntent: true, editorPath: '/editor/model/2' }).destination).toBe('/editor/model/2');
  });

  it('opens the CV a saved draft became, unless a protected page was asked for', () => {
    expect(postSignInPlan({ ...none, savedCvId: 'c2' })).toEqual({ destination: '/editor/cv/c2', openDownloadModal: false });
    expect(postSignInPlan({ ...none, savedCvId: 'c2', returnTo: '/' }).destination).toBe('/editor/cv/c2');
    expect(postSignInPlan({ ...none, savedCvId: 'c2', returnTo: '/abonnement' }).destination).toBe('/abonnement');
  });

  it('goes back to the editor when the draft could not be saved', () => {
    expect(postSignInPlan({ ...none, draftSaveFailed: true }).destination).toBe('/editor');
    expect(postSignInPlan({ ...none, draftSaveFailed: true, editorPath: '/editor/model/4' }).destination).toBe('/editor/model/4');
  });

  it('stays in the editor it was signed in from', () => {
    expect(postSignInPlan({ ...none, editorPath: '/editor/model/6' }).destination).toBe('/editor/model/6');
  });
});
