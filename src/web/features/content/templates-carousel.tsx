import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { templateShowcase } from '../../../domain/templates-catalogue-copy';
import { routes } from '../../paths';
import { cx } from '../../ui/cx';
import { TemplatePicture } from './template-picture';

/** Spec: a slide is 322 px wide and the arrows scroll by 400 px. */
export const CAROUSEL_SLIDE_WIDTH_PX = 322;
export const CAROUSEL_STEP_PX = 400;
/**
 * One slide plus its gap is one arrow step: with mandatory snapping, a 400 px scroll lands
 * exactly on the next slide's snap point (with a 20 px gap it was pulled back to 342 px).
 */
export const CAROUSEL_GAP_PX = CAROUSEL_STEP_PX - CAROUSEL_SLIDE_WIDTH_PX;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The six templates in a horizontal strip: swipe or scroll (snap points), the arrow buttons,
 * or the keyboard (Tab reaches each slide; the arrow keys move between slides). Each slide is
 * a link to the editor with that template.
 */
export function TemplatesCarousel({ headingId }: { headingId: string }) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setAtStart(track.scrollLeft <= 1);
    setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    updateEdges();
    track.addEventListener('scroll', updateEdges, { passive: true });
    window.addEventListener('resize', updateEdges);
    return () => {
      track.removeEventListener('scroll', updateEdges);
      window.removeEventListener('resize', updateEdges);
    };
  }, [updateEdges]);

  const scrollByStep = (direction: 1 | -1) => {
    trackRef.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys: Record<string, number | 'first' | 'last'> = { ArrowRight: 1, ArrowLeft: -1, Home: 'first', End: 'last' };
    const move = keys[event.key];
    if (move === undefined) return;
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-slide]'));
    const current = links.findIndex((link) => link === document.activeElement);
    if (current === -1) return;
    event.preventDefault();
    const next = move === 'first' ? 0 : move === 'last' ? links.length - 1 : Math.min(links.length - 1, Math.max(0, current + move));
    links[next]?.focus();
  };

  return (
    <div>
      <div className="flex justify-end gap-2">
        <CarouselButton direction="previous" controls={trackId} disabled={atStart} onClick={() => scrollByStep(-1)} />
        <CarouselButton direction="next" controls={trackId} disabled={atEnd} onClick={() => scrollByStep(1)} />
      </div>
      <ul
        id={trackId}
        ref={trackRef}
        aria-labelledby={headingId}
        onKeyDown={moveFocus}
        style={{ columnGap: CAROUSEL_GAP_PX }}
        className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-6 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 [&::-webkit-scrollbar]:hidden"
      >
        {templateShowcase.map((template) => (
          <li key={template.id} className="shrink-0 snap-start" style={{ width: CAROUSEL_SLIDE_WIDTH_PX }}>
            <Link
              to={routes.editorModel(template.id)}
              data-slide
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-card transition-shadow hover:shadow-pop"
            >
              <div className="border-b border-ink-100 bg-ink-50 px-6 pt-6">
                <TemplatePicture
                  id={template.id}
                  alt=""
                  sizes={`${CAROUSEL_SLIDE_WIDTH_PX - 48}px`}
                  className="rounded-t-md shadow-[0_0_0_1px_rgb(18_23_34/0.06),0_8px_24px_rgb(18_23_34/0.1)] transition-transform duration-300 group-hover:-translate-y-1"
                />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="font-semibold text-ink-900">{template.name}</h3>
                <p className="mt-1 flex-1 text-sm leading-relaxed text-ink-600">{template.tagline}</p>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                  Personnaliser ce modèle
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CarouselButton({
  direction,
  controls,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  controls: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-controls={controls}
      aria-label={direction === 'previous' ? 'Modèles précédents' : 'Modèles suivants'}
      // Stays focusable at the end of the strip so that keyboard focus is never lost.
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className={cx(
        'grid size-11 place-items-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-sm transition-colors',
        disabled ? 'cursor-default opacity-40' : 'hover:border-ink-300 hover:bg-ink-50',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
