import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../testing/memory-storage';

let local: Storage;
let session: Storage;
beforeEach(() => {
  vi.resetModules();
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
});
afterEach(() => vi.unstubAllGlobals());

describe('socialSignInDestination', () => {
  it('goes to the CV list by default, or to the stored return URL of the full-page flow', async () => {
    const { socialSignInDestination } = await import('./destination');
    await expect(socialSignInDestination('popup')).resolves.toBe('/mes_cvs');
    await expect(socialSignInDestination('redirect', '/')).resolves.toBe('/mes_cvs');
    await expect(socialSignInDestination('redirect', '/conseils')).resolves.toBe('/conseils');
  });

  it('popup flow: a download intent goes back to the editor page that asked for it', async () => {
    session.setItem('redirectAfterLogin', '/editor/model/2');
    session.setItem('redirectType', 'download');
    local.setItem('pendingDownloadRedirect', 'true');
    const { socialSignInDestination } = await import('./destination');
    await expect(socialSignInDestination('popup', '/security')).resolves.toBe('/editor/model/2');
    expect(session.getItem('redirectAfterLogin')).toBeNull();
    // The editor opens its download modal from this flag.
    expect(local.getItem('pendingDownloadRedirect')).toBe('true');

    local.setItem('download_redirect_url', '/editor/cv/abc');
    await expect(socialSignInDestination('popup')).resolves.toBe('/editor/cv/abc');
  });

  it('leaves the download intent to the registered hooks in the full-page flow', async () => {
    session.setItem('redirectAfterLogin', '/editor/model/2');
    session.setItem('redirectType', 'download');
    const { registerAuthFlowHooks } = await import('../../../lib/auth-flow');
    registerAuthFlowHooks({ resolvePostSignInDestination: async () => (session.getItem('redirectType') === 'download' ? '/tarifs' : undefined) });
    const { socialSignInDestination } = await import('./destination');
    await expect(socialSignInDestination('redirect', '/conseils')).resolves.toBe('/tarifs');
  });

  it('never follows a stored address to another site', async () => {
    session.setItem('redirectAfterLogin', '//evil.example');
    session.setItem('redirectType', 'download');
    local.setItem('pendingDownloadRedirect', 'true');
    local.setItem('download_redirect_url', 'https://evil.example');
    const { socialSignInDestination } = await import('./destination');
    await expect(socialSignInDestination('popup')).resolves.toBe('/mes_cvs');
  });
});

describe('the full-page flow’s stored state', () => {
  it('takes the return URL once, and clears every redirect flag after an error', async () => {
    const { clearRedirectFlags, storeReturnUrl, takeReturnUrl } = await import('./destination');
    storeReturnUrl('/editor/model/4?x=1');
    expect(takeReturnUrl()).toBe('/editor/model/4?x=1');
    expect(takeReturnUrl()).toBeUndefined();
    storeReturnUrl('/');
    expect(takeReturnUrl()).toBeUndefined();

    storeReturnUrl('/cv');
    local.setItem('pendingDownloadRedirect', 'true');
    local.setItem('download_redirect_url', '/editor/cv/1');
    session.setItem('redirectAfterLogin', '/editor/cv/1');
    session.setItem('redirectType', 'download');
    clearRedirectFlags();
    expect([local.length, session.length]).toEqual([0, 0]);
  });
});
