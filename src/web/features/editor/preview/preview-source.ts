import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchTemplatePreview } from '../api/template-preview';
import { cvFieldErrors } from '../save/cv-field-errors';
import type { EditorData, EditorStore } from '../state/editor-store';
import { browserPhotoDeps, createPreviewPhotos, type PreviewPhotoDeps } from './preview-photos';
import { FULLSCREEN_PREVIEW_DEBOUNCE_MS, PREVIEW_DEBOUNCE_MS, previewRequestBody, type PreviewRequestBody } from './preview-request';


export type PreviewStatus = 'no-template' | 'loading' | 'ready' | 'error';

export interface PreviewState {
  status: PreviewStatus;
  /** The last rendered CV; kept on screen while a newer one is generated. */
  html?: string;
  /** A newer render is on its way. */
  updating: boolean;
  /**
   * The server refused the CV as it is now (400 with field errors): the last good render stays on
   * screen and the editor names the fields (save/editor-notices.tsx).
   */
  invalidFields?: readonly { path: string; message: string }[];
}

/** What the rendered CV depends on (a CV that just got its id renders the same). */
const renderedChange = (a: EditorData, b: EditorData) => a.cv !== b.cv || a.photoVersion !== b.photoVersion || a.templateChosen !== b.templateChosen;

/**
 * The live preview (spec section 7): POST /cvs/template-preview/ 300 ms after the last change of
 * data, template or colour (200 ms in full screen). Each request carries a sequence number and
 * aborts the one before it, so an older answer never replaces a newer one. While no preview is
 * on screen (a phone's form view), nothing is requested; showing it again fetches at once.
 */
export function createPreviewSource(store: EditorStore, photoDeps: PreviewPhotoDeps = browserPhotoDeps()) {
  const photos = createPreviewPhotos(photoDeps);
  let state: PreviewState = { status: store.get().templateChosen ? 'loading' : 'no-template', updating: false };
  const listeners = new Set<() => void>();
  let timer: number | undefined;
  let sequence = 0;
  let controller: AbortController | undefined;
  let viewers = 0;
  let fullscreen = false;
  let stale = true;

  const set = (next: Partial<PreviewState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };

  const request = async () => {
    window.clearTimeout(timer);
    stale = false;
    const data = store.get();
    if (!data.templateChosen) {
      controller?.abort();
      set({ status: 'no-template', html: undefined, updating: false });
      return;
    }
    const seq = ++sequence;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    set({ updating: true, status: state.html ? state.status : 'loading' });
    try {
      const body = previewRequestBody(data.cv, data.cvId);
      const send = (sent: PreviewRequestBody | Promise<PreviewRequestBody>) =>
        sent instanceof Promise ? sent.then((b) => fetchTemplatePreview(b, own.signal)) : fetchTemplatePreview(sent, own.signal);
      const rendered = await send(photos.requestBody(body)).catch((error: unknown) => {
        // The stored draft photo expired: stored again, asked once more.
        if (!photos.isMissingPhoto(error) || own.signal.aborted) throw error;
        return send(photos.requestBody(body));
      });
      const html = await photos.resolveHtml(rendered);
      if (seq === sequence) set({ status: 'ready', html, updating: false, invalidFields: undefined });
    } catch (error) {
      if (own.signal.aborted || seq !== sequence) return;
      const invalidFields = cvFieldErrors(error);
      if (invalidFields && state.html) set({ status: 'ready', updating: false, invalidFields });
      else set({ status: 'error', html: undefined, updating: false, invalidFields });
    }
  };

  const schedule = (delay = fullscreen ? FULLSCREEN_PREVIEW_DEBOUNCE_MS : PREVIEW_DEBOUNCE_MS) => {
    window.clearTimeout(timer);
    if (viewers === 0) {
      stale = true;
      return;
    }
    timer = window.setTimeout(() => void request(), delay);
  };

  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A preview is on screen; returns its release. The first viewer fetches at once when needed. */
    attach: () => {
      viewers++;
      if (stale || state.status === 'error') schedule(0);
      return () => {
        viewers--;
      };
    },
    setFullscreen: (on: boolean) => {
      fullscreen = on;
    },
    retry: () => void request(),
    start: () => {
      const off = store.onChange((next, previous) => {
        if (renderedChange(next, previous)) schedule();
      });
      return () => {
        off();
        window.clearTimeout(timer);
        controller?.abort();
      };
    },
  };
}

export type PreviewSource = ReturnType<typeof createPreviewSource>;

export function usePreviewSourceInstance(store: EditorStore): PreviewSource {
  const [source] = useState(() => createPreviewSource(store));
  useEffect(() => source.start(), [source]);
  return source;
}

/** The preview's state for a component that shows it (and counts as a viewer while mounted). */
export function usePreview(source: PreviewSource): PreviewState {
  useEffect(() => source.attach(), [source]);
  return useSyncExternalStore(source.subscribe, source.get);
}
