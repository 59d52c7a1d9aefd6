import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../../lib/api-errors';
import { reconnectDelay } from '../../../lib/refresh-schedule';
import { fetchTemplatePreview } from '../api/template-preview';
import { cvFieldErrors } from '../save/cv-field-errors';
import type { EditorData, EditorStore } from '../state/editor-store';
import { browserPhotoDeps, createPreviewPhotos, type PreviewPhotoDeps } from './preview-photos';
import { FULLSCREEN_PREVIEW_DEBOUNCE_MS, PREVIEW_DEBOUNCE_MS, previewRequestBody, type PreviewRequestBody } from './preview-request';

export type PreviewStatus = 'no-template' | 'loading' | 'ready' | 'error' | 'offline';

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
  /**
   * The server cannot be reached (no network, a server restarting): the last good pages stay
   * (status 'ready'; 'offline' when there were none), the editor says so, and the preview is
   * asked for again by itself (sooner first, then every 30 s, and at once back online).
   */
  offline?: boolean;
}

/** No answer from us: the network, or a proxy's 502/503/504 while the server restarts. */
export function isConnectionError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof ApiRequestError && (error.kind === 'network' || error.status === 502 || error.status === 503 || error.status === 504);
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
  let retryTimer: number | undefined;
  let offlineAttempts = 0;

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
      if (seq === sequence) {
        offlineAttempts = 0;
        window.clearTimeout(retryTimer);
        set({ status: 'ready', html, updating: false, invalidFields: undefined, offline: false });
      }
    } catch (error) {
      if (own.signal.aborted || seq !== sequence) return;
      if (isConnectionError(error)) {
        set({ status: state.html ? 'ready' : 'offline', updating: false, offline: true });
        retryLater();
        return;
      }
      const invalidFields = cvFieldErrors(error);
      if (invalidFields && state.html) set({ status: 'ready', updating: false, invalidFields, offline: false });
      else set({ status: 'error', html: undefined, updating: false, invalidFields, offline: false });
    }
  };

  const retryLater = () => {
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(() => {
      if (viewers > 0) void request();
      else stale = true;
    }, reconnectDelay(offlineAttempts++));
  };
  const onOnline = () => {
    if (!state.offline && state.status !== 'error') return;
    offlineAttempts = 0;
    if (viewers > 0) void request();
    else stale = true;
  };
  const onOffline = () => {
    if (store.get().templateChosen) set({ offline: true });
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
      if (stale || state.status === 'error' || state.offline) schedule(0);
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
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      return () => {
        off();
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
        window.clearTimeout(timer);
        window.clearTimeout(retryTimer);
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
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
