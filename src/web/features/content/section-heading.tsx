import type { ReactNode } from 'react';
import { cx } from '../../ui/cx';

/** The heading block of a page section: a small label, the title and an optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  level = 2,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={cx('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <Heading
        id={id}
        className={cx(
          'font-bold tracking-tight text-balance text-ink-900',
          eyebrow && 'mt-2',
          level === 1 ? 'text-3xl sm:text-4xl lg:text-5xl' : 'text-2xl sm:text-3xl',
        )}
      >
        {title}
      </Heading>
      {lead && <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-600">{lead}</p>}
    </div>
  );
}
