import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ImportResult } from '../../../domain/cv-import/import-draft';
import { describeApiError } from '../../lib/api-errors';
import { apiRequest } from '../../lib/api-client';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { cx } from '../../ui/cx';
import { writeDraft } from '../editor';
import { importMissingText, importSummaryText, transferMessages as m } from './messages';

const ACCEPT = '.pdf,.docx,.zip,.json,application/pdf,application/zip,application/json,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type State = { status: 'idle' } | { status: 'reading'; name: string } | { status: 'error'; message: string } | { status: 'done'; result: ImportResult };

/**
 * « Importer »: the file is read by the server (nothing is stored), the summary is shown, and
 * « Ouvrir dans l’éditeur » makes the result the local draft of a new, unsaved CV: a visitor
 * saves it through the usual sign-up path, a signed-in user by the editor's first save.
 */
export function ImportDialog({
  open,
  onOpenChange,
  onImported,
  replacesContent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Inside the editor: the result replaces the empty CV in place (default: the local draft, then the editor). */
  onImported?: (result: ImportResult) => void;
  /** The editor already holds something: say that the import replaces it. */
  replacesContent?: boolean;
}) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  const read = async (file: File | undefined) => {
    if (!file) return;
    setState({ status: 'reading', name: file.name });
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const result = await apiRequest<ImportResult>('/cvs/import/', { method: 'POST', body });
      setState({ status: 'done', result });
    } catch (err) {
      setState({ status: 'error', message: describeApiError(err, m.failed) });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };

  const openInEditor = (result: ImportResult) => {
    setState({ status: 'idle' });
    onOpenChange(false);
    if (onImported) return onImported(result);
    writeDraft(result.cv);
    void navigate(routes.editorModel(result.cv.template_id));
  };

  const close = (next: boolean) => {
    if (!next) setState({ status: 'idle' });
    onOpenChange(next);
  };

  return (
    <Modal open={open} onOpenChange={close} title={m.dialogTitle} description={m.dialogDescription}>
      {state.status === 'done' ? (
        <div className="space-y-4" data-testid="import-summary">
          <Alert tone="success">
            <p>{importSummaryText(state.result.summary)}</p>
          </Alert>
          {importMissingText(state.result.summary).length > 0 && (
            <Alert tone="warning">
              <p className="font-medium">{m.missingTitle}</p>
              {importMissingText(state.result.summary).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </Alert>
          )}
          {state.result.summary.reviewLines > 0 && <p className="text-sm text-ink-600">{m.reviewHint}</p>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setState({ status: 'idle' })}>
              {m.another}
            </Button>
            <Button onClick={() => openInEditor(state.result)}>{m.open}</Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700">
            {m.accepted.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-sm text-ink-600">{m.maxSize}</p>
          {replacesContent && (
            <Alert tone="warning">
              <p>{m.replaces}</p>
            </Alert>
          )}
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cx(
              'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center',
              dragging ? 'border-brand-500 bg-brand-50' : 'border-ink-200',
            )}
          >
            <Upload className="size-6 text-ink-500" aria-hidden="true" />
            <p className="text-sm text-ink-700">{m.drop}</p>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-label={m.choose}
              data-testid="import-file"
              onChange={(event) => {
                void read(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button variant="outline" onClick={() => input.current?.click()} loading={state.status === 'reading'}>
              {m.choose}
            </Button>
          </div>
          <div aria-live="polite">
            {state.status === 'reading' && <p className="text-sm text-ink-700">{m.reading}</p>}
            {state.status === 'error' && (
              <Alert tone="error">
                <p>{state.message}</p>
              </Alert>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
