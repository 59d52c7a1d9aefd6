import type { ReactNode } from 'react';
import { cx } from './cx';
import { usePageMeta } from './page-meta';

/** The standard page frame: a title block and the page's content, within the site width. */
export function PageShell({
  title,
  lead,
  metaTitle,
  description,
  children,
  width = 'default',
}: {
  title: ReactNode;
  lead?: ReactNode;
  metaTitle: string;
  description?: string;
  children?: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
}) {
  usePageMeta(metaTitle, description);
  return (
    <div className={cx('mx-auto w-full px-4 py-10 sm:px-6 sm:py-14', width === 'narrow' ? 'max-w-2xl' : width === 'wide' ? 'max-w-6xl' : 'max-w-4xl')}>
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg leading-relaxed text-ink-600">{lead}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
