import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';

let sessionStorage: Storage;
beforeEach(() => {
  vi.resetModules();
  sessionStorage = memoryStorage();
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage });
});
afterEach(() => vi.unstubAllGlobals());

describe('postSignInDestination', () => {
  it('goes to the CV list by default', async () => {
    const { postSignInDestination } = await import('./auth-flow');
    await expect(postSignInDestination()).resolves.toBe('/mes_cvs');
    await expect(postSignInDestination('/')).resolves.toBe('/mes_cvs');
  });

  it('goes back to the protected page the visitor came from', async () => {
    const { postSignInDestination } = await import('./auth-flow');
    await expect(postSignInDestination('/security')).resolves.toBe('/security');
  });

  it('uses and consumes the page stored by an anonymous prompt', async () => {
    sessionStorage.setItem('redirectAfterLogin', '/editor/model/3?x=1');
    sessionStorage.setItem('redirectType', 'download');
    const { postSignInDestination } = await import('./auth-flow');
    await expect(postSignInDestination()).resolves.toBe('/editor/model/3?x=1');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(sessionStorage.getItem('redirectType')).toBeNull();
  });

  it('never follows a stored address to another site', async () => {
    sessionStorage.setItem('redirectAfterLogin', '//evil.example/x');
    const { postSignInDestination } = await import('./auth-flow');
    await expect(postSignInDestination()).resolves.toBe('/mes_cvs');
  });

  it('lets a registered hook decide first', async () => {
    const { postSignInDestination, registerAuthFlowHooks } = await import('./auth-flow');
    registerAuthFlowHooks({ resolvePostSignInDestination: async ({ returnTo }) => (returnTo ? undefined : '/tarifs') });
    await expect(postSignInDestination()).resolves.toBe('/tarifs');
    await expect(postSignInDestination('/security')).resolves.toBe('/security');
  });
});
