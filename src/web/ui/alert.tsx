import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" /> },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />,
  },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: <Info className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" /> },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: <AlertCircle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" /> },
};

/** A message inside a form or a page: errors are announced at once, the others politely. */
export function Alert({ tone, children, className }: { tone: AlertTone; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed', tones[tone].box, className)}
    >
      {tones[tone].icon}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
