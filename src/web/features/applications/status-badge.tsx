import { statusLabels, type ApplicationStatus } from '../../../domain/tracker/tracked-application';
import { cx } from '../../ui/cx';

/** Each status's colours, all at 4.5:1 or more for their text. */
export const statusTone: Record<ApplicationStatus, string> = {
  to_send: 'bg-ink-100 text-ink-800',
  sent: 'bg-sky-100 text-sky-900',
  interview: 'bg-violet-100 text-violet-900',
  offer: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  no_answer: 'bg-amber-100 text-amber-900',
  withdrawn: 'bg-ink-100 text-ink-700',
};

export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone[status], className)}>
      {statusLabels[status]}
    </span>
  );
}
