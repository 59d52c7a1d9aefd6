import { ChevronDown, EyeOff, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../../ui/cx';
import { Switch } from '../fields/inputs';
import { DragHandle } from './drag-handle';

export interface SectionFrameProps {
  id: string;
  /** Plain text of the title, for labels ("Déplacer la section …"). */
  name: string;
  /** The heading's content (plain text, or an inline title editor). */
  heading: ReactNode;
  icon: LucideIcon;
  draggable?: boolean;
  /** Optional sections: shown on the CV or not (hidden_sections). */
  visibility?: { shown: boolean; onChange: (shown: boolean) => void };
  actions?: ReactNode;
  highlighted?: boolean;
  children: ReactNode;
}

/** A section card of the form: grip, icon, title, visibility switch, collapse toggle. */
export function SectionFrame({ id, name, heading, icon: Icon, draggable, visibility, actions, highlighted, children }: SectionFrameProps) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const hidden = visibility && !visibility.shown;
  return (
    <section
      id={`section-${id}`}
      aria-label={name}
      data-section={id}
      className={cx('scroll-mt-4 rounded-xl border border-ink-200/80 bg-white shadow-xs transition-shadow', highlighted && 'editor-highlight')}
    >
      <header className="flex items-center gap-1.5 py-2 pr-2 pl-1.5 sm:pl-2">
        {draggable ? <DragHandle label={`Déplacer la section ${name}`} /> : <span className="w-1 sm:w-2" aria-hidden="true" />}
        <span
          className={cx('grid size-8 shrink-0 place-items-center rounded-lg', hidden ? 'bg-ink-100 text-ink-400' : 'bg-brand-50 text-brand-700')}
          aria-hidden="true"
        >
          <Icon className="size-4" />
        </span>
        <div className={cx('flex min-w-0 flex-1 items-center text-[15px]', hidden && 'opacity-60')}>{heading}</div>
        {actions}
        {visibility && (
          <Switch
            checked={visibility.shown}
            onChange={visibility.onChange}
            label="Afficher"
            ariaLabel={`Afficher la section ${name} sur le CV`}
            labelClassName="hidden sm:inline"
            className="shrink-0 px-1 text-xs font-medium text-ink-600"
          />
        )}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? `Replier la section ${name}` : `Déplier la section ${name}`}
          onClick={() => setOpen((o) => !o)}
          className="grid size-8 shrink-0 place-items-center rounded-md text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800"
        >
          <ChevronDown className={cx('size-4 transition-transform', !open && '-rotate-90')} aria-hidden="true" />
        </button>
      </header>
      <div id={bodyId} hidden={!open} className="border-t border-ink-100 px-4 pt-4 pb-5 sm:px-5">
        {hidden && (
          <p className="mb-4 flex items-center gap-2 rounded-lg bg-ink-50 px-3 py-2 text-xs text-ink-600">
            <EyeOff className="size-3.5 shrink-0" aria-hidden="true" />
            Cette section est masquée&nbsp;: elle n’apparaît pas sur le CV.
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
