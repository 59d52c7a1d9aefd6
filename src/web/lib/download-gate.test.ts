import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { goToPricingForDownload, takeDownloadReturn, takeSignUpDownloadReturn } from './download-gate';

let local: Storage;
beforeEach(() => {
  local = memoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: memoryStorage() });
});
afterEach(() => vi.unstubAllGlobals());

describe('the download gate sends to /tarifs and back', () => {
  it('remembers the CV to come back to; after the payment, returns there once with the download modal asked for', () => {
    const navigate = vi.fn();
    goToPricingForDownload(navigate, '/editor/cv/abc');
    expect(navigate).toHaveBeenCalledWith('/tarifs');
    expect(local.getItem('showDownloadNotification')).toBe('true');

    expect(takeDownloadReturn()).toBe('/editor/cv/abc');
    expect(local.getItem('shouldOpenDownloadModal')).toBe('true');
    expect(takeDownloadReturn()).toBeUndefined();
  });

  it('returns nowhere without a download, or to a page outside the editor', () => {
    goToPricingForDownload(vi.fn());
    expect(takeDownloadReturn()).toBeUndefined();
    local.setItem('download_redirect_url', '//evil.example/editor/cv/x');
    expect(takeDownloadReturn()).toBeUndefined();
    local.setItem('download_redirect_url', '/abonnement');
    expect(takeDownloadReturn()).toBeUndefined();
    expect(local.getItem('shouldOpenDownloadModal')).toBeNull();
  });
});

describe('the e-mail check after a sign-up to download', () => {
  it('goes to the CV saved at registration once, consuming the download intent', () => {
    local.setItem('pendingDownloadRedirect', 'true');
    local.setItem('download_redirect_url', '/editor/cv/new-cv');
    expect(takeSignUpDownloadReturn()).toBe('/editor/cv/new-cv');
    expect(local.getItem('shouldOpenDownloadModal')).toBe('true');
    expect([local.getItem('pendingDownloadRedirect'), local.getItem('download_redirect_url')]).toEqual([null, null]);
    expect(takeSignUpDownloadReturn()).toBeUndefined();
  });

  it('does nothing without a download intent', () => {
    local.setItem('download_redirect_url', '/editor/cv/other');
    expect(takeSignUpDownloadReturn()).toBeUndefined();
    expect(local.getItem('download_redirect_url')).toBe('/editor/cv/other');
  });
});
