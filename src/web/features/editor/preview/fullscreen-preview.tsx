import { Download, Maximize, Minimize, X, ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { displayedCvTitle } from '../model/title-edit';
import { useCvSelector } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';
import { ColourPalette } from './colour-palette';
import { fitScale, mobilePageScale, pageCount, pageCountLabel } from './page-geometry';
import { PreviewFrame } from './preview-frame';
import { usePreview } from './preview-source';
import { PreviewStateLayer } from './preview-status';
import { useElementWidth } from '../../../lib/use-element-width';

/**
 * Spec section 2: the full-screen preview. The rendered CV, a floating colour palette, a switch
 * to the browser's full screen, and its own top bar; Escape closes it back to the view it came
 * from. On phones the pages scale 0.28 to 0.4 by screen width (a zoom button fits the width).
 */
export function FullscreenPreview({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { preview, isMobile, requestDownload } = useWorkspace();
  const state = usePreview(preview);
  const title = displayedCvTitle(useCvSelector((cv) => cv.title));
  const content = useRef<HTMLDivElement>(null);
  const [scroller, width] = useElementWidth<HTMLDivElement>();
  const [zoomed, setZoomed] = useState(false);
  const [browserFullscreen, setBrowserFullscreen] = useState(false);

  useEffect(() => {
    preview.setFullscreen(open);
    return () => preview.setFullscreen(false);
  }, [open, preview]);

  useEffect(() => {
    const onChange = () => setBrowserFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleBrowserFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void content.current?.requestFullscreen?.().catch(() => undefined);
  };

  const scale = isMobile && !zoomed ? mobilePageScale(window.innerWidth) : fitScale(width - (isMobile ? 4 : 96), isMobile ? 1 : 1.1);

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          // The editor's undo keeps working here (a colour picked in full screen is undone with Ctrl+Z).
          data-editor-undo=""
          ref={content}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-ink-800 focus:outline-none data-[state=open]:animate-[fade-in_150ms_ease-out]"
          onCloseAutoFocus={(e) => e.preventDefault()}
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-white/10 bg-ink-900 px-3 text-white sm:px-5">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base">
              <span className="sr-only">Aperçu plein écran&nbsp;: </span>
              {title}
              {state.html && <span className="font-normal text-white/60">{` · ${pageCountLabel(pageCount(state.html))}`}</span>}
            </Dialog.Title>
            {isMobile && (
              <button
                type="button"
                onClick={() => setZoomed((z) => !z)}
                aria-pressed={zoomed}
                aria-label={zoomed ? 'Vue d’ensemble des pages' : 'Agrandir à la largeur de l’écran'}
                className="grid size-10 place-items-center rounded-lg text-white/80 hover:bg-white/10 hover:text-white"
              >
                {zoomed ? <ZoomOut className="size-5" aria-hidden="true" /> : <ZoomIn className="size-5" aria-hidden="true" />}
              </button>
            )}
            <button
              type="button"
              onClick={toggleBrowserFullscreen}
              aria-pressed={browserFullscreen}
              aria-label={browserFullscreen ? 'Quitter le plein écran' : 'Plein écran'}
              className="grid size-10 place-items-center rounded-lg text-white/80 hover:bg-white/10 hover:text-white"
            >
              {browserFullscreen ? <Minimize className="size-5" aria-hidden="true" /> : <Maximize className="size-5" aria-hidden="true" />}
            </button>
            {!isMobile && (
              <Button size="sm" onClick={requestDownload}>
                <Download className="size-4" aria-hidden="true" />
                Télécharger
              </Button>
            )}
            <Dialog.Close className="grid size-10 place-items-center rounded-lg text-white/80 hover:bg-white/10 hover:text-white" aria-label="Fermer l’aperçu">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div
            ref={scroller}
            tabIndex={0}
            aria-label="Pages du CV"
            className="relative min-h-0 flex-1 overflow-auto px-3 pt-6 pb-28 focus-visible:outline-offset-[-2px] sm:px-8"
          >
            <PreviewStateLayer state={state} onRetry={preview.retry} />
            {state.html && state.status !== 'error' && width > 0 && <PreviewFrame html={state.html} scale={scale} title="Aperçu du CV en plein écran" />}
          </div>
          <div className="pointer-events-none absolute inset-x-0 bottom-5 flex justify-center px-3">
            {/* The palette scrolls on narrow phones; the download button stays outside it, always on screen. */}
            <div className="pointer-events-auto flex max-w-full min-w-0 items-center gap-2 rounded-full bg-white/95 py-2 pr-2 pl-3 shadow-pop ring-1 ring-black/5 backdrop-blur">
              <div className="min-w-0 overflow-x-auto" data-testid="fullscreen-palette">
                <ColourPalette compact className="flex-nowrap" />
              </div>
              {isMobile && (
                <button
                  type="button"
                  onClick={requestDownload}
                  aria-label="Télécharger le CV"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white"
                >
                  <Download className="size-5" aria-hidden="true" />
                </button>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
