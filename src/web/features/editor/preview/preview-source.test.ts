import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { setPersonalField } from '../model/cv-updates';
import { createEditorStore } from '../state/editor-store';

const calls: {
  body: { cv_data: { personal_info?: { city?: string } } };
  resolve: (html: string) => void;
  reject: (e: unknown) => void;
  signal?: AbortSignal;
}[] = [];

vi.mock('../api/template-preview', () => ({
  fetchTemplatePreview: (body: (typeof calls)[number]['body'], signal?: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ body, resolve, reject, signal });
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
}));

const { createPreviewSource } = await import('./preview-source');

let browserEvents: EventTarget;
beforeEach(() => {
  vi.useFakeTimers();
  browserEvents = new EventTarget();
  vi.stubGlobal('addEventListener', browserEvents.addEventListener.bind(browserEvents));
  vi.stubGlobal('removeEventListener', browserEvents.removeEventListener.bind(browserEvents));
  vi.stubGlobal('window', globalThis);
  calls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(templateChosen = true) {
  const store = createEditorStore({ cv: emptyCvDocument(3), updatedAt: null, photoUrl: null, photoVersion: 0, templateChosen });
  const source = createPreviewSource(store);
  const stop = source.start();
  const type = (city: string) => store.change((cv) => setPersonalField(cv, 'city', city));
  return { store, source, stop, type };
}

/** The preview is on screen and its first render has arrived. */
async function showFirstRender(source: ReturnType<typeof setup>['source'], html: string) {
  source.attach();
  await vi.advanceTimersByTimeAsync(0);
  calls[0]!.resolve(html);
  await vi.advanceTimersByTimeAsync(0);
}

describe('preview source', () => {
  it('asks for a preview 300 ms after the last change, 200 ms in full screen', async () => {
    const { source, type } = setup();
    source.attach();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve('<p>v0</p>');
    await vi.advanceTimersByTimeAsync(0);
    type('B');
    await vi.advanceTimersByTimeAsync(200);
    type('Be');
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.cv_data.personal_info?.city).toBe('Be');

    source.setFullscreen(true);
    type('Ber');
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(3);
  });

  it('keeps the last good render when the server refuses a field, and names the field', async () => {
    const { ApiRequestError } = await import('../../../lib/api-errors');
    const { source, type } = setup();
    await showFirstRender(source, '<p>bon</p>');
    type('x');
    await vi.advanceTimersByTimeAsync(300);
    calls[1]!.reject(
      new ApiRequestError('http', 400, { detail: 'Données de CV invalides', 'summary.content': ['Ce texte ne peut pas dépasser 20000 caractères.'] }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({
      status: 'ready',
      html: '<p>bon</p>',
      invalidFields: [{ path: 'summary.content', message: 'Ce texte ne peut pas dépasser 20000 caractères.' }],
    });
    type('xy');
    await vi.advanceTimersByTimeAsync(300);
    calls[2]!.resolve('<p>nouveau</p>');
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ html: '<p>nouveau</p>', invalidFields: undefined });
  });

  it('never lets an older answer replace a newer one', async () => {
    const { source, type } = setup();
    source.attach();
    await vi.advanceTimersByTimeAsync(0);
    type('Bienne');
    await vi.advanceTimersByTimeAsync(300);
    const older = calls[1]!;
    type('Berne');
    await vi.advanceTimersByTimeAsync(300);
    const newer = calls[2]!;
    expect(older.signal?.aborted).toBe(true);
    newer.resolve('<p>Berne</p>');
    await vi.advanceTimersByTimeAsync(0);
    older.resolve('<p>Bienne</p>');
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ status: 'ready', html: '<p>Berne</p>', updating: false });
  });

  it('keeps the last preview on screen while a newer one is generated, and shows the error placeholder on failure', async () => {
    const { source, type } = setup();
    source.attach();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve('<p>1</p>');
    await vi.advanceTimersByTimeAsync(0);
    type('Sion');
    await vi.advanceTimersByTimeAsync(300);
    expect(source.get()).toMatchObject({ status: 'ready', html: '<p>1</p>', updating: true });
    calls[1]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ status: 'error', updating: false });
    source.retry();
    calls[2]!.resolve('<p>2</p>');
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ status: 'ready', html: '<p>2</p>' });
  });

  it('asks for nothing without a template, nor while no preview is on screen', async () => {
    const { source, store, type } = setup(false);
    expect(source.get().status).toBe('no-template');
    type('Coire');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    store.patch({ templateChosen: true }, { tracked: true });
    const release = source.attach();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    release();
    type('Coire 2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it('does not render again when a CV only gets its id', async () => {
    const { source, store } = setup();
    source.attach();
    await vi.advanceTimersByTimeAsync(0);
    store.patch({ cvId: 'c1' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it('offline, keeps the last good pages, says so, tries again by itself and at once back online', async () => {
    const { ApiRequestError } = await import('../../../lib/api-errors');
    const { source, type } = setup();
    await showFirstRender(source, '<p>bon</p>');
    type('Lugano');
    await vi.advanceTimersByTimeAsync(300);
    calls[1]!.reject(new ApiRequestError('network'));
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ status: 'ready', html: '<p>bon</p>', offline: true, updating: false });
    // Still down: tried again after 1 s, then 2 s, keeping the pages.
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    calls[2]!.reject(new ApiRequestError('http', 502, '<html>Bad Gateway</html>'));
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ html: '<p>bon</p>', offline: true });
    // Back online: asked for at once, without waiting for the next try.
    browserEvents.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(4);
    expect(calls[3]!.body.cv_data.personal_info?.city).toBe('Lugano');
    calls[3]!.resolve('<p>Lugano</p>');
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ status: 'ready', html: '<p>Lugano</p>', offline: false });
  });

  it('offline before any pages: says so instead of the error placeholder', async () => {
    const { ApiRequestError } = await import('../../../lib/api-errors');
    const { source } = setup();
    source.attach();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.reject(new ApiRequestError('network'));
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ status: 'offline', offline: true });
    await vi.advanceTimersByTimeAsync(1000);
    calls[1]!.resolve('<p>enfin</p>');
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ status: 'ready', html: '<p>enfin</p>', offline: false });
  });
});
