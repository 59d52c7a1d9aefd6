import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { usePageMeta } from './page-meta';
import { LoadingBlock } from './spinner';

/**
 * The frame of a « Mes … » page that lists the user's things (documents, applications): the title,
 * its lead and the page's main action side by side, then the page's content.
 */
export function ListPage({ title, lead, action, children }: { title: string; lead: ReactNode; action?: ReactNode; children: ReactNode }) {
  usePageMeta(title);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
          <p className="mt-1.5 text-[15px] text-ink-600">{lead}</p>
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}

/** What a list shows when it has nothing yet: an icon, a heading, and what to do about it. */
export function EmptyList({ icon: Icon, title, hint, action }: { icon: LucideIcon; title: string; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center" data-testid="empty-list">
      <Icon className="size-8 text-brand-600" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-ink-900">{title}</h2>
      {hint && <p className="mt-2 max-w-md text-[15px] text-ink-600">{hint}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/**
 * A list's four states, always in this order: loading, failed (with the message to show), empty,
 * and the items (`children`, rendered only once loaded, and when not empty). Without `isEmpty`,
 * `children` shows the empty state itself (« Mes candidatures »: its filters and tools).
 */
export function ListStates({
  pending,
  error,
  isEmpty = false,
  empty = null,
  children,
}: {
  pending: boolean;
  error: string | null;
  isEmpty?: boolean;
  empty?: ReactNode;
  children: () => ReactNode;
}) {
  if (pending) return <LoadingBlock />;
  if (error !== null) {
    return (
      <Alert tone="error">
        <p>{error}</p>
      </Alert>
    );
  }
  return isEmpty ? empty : children();
}
