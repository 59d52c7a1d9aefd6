import { Redo2, Undo2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cx } from '../../../ui/cx';
import { useWorkspace } from '../state/workspace-context';

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const shortcut = (keys: string) => (isApple ? keys.replace('Ctrl+', '⌘') : keys);

/**
 * Undo and redo of the last change (state/undo-history.ts), beside their shortcuts: in the top
 * bar on a desktop; on a phone, where the top bar has no room left, a floating pair at the
 * bottom left (as the builders' docks do), with touch-sized buttons.
 */
export function UndoRedoButtons({ floating = false }: { floating?: boolean }) {
  const { undo } = useWorkspace();
  const state = useSyncExternalStore(undo.subscribe, undo.get, undo.get);
  const buttons = [
    {
      id: 'undo',
      label: 'Annuler',
      long: 'Annuler la dernière modification',
      keys: shortcut('Ctrl+Z'),
      aria: 'Control+Z Meta+Z',
      icon: Undo2,
      enabled: state.canUndo,
      run: () => undo.undo(),
    },
    {
      id: 'redo',
      label: 'Rétablir',
      long: 'Rétablir la modification annulée',
      keys: shortcut('Ctrl+Maj+Z'),
      aria: 'Control+Shift+Z Meta+Shift+Z',
      icon: Redo2,
      enabled: state.canRedo,
      run: () => undo.redo(),
    },
  ];
  return (
    <div
      className={cx(
        'flex shrink-0 items-center',
        floating && 'pointer-events-auto fixed bottom-5 left-4 z-30 rounded-full bg-white p-1 shadow-pop ring-1 ring-ink-200',
      )}
      role="group"
      aria-label="Annuler ou rétablir"
    >
      {buttons.map((b) => (
        <button
          key={b.id}
          type="button"
          onClick={() => void b.run()}
          disabled={!b.enabled}
          aria-label={b.long}
          aria-keyshortcuts={b.aria}
          title={`${b.label} (${b.keys})`}
          className={cx(
            'grid place-items-center text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent',
            floating ? 'size-11 rounded-full' : 'size-9 rounded-lg',
          )}
        >
          <b.icon className={floating ? 'size-5' : 'size-[18px]'} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
