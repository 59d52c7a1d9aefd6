import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { setPersonalField } from '../model/cv-updates';
import { createEditorStore } from '../state/editor-store';
import { memoryStorage } from '../../../testing/memory-storage';

const createCv = vi.fn<(...args: unknown[]) => Promise<unknown>>();
const updateCv = vi.fn<(...args: unknown[]) => Promise<unknown>>();
vi.mock('../api/create-cv', () => ({ createCv: (...args: unknown[]) => createCv(...args) }));
vi.mock('../api/update-cv', () => ({ updateCv: (...args: unknown[]) => updateCv(...args) }));
vi.mock('../api/cv-photo', () => ({ uploadCvPhoto: vi.fn() }));

const { createSaveCycle } = await import('./save-cycle');

let storage: Storage;
const toast = { show: vi.fn(), success: vi.fn(), error: vi.fn(), info: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
  storage = memoryStorage();
  vi.stubGlobal('window', {
    localStorage: storage,
    sessionStorage: memoryStorage(),
    setTimeout,
    clearTimeout,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal('document', { addEventListener: vi.fn(), removeEventListener: vi.fn(), visibilityState: 'visible' });
  createCv.mockReset();
  updateCv.mockReset();
  Object.values(toast).forEach((f) => f.mockReset());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup({ signedIn, cvId }: { signedIn: boolean; cvId?: string }) {
  if (signedIn) storage.setItem('token', 'access-token');
  const store = createEditorStore({
    cv: emptyCvDocument(2),
    cvId,
    updatedAt: cvId ? '2026-11-23T08:00:00.000Z' : null,
    photoUrl: null,
    photoVersion: 0,
    templateChosen: true,
  });
  const onCreated = vi.fn();
  const cycle = createSaveCycle(store, { signedIn, toast, onCreated });
  const stop = cycle.start();
  const type = (city: string) => store.change((cv) => setPersonalField(cv, 'city', city));
  return { store, cycle, onCreated, stop, type };
}

const meta = (id: string, updatedAt = '2026-11-23T09:00:05.000Z') => ({ id, createdAt: updatedAt, updatedAt, photoUrl: null });

describe('save cycle', () => {
  it('signed out: writes the draft (tempCvData) and shows the notice, saves nothing', async () => {
    const { type, cycle } = setup({ signedIn: false });
    type('Neuchâtel');
    expect(cycle.status.get()).toMatchObject({ dirty: true, unsavedNoticeUntil: Date.now() + 5000 });
    await vi.advanceTimersByTimeAsync(300);
    expect((JSON.parse(storage.getItem('tempCvData') ?? '{}') as { personal_info: { city: string } }).personal_info.city).toBe('Neuchâtel');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(createCv).not.toHaveBeenCalled();
    await expect(cycle.saveNow()).resolves.toBe(false);
  });

  it('signed in: creates the CV on its first save, then updates it 3 s after the last change', async () => {
    storage.setItem('tempCvData', '{}');
    createCv.mockResolvedValue(meta('c1'));
    updateCv.mockResolvedValue(meta('c1', '2026-11-23T09:00:09.000Z'));
    const { store, cycle, onCreated, type } = setup({ signedIn: true });
    cycle.autosaveSoon(50);
    await vi.advanceTimersByTimeAsync(50);
    expect(createCv).toHaveBeenCalledTimes(1);
    expect(onCreated).toHaveBeenCalledWith('c1');
    expect(store.get().cvId).toBe('c1');
    expect(storage.getItem('tempCvData')).toBeNull();

    type('Thoune');
    await vi.advanceTimersByTimeAsync(2999);
    expect(updateCv).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const [id, body] = updateCv.mock.calls[0] as [string, { title: string; personal_info: { city: string } }];
    expect([id, body.title, body.personal_info.city]).toEqual(['c1', 'Sans titre', 'Thoune']);
    expect(store.get().updatedAt).toBe('2026-11-23T09:00:09.000Z');
    expect(cycle.status.get()).toMatchObject({ dirty: false, saving: false, savedBadgeUntil: Date.now() + 5000 });
  });

  it('sends the version it was based on; a 409 raises the conflict, plans no retry and keeps the changes', async () => {
    const { ApiRequestError } = await import('../../../lib/api-errors');
    updateCv.mockResolvedValueOnce({ ...meta('c9'), version: 5 });
    const { store, cycle, type } = setup({ signedIn: true, cvId: 'c9' });
    store.patch({ version: 4 });
    type('Sion');
    await vi.advanceTimersByTimeAsync(3000);
    expect(updateCv.mock.calls[0]?.[2]).toEqual({ version: 4, newHistoryEntry: false, checkpoints: [] });
    expect(store.get().version).toBe(5);

    updateCv.mockRejectedValue(new ApiRequestError('http', 409, { detail: 'x', code: 'version_conflict', current_version: 7 }));
    type('Sierre');
    await vi.advanceTimersByTimeAsync(3000);
    expect(cycle.status.get().conflict).toEqual({ currentVersion: 7 });
    expect(toast.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(updateCv).toHaveBeenCalledTimes(2);
    expect(store.get().cv.personal_info.city).toBe('Sierre');
  });

  it('a 400 names the refused fields and waits for a correction', async () => {
    const { ApiRequestError } = await import('../../../lib/api-errors');
    updateCv.mockRejectedValue(
      new ApiRequestError('http', 400, { detail: 'Données de CV invalides', 'personal_info.city': ['Ce texte ne peut pas dépasser 200 caractères.'] }),
    );
    const { cycle, type } = setup({ signedIn: true, cvId: 'c10' });
    type('x');
    await vi.advanceTimersByTimeAsync(3000);
    expect(cycle.status.get().invalidFields).toEqual([{ path: 'personal_info.city', message: 'Ce texte ne peut pas dépasser 200 caractères.' }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(updateCv).toHaveBeenCalledTimes(1);
    type('y');
    expect(cycle.status.get().invalidFields).toBeNull();
  });

  it('a CV over a limit is not sent: the field is named and no retry is planned', async () => {
    const { store, cycle } = setup({ signedIn: true, cvId: 'c11' });
    store.change((cv) => ({ ...cv, summary: { ...cv.summary, content: 'a'.repeat(20_001) } }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(updateCv).not.toHaveBeenCalled();
    expect(cycle.status.get().invalidFields).toEqual([{ path: 'summary.content', message: 'Ce texte ne peut pas dépasser 20000 caractères.' }]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps a local safety copy of unsaved changes until a save covers them', async () => {
    updateCv.mockResolvedValue(meta('c2'));
    const { type } = setup({ signedIn: true, cvId: 'c2' });
    type('Aarau');
    await vi.advanceTimersByTimeAsync(300);
    const copy = JSON.parse(storage.getItem('cvSuisse.unsavedCv.c2') ?? 'null') as { cv: { personal_info: { city: string } }; baseUpdatedAt: string };
    expect(copy.cv.personal_info.city).toBe('Aarau');
    expect(copy.baseUpdatedAt).toBe('2026-11-23T08:00:00.000Z');
    await vi.advanceTimersByTimeAsync(2700);
    expect(updateCv).toHaveBeenCalledTimes(1);
    expect(storage.getItem('cvSuisse.unsavedCv.c2')).toBeNull();
  });

  it('a failed autosave keeps the changes, says so once, and retries', async () => {
    updateCv.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(meta('c3'));
    const { type, cycle } = setup({ signedIn: true, cvId: 'c3' });
    type('Zoug');
    await vi.advanceTimersByTimeAsync(3000);
    expect(toast.error).toHaveBeenCalledWith('Erreur lors de la sauvegarde automatique', 3000);
    expect(cycle.hasUnsavedChanges()).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(updateCv).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(updateCv).toHaveBeenCalledTimes(3);
    expect(cycle.hasUnsavedChanges()).toBe(false);
  });

  it('a reorder saves at once; when that save fails, the previous order and data come back', async () => {
    updateCv.mockRejectedValue(new Error('500'));
    const { store, cycle } = setup({ signedIn: true, cvId: 'c4' });
    const before = store.get().cv;
    cycle.reorderSections(['personal_info', 'summary', 'skills', 'professional_experiences']);
    expect(store.get().cv.section_order[2]).toBe('skills');
    await vi.advanceTimersByTimeAsync(0);
    expect(updateCv).toHaveBeenCalledTimes(1);
    expect(store.get().cv).toBe(before);
    expect(toast.error).toHaveBeenCalledWith('Erreur lors de la sauvegarde automatique', 3000);
  });

  it('adopts a CV created by the sign-in hook instead of creating a second one', async () => {
    let finish!: (value: unknown) => void;
    createCv.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    updateCv.mockResolvedValue(meta('c5'));
    const { createCvOnce } = await import('../draft/create-cv-from-editor');
    const { store, cycle, onCreated } = setup({ signedIn: true });
    const hook = createCvOnce(store.get().cv).created;
    // Signing in plans the draft's save 100 ms later, while the hook's creation is on its way.
    cycle.autosaveSoon(100);
    await vi.advanceTimersByTimeAsync(100);
    finish(meta('c5'));
    await hook;
    await vi.advanceTimersByTimeAsync(0);
    expect(createCv).toHaveBeenCalledTimes(1);
    expect(onCreated).toHaveBeenCalledWith('c5');
    // The editor saves its own state over what the hook sent.
    expect(updateCv).toHaveBeenCalledWith('c5', expect.anything(), expect.anything());
    expect(cycle.hasUnsavedChanges()).toBe(false);
  });

  it('sends the CV before a removal as a checkpoint with the next save, once', async () => {
    updateCv.mockResolvedValue({ ...meta('c6'), version: 3 });
    const { store, cycle } = setup({ signedIn: true, cvId: 'c6' });
    const before = setPersonalField(store.get().cv, 'city', 'Firme SA');
    store.patch({ cv: before, version: 1 });
    cycle.checkpoint(before, 'before_item_removal', 'Firme SA');
    store.change((cv) => setPersonalField(cv, 'city', ''));
    await vi.advanceTimersByTimeAsync(3000);
    const options = updateCv.mock.calls[0]?.[2] as { checkpoints: Array<{ cause: string; subject: string; document: { personal_info: { city: string } } }> };
    expect(options.checkpoints.map((c) => [c.cause, c.subject, c.document.personal_info.city])).toEqual([['before_item_removal', 'Firme SA', 'Firme SA']]);
    store.change((cv) => setPersonalField(cv, 'city', 'Sion'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(updateCv.mock.calls[1]?.[2]).toMatchObject({ version: 3, checkpoints: [] });
  });

  it('keeps nothing in the history for a visitor who is not signed in', async () => {
    const { store, cycle } = setup({ signedIn: false });
    cycle.checkpoint(store.get().cv, 'before_item_removal', 'Firme SA');
    store.change((cv) => setPersonalField(cv, 'city', 'x'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(updateCv).not.toHaveBeenCalled();
    expect(createCv).not.toHaveBeenCalled();
  });
});

describe('the anonymous draft across tabs', () => {
  const otherTabWrites = (city: string, changedAt: number) => {
    const cv = setPersonalField(emptyCvDocument(2), 'city', city);
    storage.setItem('cvSuisse.tempCvDataStamp', JSON.stringify({ tab: 'autre-onglet', changedAt }));
    storage.setItem('tempCvData', JSON.stringify(cv));
  };

  it('takes another tab’s newer draft, and drops its own older pending write', async () => {
    const events = new EventTarget();
    (window as unknown as { addEventListener: unknown }).addEventListener = events.addEventListener.bind(events);
    const onReplacedElsewhere = vi.fn();
    const store = createEditorStore({ cv: emptyCvDocument(2), updatedAt: null, photoUrl: null, photoVersion: 0, templateChosen: true });
    const cycle = createSaveCycle(store, { signedIn: false, toast, onCreated: vi.fn(), onReplacedElsewhere });
    cycle.start();
    store.change((cv) => setPersonalField(cv, 'city', 'Ancien'));
    // The other tab's change comes later, before this tab's write.
    otherTabWrites('Nouveau', Date.now() + 50);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'tempCvData', newValue: storage.getItem('tempCvData') }));
    expect(store.get().cv.personal_info.city).toBe('Nouveau');
    expect(onReplacedElsewhere).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1000);
    cycle.flushLocal();
    expect((JSON.parse(storage.getItem('tempCvData') ?? '{}') as { personal_info: { city: string } }).personal_info.city).toBe('Nouveau');
  });

  it('never writes its older draft over a newer one it was not told of', async () => {
    const { store, type } = setup({ signedIn: false });
    type('Ancien');
    otherTabWrites('Nouveau', Date.now() + 50);
    await vi.advanceTimersByTimeAsync(300);
    expect((JSON.parse(storage.getItem('tempCvData') ?? '{}') as { personal_info: { city: string } }).personal_info.city).toBe('Nouveau');
    expect(store.get().cv.personal_info.city).toBe('Nouveau');
  });

  it('keeps its own draft when it changed after the other tab', async () => {
    const { store, type } = setup({ signedIn: false });
    otherTabWrites('Autre', Date.now() - 1000);
    const typedAt = Date.now();
    type('Mien');
    await vi.advanceTimersByTimeAsync(300);
    expect((JSON.parse(storage.getItem('tempCvData') ?? '{}') as { personal_info: { city: string } }).personal_info.city).toBe('Mien');
    expect(store.get().cv.personal_info.city).toBe('Mien');
    expect(JSON.parse(storage.getItem('cvSuisse.tempCvDataStamp') ?? '{}')).toMatchObject({ changedAt: typedAt });
  });
});
