import { ArrowRight, Check, Upload } from 'lucide-react';
import { useState } from 'react';
import { ImportDialog, transferMessages } from '../../cv-transfer';
import { cvTemplates, MODEL_CARD_SIZES, templateById, templateImageSrcSet, type CvTemplate } from '../../../../domain/cv/template-catalogue';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { draftHasContent } from '../draft/draft-storage';
import { setTemplate } from '../model/cv-updates';
import { ColourPalette } from '../preview/colour-palette';
import { A4_HEIGHT_PX, A4_WIDTH_PX } from '../preview/page-geometry';
import { PreviewPanel } from '../preview/preview-panel';
import { useElementWidth } from '../../../lib/use-element-width';
import { useTemplateThumbnails } from './template-thumbnails';
import { useEditorSelector, useEditorStore } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';

/** Spec section 3: a missing template image falls back to the first model's. */
const FALLBACK_IMAGE = cvTemplates[0]?.image ?? '/templates/modele-1.webp';

/** The cards a phone (two rows) or a desktop (the first row) shows without scrolling: loaded at once, not lazily. */
const EAGER_CARDS = 4;

/** Page 1 of the user's CV in this template, scaled to the card (no scripts, like the preview). */
function LiveThumbnail({ html, name }: { html: string; name: string }) {
  const [box, width] = useElementWidth<HTMLSpanElement>();
  const scale = width > 0 ? width / A4_WIDTH_PX : 0;
  return (
    <span ref={box} className="absolute inset-0 block overflow-hidden bg-white">
      {scale > 0 && (
        <iframe
          title={`Votre CV dans le modèle ${name}`}
          srcDoc={html}
          sandbox="allow-same-origin"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0"
          style={{ width: A4_WIDTH_PX, height: A4_HEIGHT_PX, transform: `scale(${scale})` }}
        />
      )}
    </span>
  );
}

function TemplateCard({
  template,
  position,
  selected,
  live,
  onPick,
}: {
  template: CvTemplate;
  position: number;
  selected: boolean;
  live: string | undefined;
  onPick: () => void;
}) {
  return (
    <div
      className={cx(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-white text-left transition-all has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        selected ? 'border-brand-600 shadow-card ring-2 ring-brand-600/30' : 'border-ink-200 hover:-translate-y-0.5 hover:border-ink-300 hover:shadow-card',
      )}
      data-testid={`template-card-${template.id}`}
      data-live={live ? 'true' : undefined}
    >
      <span className="relative block aspect-[210/297] overflow-hidden bg-ink-50">
        {live ? (
          <LiveThumbnail html={live} name={template.name} />
        ) : (
          <img
            src={template.image}
            srcSet={templateImageSrcSet(template.id)}
            sizes={MODEL_CARD_SIZES}
            alt=""
            loading={position < EAGER_CARDS ? 'eager' : 'lazy'}
            // The first card is the largest thing on a phone's first screen.
            fetchPriority={position === 0 ? 'high' : 'auto'}
            className="size-full object-cover object-top"
            onError={(e) => {
              const img = e.currentTarget;
              if (img.currentSrc.endsWith(FALLBACK_IMAGE)) return;
              img.srcset = '';
              img.src = FALLBACK_IMAGE;
            }}
          />
        )}
        {selected && (
          <span className="absolute top-2 right-2 grid size-7 place-items-center rounded-full bg-brand-600 text-white shadow" aria-hidden="true">
            <Check className="size-4" strokeWidth={3} />
          </span>
        )}
      </span>
      {/* The whole card is the button (its ::before covers it); the frame above stays out of it. */}
      <button
        type="button"
        aria-pressed={selected}
        onClick={onPick}
        className="flex flex-col border-t border-ink-100 px-3 py-2.5 text-left before:absolute before:inset-0 before:content-[''] focus:outline-none"
      >
        {/* The visible text is the name (« Classic Elegant Modèle 1 »): speech and voice control say what is shown. */}
        <span className="text-sm font-semibold text-ink-900">{template.name}</span>
        <span className="text-xs text-ink-500 tabular-nums">Modèle {template.id}</span>
        {live && <span className="sr-only">avec votre contenu</span>}
      </button>
    </div>
  );
}

/** Spec section 2: the models view, a grid of the six templates with a live preview of the CV in the chosen one. */
export function ModelsView() {
  const store = useEditorStore();
  const { isMobile, preview, setView, openFullscreen, saveCycle, destructiveChange } = useWorkspace();
  const templateId = useEditorSelector((d) => d.cv.template_id);
  const chosen = useEditorSelector((d) => d.templateChosen);
  // A new CV (not saved yet) can start from an existing one: LinkedIn, PDF, Word or JSON.
  const isNew = useEditorSelector((d) => !d.cvId);
  const hasContent = useEditorSelector((d) => draftHasContent(d.cv));
  const [importing, setImporting] = useState(false);

  const cv = useEditorSelector((d) => d.cv);
  const cvId = useEditorSelector((d) => d.cvId);
  // With the user's own content, each template shows it; a new CV shows the gallery's samples.
  const thumbnails = useTemplateThumbnails(cv, cvId, hasContent);

  const pick = (id: number) => {
    const data = store.get();
    if (data.templateChosen && data.cv.template_id === id) return;
    if (!data.templateChosen) {
      store.patch({ templateChosen: true, cv: setTemplate(data.cv, id) }, { tracked: true });
      return;
    }
    // A switch resets the colours (spec section 4): the CV before it stays in the history.
    destructiveChange({ update: (current) => setTemplate(current, id), cause: 'before_template_change', subject: templateById(data.cv.template_id).name });
  };

  return (
    <div className="flex min-h-0 flex-1">
      <div className="flex min-h-0 min-w-0 flex-1 flex-col md:max-w-[52rem] md:basis-1/2">
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:px-6">
          <h2 className="text-xl font-semibold tracking-tight text-ink-900">Choisissez un modèle</h2>
          <p className="mt-1 text-sm text-ink-600">Six mises en page pensées pour les recruteurs suisses. Vous pourrez en changer à tout moment.</p>
          {isNew && (
            <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-ink-600">
              {transferMessages.alreadyHaveCv}
              <Button variant="link" size="sm" className="px-0" onClick={() => setImporting(true)}>
                <Upload className="size-4" aria-hidden="true" />
                {transferMessages.importExisting}
              </Button>
            </p>
          )}
          <ImportDialog
            open={importing}
            onOpenChange={setImporting}
            replacesContent={hasContent}
            onImported={(result) => {
              // An import over content: the CV before it goes into the history with the first save.
              const before = store.get().cv;
              store.patch({ templateChosen: true, cv: result.cv }, { tracked: true });
              if (draftHasContent(before)) saveCycle.checkpoint(before, 'before_import');
              setView('rediger');
            }}
          />
          <div className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {cvTemplates.map((t, position) => (
              <TemplateCard
                key={t.id}
                template={t}
                position={position}
                selected={chosen && t.id === templateId}
                live={thumbnails.get(t.id)}
                onPick={() => pick(t.id)}
              />
            ))}
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-200 bg-white px-4 py-3 sm:px-6">
          {/* On desktop the colours sit above the preview; on a phone, here. */}
          {!chosen ? <p className="text-sm text-ink-500">Sélectionnez un modèle pour continuer.</p> : isMobile ? <ColourPalette /> : <span />}
          <div className="flex items-center gap-2">
            {isMobile && chosen && (
              <Button variant="outline" onClick={openFullscreen}>
                Aperçu
              </Button>
            )}
            <Button onClick={() => setView('rediger')} disabled={!chosen}>
              Continuer avec ce modèle
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
      {!isMobile && (
        <div className="min-h-0 min-w-0 flex-1 border-l border-ink-200">
          <PreviewPanel source={preview} onFullscreen={openFullscreen} />
        </div>
      )}
    </div>
  );
}
