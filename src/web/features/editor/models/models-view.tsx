import { ArrowRight, Check, Upload } from 'lucide-react';
import { useState } from 'react';
import { ImportDialog, transferMessages } from '../../cv-transfer';
import { cvTemplates, type CvTemplate } from '../../../../domain/cv/template-catalogue';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { draftHasContent } from '../draft/draft-storage';
import { setTemplate } from '../model/cv-updates';
import { ColourPalette } from '../preview/colour-palette';
import { PreviewPanel } from '../preview/preview-panel';
import { useEditorSelector, useEditorStore } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';

/** Spec section 3: a missing template image falls back to the first model's. */
const FALLBACK_IMAGE = cvTemplates[0]?.image ?? '/templates/modele-1.webp';

function TemplateCard({ template, selected, onPick }: { template: CvTemplate; selected: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onPick}
      className={cx(
        'group flex flex-col overflow-hidden rounded-xl border bg-white text-left transition-all',
        selected ? 'border-brand-600 shadow-card ring-2 ring-brand-600/30' : 'border-ink-200 hover:-translate-y-0.5 hover:border-ink-300 hover:shadow-card',
      )}
    >
      <span className="relative block aspect-[210/297] overflow-hidden bg-ink-50">
        <img
          src={template.image}
          alt={`Aperçu du modèle ${template.name}`}
          loading="lazy"
          className="size-full object-cover object-top"
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(FALLBACK_IMAGE)) e.currentTarget.src = FALLBACK_IMAGE;
          }}
        />
        {selected && (
          <span className="absolute top-2 right-2 grid size-7 place-items-center rounded-full bg-brand-600 text-white shadow" aria-hidden="true">
            <Check className="size-4" strokeWidth={3} />
          </span>
        )}
      </span>
      <span className="flex flex-col border-t border-ink-100 px-3 py-2.5">
        <span className="text-sm font-semibold text-ink-900">{template.name}</span>
        <span className="text-xs text-ink-500 tabular-nums">Modèle {template.id}</span>
      </span>
    </button>
  );
}

/** Spec section 2: the models view, a grid of the six templates with a live preview of the CV in the chosen one. */
export function ModelsView() {
  const store = useEditorStore();
  const { isMobile, preview, setView, openFullscreen } = useWorkspace();
  const templateId = useEditorSelector((d) => d.cv.template_id);
  const chosen = useEditorSelector((d) => d.templateChosen);
  // A new CV (not saved yet) can start from an existing one: LinkedIn, PDF, Word or JSON.
  const isNew = useEditorSelector((d) => !d.cvId);
  const hasContent = useEditorSelector((d) => draftHasContent(d.cv));
  const [importing, setImporting] = useState(false);

  const pick = (id: number) => {
    const data = store.get();
    if (data.templateChosen && data.cv.template_id === id) return;
    store.patch({ templateChosen: true, cv: setTemplate(data.cv, id) }, { tracked: true });
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
              store.patch({ templateChosen: true, cv: result.cv }, { tracked: true });
              setView('rediger');
            }}
          />
          <div className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {cvTemplates.map((t) => (
              <TemplateCard key={t.id} template={t} selected={chosen && t.id === templateId} onPick={() => pick(t.id)} />
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
