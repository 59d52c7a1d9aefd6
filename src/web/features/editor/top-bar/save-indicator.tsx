import { AlertCircle, Check, CloudOff, Loader2, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cx } from '../../../ui/cx';
import { STATUS_REFRESH_MS, saveStatusText } from '../save/save-status';
import { useSaveStatus } from '../save/save-status-store';
import { useWorkspace } from '../state/workspace-context';

/** Re-renders at `until` (a notice that ends) and every 10 s while a "saved … ago" text shows. */
function useNow(until: number[], ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timers = until.filter((t) => t > Date.now()).map((t) => window.setTimeout(() => setNow(Date.now()), t - Date.now() + 20));
    const interval = ticking ? window.setInterval(() => setNow(Date.now()), STATUS_REFRESH_MS) : undefined;
    return () => {
      timers.forEach((t) => window.clearTimeout(t));
      window.clearInterval(interval);
    };
    // The deadlines are numbers: compare them by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until.join(','), ticking]);
  return now;
}

/** Spec section 2: the save-status indicator, with a manual save button. */
export function SaveIndicator({ compact }: { compact?: boolean }) {
  const { saveCycle, signedIn, promptSignIn } = useWorkspace();
  const status = useSaveStatus(saveCycle.status);
  const now = useNow([status.unsavedNoticeUntil, status.savedBadgeUntil], signedIn && status.lastSavedAt !== undefined);
  const text = saveStatusText({ signedIn, saving: status.saving, dirty: status.dirty, lastSavedAt: status.lastSavedAt, now });
  const showText = signedIn ? text !== '' : now < status.unsavedNoticeUntil && text !== '';
  const justSaved = signedIn && now < status.savedBadgeUntil && !status.dirty && !status.saving;

  const icon = status.saving ? (
    <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
  ) : !signedIn ? (
    <CloudOff className="size-3.5" aria-hidden="true" />
  ) : status.failed ? (
    <AlertCircle className="size-3.5 text-red-600" aria-hidden="true" />
  ) : status.dirty ? (
    <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
  ) : (
    <Check className={cx('size-3.5', justSaved ? 'text-emerald-600' : 'text-ink-400')} aria-hidden="true" />
  );

  return (
    <div className="flex min-w-0 items-center gap-1">
      <p
        role="status"
        className={cx(
          'flex min-w-0 items-center gap-1.5 rounded-full px-2 py-1 text-xs font-medium whitespace-nowrap transition-colors',
          justSaved ? 'bg-emerald-50 text-emerald-800' : 'text-ink-600',
          !showText && 'sr-only',
          compact && 'px-1.5',
        )}
      >
        {showText && icon}
        <span className={cx('truncate', compact && 'sr-only')}>{showText ? text : ''}</span>
      </p>
      {(signedIn ? status.dirty && !status.saving : true) && !compact && (
        <button
          type="button"
          onClick={() => (signedIn ? void saveCycle.saveNow() : promptSignIn('save'))}
          className="grid size-8 place-items-center rounded-md text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900"
          aria-label="Sauvegarder maintenant"
          title="Sauvegarder (Ctrl+S)"
        >
          <Save className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
