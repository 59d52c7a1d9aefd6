import { Info, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../ui/cx';

/** A numbered section of a long page, with an anchor for its table of contents. */
export function ArticleSection({ id, number, title, children }: { id: string; number?: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titre`} id={id} className="scroll-mt-24 border-t border-ink-100 pt-10 first:border-t-0 first:pt-0">
      <h2 id={`${id}-titre`} className="flex items-baseline gap-3 text-2xl font-bold tracking-tight text-ink-900 sm:text-[1.7rem]">
        {number !== undefined && (
          <span className="text-base font-semibold text-brand-700 tabular-nums" aria-hidden="true">
            {String(number).padStart(2, '0')}
          </span>
        )}
        <span>{title}</span>
      </h2>
      <div className={cx(proseClass, 'mt-5 text-[17px]')}>{children}</div>
    </section>
  );
}

/** Body text styles for article and legal pages. */
export const proseClass = cx(
  'space-y-4 leading-[1.75] text-ink-700',
  '[&>h3]:pt-4 [&>h3]:text-lg [&>h3]:font-semibold [&>h3]:text-ink-900',
  '[&>ul]:list-disc [&>ul]:space-y-2 [&>ul]:pl-6 [&>ol]:list-decimal [&>ol]:space-y-2 [&>ol]:pl-6',
  '[&>ul>li]:pl-1 [&>ol>li]:pl-1 [&>ul>li]:marker:text-ink-400',
  '[&_strong]:font-semibold [&_strong]:text-ink-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800',
);

export function Callout({ kind = 'tip', title, children }: { kind?: 'tip' | 'info'; title: string; children: ReactNode }) {
  const Icon = kind === 'tip' ? Lightbulb : Info;
  return (
    <aside className={cx('my-6 rounded-xl border p-5', kind === 'tip' ? 'border-amber-200 bg-amber-50' : 'border-sky-200 bg-sky-50')}>
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        <Icon className={cx('size-5', kind === 'tip' ? 'text-amber-700' : 'text-sky-700')} aria-hidden="true" />
        {title}
      </p>
      <div className="mt-2 space-y-2 text-[16px] leading-relaxed text-ink-700">{children}</div>
    </aside>
  );
}

/** A sample of CV text, set apart from the advice around it. */
export function Example({ label = 'Exemple', children }: { label?: string; children: ReactNode }) {
  return (
    <figure className="my-6 rounded-xl border-l-4 border-brand-600 bg-ink-50 px-5 py-4">
      <figcaption className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</figcaption>
      <blockquote className="mt-2 text-[16px] leading-relaxed text-ink-800 italic">{children}</blockquote>
    </figure>
  );
}
