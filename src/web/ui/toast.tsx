import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';

export type ToastType = 'success' | 'error' | 'info';

/** A button in the toast (« Annuler » after a removal); clicking it closes the toast. */
export interface ToastAction {
  label: string;
  /** The button's accessible name when the label alone is not enough. */
  ariaLabel?: string;
  onClick: () => void;
}

interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  durationMs: number;
  action?: ToastAction;
}

export interface ToastApi {
  show(type: ToastType, message: string, durationMs?: number, action?: ToastAction): void;
  success(message: string, durationMs?: number): void;
  error(message: string, durationMs?: number): void;
  info(message: string, durationMs?: number, action?: ToastAction): void;
}

/** The spec's default notification duration (section 9: 5000 ms). */
export const TOAST_DEFAULT_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

const styles: Record<ToastType, { box: string; icon: ReactNode }> = {
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" /> },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: <XCircle className="size-5 text-red-700" aria-hidden="true" /> },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: <Info className="size-5 text-sky-700" aria-hidden="true" /> },
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((list) => list.filter((t) => t.id !== id));
  }, []);

  const startTimer = useCallback(
    (id: number, durationMs: number) => {
      window.clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss],
  );
  // A toast being read or used (pointer over it, focus in it) stays until it is left.
  const hold = (id: number) => window.clearTimeout(timers.current.get(id));

  const api = useMemo<ToastApi>(() => {
    const show = (type: ToastType, message: string, durationMs = TOAST_DEFAULT_MS, action?: ToastAction) => {
      const id = nextId.current++;
      setItems((list) => [...list.slice(-3), { id, type, message, durationMs, action }]);
      startTimer(id, durationMs);
    };
    return {
      show,
      success: (m, d) => show('success', m, d),
      error: (m, d) => show('error', m, d),
      info: (m, d, a) => show('info', m, d, a),
    };
  }, [startTimer]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6">
        {items.map((t) => (
          <div
            key={t.id}
            role={t.type === 'error' ? 'alert' : 'status'}
            onMouseEnter={() => hold(t.id)}
            onMouseLeave={() => startTimer(t.id, t.durationMs)}
            onFocus={() => hold(t.id)}
            onBlur={() => startTimer(t.id, t.durationMs)}
            className={cx('pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-pop', styles[t.type].box)}
          >
            {styles[t.type].icon}
            <p className="flex-1 leading-snug">{t.message}</p>
            {t.action && (
              <button
                type="button"
                aria-label={t.action.ariaLabel}
                onClick={() => {
                  dismiss(t.id);
                  t.action?.onClick();
                }}
                className="-my-1 shrink-0 rounded-md px-2 py-1 font-semibold underline underline-offset-2 hover:bg-white/60"
              >
                {t.action.label}
              </button>
            )}
            <button type="button" onClick={() => dismiss(t.id)} className="-m-1 rounded p-1 opacity-70 hover:opacity-100" aria-label="Fermer la notification">
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() outside <ToastProvider>');
  return api;
}
