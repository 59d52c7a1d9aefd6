import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../testing/memory-storage';
import { renameCv } from './rename-cv';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  const storage = memoryStorage();
  storage.setItem('token', 'A1');
  vi.stubGlobal('window', { localStorage: storage, sessionStorage: memoryStorage() });
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const saved = {
  id: 'cv1',
  title: 'Ancien nom',
  template_id: 2,
  template: { id: 2, name: 'Modèle 2' },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  photo_url: null,
  version: 7,
  personal_info: { firstName: 'Zoé', lastName: 'Müller' },
};

describe('renameCv', () => {
  it('saves the CV as read with the domain schema, under its new title, based on the version read', async () => {
    fetchMock.mockResolvedValueOnce(json(200, saved)).mockResolvedValueOnce(json(200, { ...saved, title: 'Nouveau nom', version: 8 }));
    const answer = await renameCv({ id: 'cv1', title: 'Nouveau nom' });
    expect(answer.title).toBe('Nouveau nom');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/cvs/cv1/');
    expect(init?.method).toBe('PUT');
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Nouveau nom', version: 7, template_id: 2 });
    // Only the document and the version go back: the server's own fields are not echoed.
    expect(body).not.toHaveProperty('created_at');
    expect(body).not.toHaveProperty('template');
  });

  it('refuses an answer that is not a CV instead of saving it back', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { detail: 'pas un CV' }));
    await expect(renameCv({ id: 'cv1', title: 'Nouveau nom' })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
