import { lazy } from 'react';
import { onFirstIntent } from './intent';

/**
 * The editor's parts that the model picker (a phone's first screen of /editor) does without:
 * each is a chunk of its own, loaded when it is first shown, and once the visitor is at work
 * (`preloadOnDemandPartsOnIntent`: a tap, a key, a focus; then one per idle period) so that it is
 * there when needed. Not during the picker's load: evaluating them then would hold a phone's main
 * thread while the visitor looks at the first screen. The server still names
 * the form's chunks in the head (route-preloads.ts): they download with the page, but their code
 * only runs when asked for, not during the picker's first load.
 */
export const loadSectionsForm = () => import('./sections/sections-form');
const loaders = [
  loadSectionsForm,
  () => import('./preview/fullscreen-preview'),
  () => import('./download/download-modal'),
  () => import('./save/conflict-dialog'),
  () => import('./history/history-dialog'),
];

export const SectionsForm = lazy(() => loadSectionsForm().then((m) => ({ default: m.SectionsForm })));
export const FullscreenPreview = lazy(() => import('./preview/fullscreen-preview').then((m) => ({ default: m.FullscreenPreview })));
export const DownloadModal = lazy(() => import('./download/download-modal').then((m) => ({ default: m.DownloadModal })));
export const ConflictDialog = lazy(() => import('./save/conflict-dialog').then((m) => ({ default: m.ConflictDialog })));
export const HistoryDialog = lazy(() => import('./history/history-dialog').then((m) => ({ default: m.HistoryDialog })));

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Loads the parts one per idle period (at the latest 2 s after the previous one); returns what stops it. */
function preloadOnDemandParts(): () => void {
  const idleWindow = window as IdleWindow;
  let stopped = false;
  let cancel = () => undefined as void;
  const next = (index: number) => {
    if (stopped || index >= loaders.length) return;
    const run = () => {
      // A part that fails to load here is loaded again (and its error shown) when it is shown.
      loaders[index]!().then(
        () => next(index + 1),
        () => next(index + 1),
      );
    };
    if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
      const handle = idleWindow.requestIdleCallback(run, { timeout: 2000 });
      cancel = () => idleWindow.cancelIdleCallback?.(handle);
    } else {
      const timer = window.setTimeout(run, 300);
      cancel = () => window.clearTimeout(timer);
    }
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}

/** On the first tap, key or focus, loads the parts (one per idle period); returns what stops it all. */
export function preloadOnDemandPartsOnIntent(): () => void {
  let stopLoading: (() => void) | undefined;
  const stopListening = onFirstIntent(() => (stopLoading = preloadOnDemandParts()));
  return () => {
    stopListening();
    stopLoading?.();
  };
}
