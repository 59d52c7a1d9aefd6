import { Download, Eye } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AnonymousPromptReason } from '../../../domain/accounts/messages';
import { postSignInInProgress } from '../../lib/auth-flow';
import { local, localKeys } from '../../lib/storage-keys';
import { routes } from '../../paths';
import { useToast } from '../../ui/toast';
import { AnonymousPrompt } from '../accounts';
import { downloadMessages } from './download/download-rules';
import { draftHasContent } from './draft/draft-storage';
import { setEditorPresence } from './draft/editor-presence';
import { loadRichTextEditorOnIntent, preloadRichTextEditor } from './fields/rich-text-field';
import { ModelsView } from './models/models-view';
import { ConflictDialog, DownloadModal, FullscreenPreview, preloadOnDemandPartsOnIntent, SectionsForm } from './on-demand';
import { PREVIEW_PAGES_ID, PreviewPanel } from './preview/preview-panel';
import { usePreviewSourceInstance } from './preview/preview-source';
import { EditorNotices } from './save/editor-notices';
import { LeaveGuard } from './save/leave-guard';
import { EDITOR_TOAST_MS, UNDO_TOAST_MS } from './save/save-cycle';
import { DRAFT_AUTOSAVE_DELAY_MS, INIT_AUTOSAVE_DELAY_MS } from './save/save-status';
import { useSaveCycle } from './save/use-save-cycle';
import type { Boot } from './state/boot';
import { createEditorStore, EditorStoreContext } from './state/editor-store';
import type { UndoHistory } from './state/undo-history';
import { useUndoHistoryInstance } from './state/use-undo-history';
import { useIsMobile } from '../../lib/use-is-mobile';
import { EditorWorkspaceContext, useWorkspace, type DestructiveChange, type EditorView, type EditorWorkspace } from './state/workspace-context';
import { EditorTopBar } from './top-bar/editor-top-bar';
import { UndoRedoButtons } from './top-bar/undo-redo-buttons';

/** Spec section 2: the download modal opens 1 s after returning signed in with the flag stored. */
const DOWNLOAD_MODAL_DELAY_MS = 1000;
/** Spec section 9: a new section is highlighted 2 s. */
const HIGHLIGHT_MS = 2000;

/** The 'rediger' view: the form on the left, the live preview on the right (desktop). */
function WriteView({ onFullscreen }: { onFullscreen: () => void }) {
  const { isMobile, preview } = useWorkspace();
  const scroller = useRef<HTMLElement>(null);
  return (
    <div className="flex min-h-0 flex-1">
      <section
        ref={scroller}
        aria-label="Formulaire du CV"
        className="relative min-h-0 w-full overflow-y-auto bg-ink-50/70 md:w-[46%] md:max-w-[48rem] md:shrink-0"
      >
        {!isMobile && (
          // The form has over a hundred stops: the preview is one step away from its start.
          <a
            href={`#${PREVIEW_PAGES_ID}`}
            className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-ink-900 shadow-pop focus:not-sr-only focus:absolute focus:top-2 focus:left-3 focus:z-20"
          >
            Aller à l’aperçu
          </a>
        )}
        <div className="mx-auto max-w-3xl px-3 pt-4 pb-28 sm:px-6 sm:pt-6 md:pb-12">
          {/* Its own chunk (on-demand.ts): the model picker does without it. */}
          <Suspense fallback={null}>
            <SectionsForm scrollContainer={scroller} />
          </Suspense>
        </div>
      </section>
      {!isMobile && (
        <div className="min-h-0 min-w-0 flex-1 border-l border-ink-200">
          <PreviewPanel source={preview} onFullscreen={onFullscreen} />
        </div>
      )}
    </div>
  );
}

/** Phones: the preview (full screen) and the download stay one tap away. */
function FloatingActions({ onPreview, onDownload }: { onPreview: () => void; onDownload: () => void }) {
  return (
    <div className="pointer-events-none fixed right-4 bottom-5 z-30 flex flex-col items-end gap-3">
      <button
        type="button"
        onClick={onPreview}
        aria-label="Aperçu du CV en plein écran"
        className="pointer-events-auto grid size-13 place-items-center rounded-full bg-white text-ink-900 shadow-pop ring-1 ring-ink-200 transition-transform active:scale-95"
      >
        <Eye className="size-6" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onDownload}
        aria-label="Télécharger le CV"
        className="pointer-events-auto grid size-13 place-items-center rounded-full bg-brand-600 text-white shadow-pop transition-transform active:scale-95"
      >
        <Download className="size-6" aria-hidden="true" />
      </button>
    </div>
  );
}

export interface EditorShellProps {
  boot: Boot;
  signedIn: boolean;
  /** The editor replaced its own route (/editor/cv/{id} after the first save). */
  onOwnRoute: (cvId: string) => void;
}

/**
 * One editing session of one CV: the store, the save cycle, the preview, the views and the
 * overlays. Remounted only when the route points at another CV.
 */
export function EditorShell({ boot, signedIn, onOwnRoute }: EditorShellProps) {
  const [store] = useState(() => createEditorStore(boot.data));
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const isMobile = useIsMobile();

  const onCreated = useCallback(
    (cvId: string) => {
      onOwnRoute(cvId);
      void navigate(routes.editorCv(cvId), { replace: true });
    },
    [navigate, onOwnRoute],
  );
  // The user kept their version as a new CV after a conflict: the editor opens it.
  const onCopied = useCallback((cvId: string) => window.location.assign(routes.editorCv(cvId)), []);
  // The document replaced from outside (another tab's draft or saved version): older undo steps no longer apply.
  const undoRef = useRef<UndoHistory | null>(null);
  const onReplacedElsewhere = useCallback(() => undoRef.current?.clear(), []);
  const saveCycle = useSaveCycle({ store, signedIn, onCreated, onCopied, onReplacedElsewhere });
  const preview = usePreviewSourceInstance(store);
  const undo = useUndoHistoryInstance(store, signedIn);
  useEffect(() => {
    undoRef.current = undo;
  }, [undo]);

  const destructiveChange = useCallback(
    (change: DestructiveChange) => {
      const before = store.get().cv;
      store.change(change.update);
      if (store.get().cv === before) return;
      if (!change.keepsNothing) saveCycle.checkpoint(before, change.cause, change.subject);
      const step = undo.latestStep();
      if (change.toast && step !== undefined) {
        toast.info(change.toast, UNDO_TOAST_MS, { label: 'Annuler', ariaLabel: `Annuler\u00a0: ${change.toast}`, onClick: () => void undo.undoThrough(step) });
      }
    },
    [store, saveCycle, undo, toast],
  );

  const [view, setView] = useState<EditorView>(boot.view);
  const [fullscreen, setFullscreen] = useState(false);
  const [download, setDownload] = useState<{ open: boolean; key: number; firstSave: Promise<boolean> }>({
    open: false,
    key: 0,
    firstSave: Promise.resolve(false),
  });
  const [prompt, setPrompt] = useState<AnonymousPromptReason | null>(null);
  const [highlighted, setHighlighted] = useState<string>();
  // Each with its server snapshot too: the model picker is prerendered (the same reading).
  const templateChosenNow = () => store.get().templateChosen;
  const hasContentNow = () => draftHasContent(store.get().cv);
  const templateChosen = useSyncExternalStore(store.subscribe, templateChosenNow, templateChosenNow);
  const hasContent = useSyncExternalStore(store.subscribe, hasContentNow, hasContentNow);

  const requestDownload = useCallback(() => {
    if (!signedIn) {
      setPrompt('download');
      return;
    }
    const data = store.get();
    if (!data.templateChosen && !draftHasContent(data.cv)) {
      toast.error(downloadMessages.noCv, EDITOR_TOAST_MS);
      return;
    }
    setDownload((d) => ({ open: true, key: d.key + 1, firstSave: saveCycle.saveNow() }));
  }, [signedIn, store, toast, saveCycle]);

  const highlightSection = useCallback((id: string) => {
    setHighlighted(id);
    window.requestAnimationFrame(() => document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }, []);
  useEffect(() => {
    if (!highlighted) return;
    const timer = window.setTimeout(() => setHighlighted(undefined), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  // Signed in with a CV not saved yet: entering edit mode saves it (50 ms at start, 100 ms
  // after signing in with a draft) and the route becomes /editor/cv/{id}.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    const justSignedIn = signedIn && !wasSignedIn.current;
    wasSignedIn.current = signedIn;
    const data = store.get();
    if (!signedIn || data.cvId || !data.templateChosen) return;
    if (view === 'rediger' || (justSignedIn && draftHasContent(data.cv)))
      saveCycle.autosaveSoon(justSignedIn ? DRAFT_AUTOSAVE_DELAY_MS : INIT_AUTOSAVE_DELAY_MS);
  }, [signedIn, view, store, saveCycle]);

  // What this device brought back is said once, and unsaved changes of a saved CV are saved.
  useEffect(() => {
    if (boot.pendingChanges) saveCycle.markRestoredChanges();
    if (boot.staleCopy) {
      // Unsaved changes of an older version: shown, and the user chooses (conflict dialog).
      store.patch({ cv: boot.staleCopy });
      saveCycle.raiseConflict();
    }
    if (boot.restored === 'unsaved-copy') toast.info('Vos modifications non sauvegardées ont été restaurées.', EDITOR_TOAST_MS);
    else if (boot.restored === 'draft' && !signedIn) toast.info('Votre brouillon a été restauré.', EDITOR_TOAST_MS);
    // Once per editing session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back from signing in with a download intent: the download modal opens 1 s later. (The
  // sign-in hook stores the flag just before the login form navigates: the location says when.)
  // While the sign-in is still saving the draft, nothing opens here: its navigation comes next.
  useEffect(() => {
    if (!signedIn) return;
    const wanted = () => local.get(localKeys.shouldOpenDownloadModal) === 'true' || local.get(localKeys.pendingDownloadRedirect) === 'true';
    if (!wanted()) return;
    const timer = window.setTimeout(() => {
      if (postSignInInProgress() || !wanted()) return;
      local.remove(localKeys.shouldOpenDownloadModal);
      local.remove(localKeys.pendingDownloadRedirect);
      requestDownload();
    }, DOWNLOAD_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, requestDownload, location.key]);

  // The sign-in hooks reach the open editor through its presence (draft written first).
  useEffect(
    () =>
      setEditorPresence({
        flushDraft: () => saveCycle.flushLocal(),
        path: () => window.location.pathname + window.location.search,
        savedCvId: () => store.get().cvId ?? undefined,
      }),
    [saveCycle, store],
  );

  // The form and the dialogs come once the visitor is at work (the picker's load runs without them;
  // a form that is shown loads its chunk at once).
  useEffect(() => preloadOnDemandPartsOnIntent(), []);

  // Tiptap loads when the visitor starts working (a tap, a key, a focus), not before: the model
  // picker, a phone's first screen of /editor, does without it.
  useEffect(() => loadRichTextEditorOnIntent(), []);

  // Ctrl+Z / Cmd+Z undoes, Ctrl+Shift+Z / Cmd+Shift+Z (and Ctrl+Y) redoes, across the whole
  // editor; the browser's own undo of a field and Tiptap's are replaced by this one stack.
  // Dialogs (but the full-screen preview) and a title being renamed keep the browser's undo.
  useEffect(() => {
    const keepsNativeUndo = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return false;
      if (target.closest('[data-native-undo]')) return true;
      const dialog = target.closest('[role="dialog"]');
      return dialog !== null && !dialog.hasAttribute('data-editor-undo');
    };
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const isRedo = (key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey && !event.shiftKey);
      if ((key !== 'z' && !isRedo) || keepsNativeUndo(event.target)) return;
      event.preventDefault();
      // Before the field's own handlers (Tiptap's keymap listens on its element).
      event.stopPropagation();
      void (isRedo ? undo.redo() : undo.undo());
    };
    // « Annuler » from the browser's context menu of a field.
    const onBeforeInput = (event: InputEvent) => {
      if ((event.inputType !== 'historyUndo' && event.inputType !== 'historyRedo') || keepsNativeUndo(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      void (event.inputType === 'historyRedo' ? undo.redo() : undo.undo());
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('beforeinput', onBeforeInput, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('beforeinput', onBeforeInput, true);
    };
  }, [undo]);

  // Ctrl+S / Cmd+S saves (signed in) or explains why it cannot.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's' || event.altKey) return;
      event.preventDefault();
      if (signedIn) void saveCycle.saveNow();
      else setPrompt('save');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [signedIn, saveCycle]);

  const onBack = async () => {
    if (signedIn) {
      if (await saveCycle.saveNow()) void navigate(routes.myCvs);
    } else if (draftHasContent(store.get().cv)) setPrompt('save');
    else void navigate(routes.home);
  };

  const workspace = useMemo<EditorWorkspace>(
    () => ({
      signedIn,
      isMobile,
      saveCycle,
      preview,
      view,
      setView,
      openFullscreen: () => setFullscreen(true),
      requestDownload,
      promptSignIn: setPrompt,
      highlightSection,
      highlightedSection: highlighted,
      undo,
      destructiveChange,
    }),
    [signedIn, isMobile, saveCycle, preview, view, requestDownload, highlightSection, highlighted, undo, destructiveChange],
  );

  // Spec section 2: Rédiger is disabled without a model or data.
  const canWrite = templateChosen || hasContent;
  const writing = view === 'rediger' && canWrite;

  // The form has rich-text fields to type into: Tiptap comes as soon as the browser is idle.
  useEffect(() => (writing ? preloadRichTextEditor() : undefined), [writing]);

  return (
    <EditorStoreContext.Provider value={store}>
      <EditorWorkspaceContext.Provider value={workspace}>
        <EditorTopBar onBack={() => void onBack()} canWrite={canWrite} />
        <EditorNotices store={store} status={saveCycle.status} preview={preview} repairs={boot.repairs} unreadableDraft={boot.unreadableDraft} />
        <main id="contenu" className="flex min-h-0 flex-1 flex-col">
          {view === 'models' || !canWrite ? <ModelsView /> : <WriteView onFullscreen={() => setFullscreen(true)} />}
        </main>
        {isMobile && writing && (
          <>
            <UndoRedoButtons floating />
            <FloatingActions onPreview={() => setFullscreen(true)} onDownload={requestDownload} />
          </>
        )}
        <Suspense fallback={null}>
          {fullscreen && <FullscreenPreview open={fullscreen} onClose={() => setFullscreen(false)} />}
          {download.open && (
            <DownloadModal
              key={download.key}
              open={download.open}
              firstSave={download.firstSave}
              onOpenChange={(open) => setDownload((d) => ({ ...d, open }))}
            />
          )}
          {signedIn && <ConflictDialog saveCycle={saveCycle} status={saveCycle.status} />}
        </Suspense>
        <AnonymousPrompt
          open={prompt !== null}
          onOpenChange={(open) => !open && setPrompt(null)}
          reason={prompt ?? 'save'}
          onBeforeLogin={() => saveCycle.flushLocal()}
        />
        <LeaveGuard saveCycle={saveCycle} isOwnNavigation={(pathname) => pathname === routes.editorCv(store.get().cvId ?? '')} />
      </EditorWorkspaceContext.Provider>
    </EditorStoreContext.Provider>
  );
}
