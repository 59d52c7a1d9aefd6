import { Download, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { pdfFileName } from '../../../../domain/cv/pdf-file-name';
import { templateById } from '../../../../domain/cv/template-catalogue';
import { downloadCvPdf } from '../../../lib/cv-download';
import { goToPricingForDownload, isSubscriptionRequired } from '../../../lib/download-gate';
import { routes } from '../../../paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { describeCvField } from '../model/field-labels';
import { goToField } from '../model/go-to-field';
import { displayedCvTitle } from '../model/title-edit';
import { cvFieldErrors, type CvFieldError } from '../save/cv-field-errors';
import { EDITOR_TOAST_MS } from '../save/save-cycle';
import { useSaveStatus } from '../save/save-status-store';
import { useCvSelector, useEditorStore } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';
import { downloadErrorMessage, downloadMessages } from './download-rules';
import { ExportButtons } from '../../cv-transfer';

type Phase = 'saving' | 'ready' | 'not-saved' | 'downloading';

/**
 * Spec section 4, download signed in: the CV is saved first, a saved id is required, then the
 * PDF. Without a subscription the server refuses (403 subscription_required) and the user goes
 * to /tarifs, where the pricing page shows the notice.
 */
export function DownloadModal({ open, onOpenChange, firstSave }: { open: boolean; onOpenChange: (open: boolean) => void; firstSave: Promise<boolean> }) {
  const store = useEditorStore();
  const { saveCycle } = useWorkspace();
  const toast = useToast();
  const navigate = useNavigate();
  const title = displayedCvTitle(useCvSelector((cv) => cv.title));
  const templateName = useCvSelector((cv) => templateById(cv.template_id).name);
  const [phase, setPhase] = useState<Phase>('saving');
  const [saving, setSaving] = useState(firstSave);
  // A 400 (from the save, or from the download itself) names what to fix: retrying cannot help.
  const refusedBySave = useSaveStatus(saveCycle.status).invalidFields;
  const [refusedByDownload, setRefusedByDownload] = useState<readonly CvFieldError[]>();
  const refused = refusedByDownload ?? refusedBySave ?? undefined;

  // The save started as the modal opened (the workspace asked for it), so the PDF is usually
  // ready when the button is pressed.
  useEffect(() => {
    let live = true;
    void saving.then((saved) => {
      if (live) setPhase((p) => (p === 'saving' ? (saved && store.get().cvId ? 'ready' : 'not-saved') : p));
    });
    return () => {
      live = false;
    };
  }, [saving, store]);

  const download = async () => {
    setPhase('downloading');
    const saved = await saving;
    const cvId = store.get().cvId;
    if (!saved || !cvId) {
      setPhase('not-saved');
      toast.error(downloadMessages.saveFirst, EDITOR_TOAST_MS);
      return;
    }
    try {
      await downloadCvPdf(cvId, pdfFileName(store.get().cv.title));
      toast.success(downloadMessages.success, EDITOR_TOAST_MS);
      onOpenChange(false);
    } catch (error) {
      if (isSubscriptionRequired(error)) {
        onOpenChange(false);
        goToPricingForDownload(navigate, routes.editorCv(cvId));
        return;
      }
      const fields = cvFieldErrors(error);
      if (fields) {
        setRefusedByDownload(fields);
        setPhase('not-saved');
        return;
      }
      toast.error(downloadErrorMessage(error), EDITOR_TOAST_MS);
      setPhase('ready');
    }
  };

  const retrySave = () => {
    setPhase('saving');
    setRefusedByDownload(undefined);
    setSaving(saveCycle.saveNow());
  };

  const fixField = (path: string) => {
    onOpenChange(false);
    // After the dialog has given focus back to its opener (a task queued as it unmounts).
    window.setTimeout(() => window.setTimeout(() => goToField(store.get().cv, path)));
  };
  const toFix = phase === 'not-saved' && refused && refused.length > 0 ? refused : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Télécharger votre CV"
      description="Votre CV est enregistré, puis mis en page au format PDF (A4), prêt à être envoyé."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          {toFix?.[0] ? (
            <Button onClick={() => fixField(toFix[0]?.path ?? '')}>Corriger</Button>
          ) : phase === 'not-saved' ? (
            <Button onClick={retrySave}>Réessayer la sauvegarde</Button>
          ) : (
            <Button onClick={() => void download()} loading={phase === 'downloading'} disabled={phase === 'saving'}>
              <Download className="size-4" aria-hidden="true" />
              Télécharger le PDF
            </Button>
          )}
        </>
      }
    >
      <div className="flex items-center gap-3 rounded-xl border border-ink-200 bg-ink-50 px-4 py-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white text-brand-700 ring-1 ring-ink-200" aria-hidden="true">
          <FileText className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink-900">{title}</p>
          <p className="truncate text-xs text-ink-500">
            {pdfFileName(title)} · {templateName}
          </p>
        </div>
        {phase === 'saving' && <Spinner className="text-brand-600" label="Sauvegarde de votre CV…" />}
      </div>
      {(phase === 'ready' || phase === 'downloading') && (
        <ExportButtons
          cvId={store.get().cvId ?? undefined}
          title={store.get().cv.title}
          disabled={phase === 'downloading'}
          onDone={() => onOpenChange(false)}
        />
      )}
      {phase === 'not-saved' && (
        <Alert tone="error" className="mt-4">
          <p>{downloadMessages.saveFirst}</p>
          {toFix && (
            <ul className="mt-2 flex flex-col gap-1" data-testid="download-invalid-fields">
              {toFix.slice(0, 10).map((field) => (
                <li key={field.path} className="flex flex-wrap items-baseline gap-x-2">
                  <span>
                    <strong>{describeCvField(store.get().cv, field.path).text}</strong>&nbsp;: {field.message}
                  </span>
                  <Button variant="link" size="sm" className="px-0" onClick={() => fixField(field.path)}>
                    Aller au champ
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </Modal>
  );
}
