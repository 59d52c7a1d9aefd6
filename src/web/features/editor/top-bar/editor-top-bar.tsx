import { ArrowLeft, Download, History, LayoutTemplate, PenLine } from 'lucide-react';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { LogoMark } from '../../layout';
import { InlineTitle } from '../fields/inline-title';
import { setTitle } from '../model/cv-updates';
import { displayedCvTitle } from '../model/title-edit';
import { useCvSelector, useEditorStore } from '../state/editor-store';
import { useWorkspace, type EditorView } from '../state/workspace-context';
import { HistoryDialog } from '../on-demand';
import { SaveIndicator } from './save-indicator';
import { UndoRedoButtons } from './undo-redo-buttons';

function ViewSwitch({ canWrite, compact }: { canWrite: boolean; compact: boolean }) {
  const { view, setView } = useWorkspace();
  const views: { id: EditorView; label: string; icon: typeof PenLine; disabled?: boolean }[] = [
    { id: 'rediger', label: 'Rédiger', icon: PenLine, disabled: !canWrite },
    { id: 'models', label: 'Modèles', icon: LayoutTemplate },
  ];
  return (
    <div className="flex shrink-0 rounded-lg bg-ink-100 p-0.5" role="group" aria-label="Vue de l’éditeur">
      {views.map((v) => (
        <button
          key={v.id}
          type="button"
          aria-pressed={view === v.id}
          disabled={v.disabled}
          onClick={() => setView(v.id)}
          aria-label={compact ? v.label : undefined}
          title={v.disabled ? 'Choisissez d’abord un modèle' : undefined}
          className={cx(
            'flex items-center gap-1.5 rounded-md text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-45',
            compact ? 'size-9 justify-center' : 'h-9 px-3.5',
            view === v.id ? 'bg-white text-ink-900 shadow-xs' : 'text-ink-600 hover:text-ink-900',
          )}
        >
          <v.icon className="size-4" aria-hidden="true" />
          {!compact && v.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Spec section 2: back arrow with the logo, the editable CV title, Rédiger and Modèles, and
 * Télécharger. On phones (768 px or less) it is compact; downloading moves to a floating button.
 */
export function EditorTopBar({ onBack, canWrite }: { onBack: () => void; canWrite: boolean }) {
  const store = useEditorStore();
  const { isMobile, signedIn, requestDownload } = useWorkspace();
  const title = displayedCvTitle(useCvSelector((cv) => cv.title));
  const cvIdNow = () => store.get().cvId;
  const cvId = useSyncExternalStore(store.subscribe, cvIdNow, cvIdNow);
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <div className="flex h-14 shrink-0 items-center gap-2 border-b border-ink-200 bg-white px-2 sm:gap-3 sm:px-4">
      <button
        type="button"
        onClick={onBack}
        aria-label={signedIn ? 'Sauvegarder et revenir à mes CV' : 'Quitter l’éditeur'}
        className="flex shrink-0 items-center gap-1 rounded-lg p-1.5 text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        <LogoMark className="size-7" />
      </button>
      <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
        <InlineTitle
          as="h1"
          value={title}
          editLabel="Renommer le CV"
          onCommit={(t) => store.change((cv) => setTitle(cv, t))}
          className="max-w-[22rem] min-w-[6rem] shrink"
          textClassName={isMobile ? 'text-sm' : 'text-base'}
        />
        <SaveIndicator compact={isMobile} />
      </div>
      {!isMobile && <UndoRedoButtons />}
      {signedIn && cvId && (
        <Button variant="ghost" size="sm" onClick={() => setHistoryOpen(true)} className="shrink-0" aria-label="Historique des versions">
          <History className="size-4" aria-hidden="true" />
          {!isMobile && 'Historique'}
        </Button>
      )}
      {historyOpen && (
        <Suspense fallback={null}>
          <HistoryDialog open={historyOpen} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      )}
      <ViewSwitch canWrite={canWrite} compact={isMobile} />
      {!isMobile && (
        <Button size="sm" onClick={requestDownload} className="shrink-0">
          <Download className="size-4" aria-hidden="true" />
          Télécharger
        </Button>
      )}
    </div>
  );
}
