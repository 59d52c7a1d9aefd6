import { Maximize2 } from 'lucide-react';
import { templateById } from '../../../../domain/cv/template-catalogue';
import { Button } from '../../../ui/button';
import { useCvSelector } from '../state/editor-store';
import { ColourPalette } from './colour-palette';
import { fitScale, pageCount, pageCountLabel } from './page-geometry';
import { PreviewFrame } from './preview-frame';
import { usePreview, type PreviewSource } from './preview-source';
import { PreviewStateLayer } from './preview-status';
import { useElementWidth } from '../../../lib/use-element-width';

/** The pages' scrolling box: the target of the form's « Aller à l’aperçu » (one per page: the editor shows one panel). */
export const PREVIEW_PAGES_ID = 'apercu';

/** The desktop preview column: the live CV scaled to the column, its colours and the full-screen switch. */
export function PreviewPanel({ source, onFullscreen }: { source: PreviewSource; onFullscreen: () => void }) {
  const preview = usePreview(source);
  const templateName = useCvSelector((cv) => templateById(cv.template_id).name);
  const [scroller, width] = useElementWidth<HTMLDivElement>();
  // Room for the page numbers on the right, and never bigger than 90 %: the whole line must be seen.
  const scale = fitScale(width - 56, 0.9);

  return (
    <section aria-label="Aperçu du CV" className="flex h-full min-h-0 flex-col bg-ink-100/70">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200/70 bg-white/70 px-5 py-2.5 backdrop-blur">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Aperçu</p>
          <p className="truncate text-sm font-medium text-ink-800">
            {templateName}
            {preview.html && (
              <span className="font-normal text-ink-500" data-testid="preview-page-count">
                {' · '}
                {pageCountLabel(pageCount(preview.html))}
              </span>
            )}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <ColourPalette compact />
          <Button variant="outline" size="sm" onClick={onFullscreen} aria-label="Aperçu en plein écran" title="Plein écran">
            <Maximize2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {/* Focusable, so that the pages scroll with the keyboard too. */}
      <div
        ref={scroller}
        id={PREVIEW_PAGES_ID}
        tabIndex={0}
        aria-label="Pages du CV"
        className="relative min-h-0 flex-1 overflow-y-auto px-7 py-6 focus-visible:outline-offset-[-2px]"
      >
        <PreviewStateLayer state={preview} onRetry={source.retry} />
        {preview.html && preview.status !== 'error' && width > 0 && <PreviewFrame html={preview.html} scale={scale} title="Aperçu du CV" />}
      </div>
    </section>
  );
}
