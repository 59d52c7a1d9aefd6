import { AlertTriangle, Download, Eye, Lightbulb, PenLine, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { letterFileName } from '../../../domain/letter/letter-address';
import { letterDocumentSchema, type LetterDocument } from '../../../domain/letter/letter-schema';
import type { SavedLetter } from '../../../domain/letter/saved-letter';
import { ApiRequestError, describeApiError } from '../../lib/api-errors';
import { useAuthModal } from '../../lib/auth-modal';
import { goToPricingForDownload, isSubscriptionRequired } from '../../lib/download-gate';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { cx } from '../../ui/cx';
import { useToast } from '../../ui/toast';
import { useElementWidth } from '../../lib/use-element-width';
import { useIsMobile } from '../../lib/use-is-mobile';
import { fitScale, pageCount, PreviewFrame } from '../editor';
import { downloadLetterPdf } from './api/letter-files';
import { updateLetter } from './api/letter-mutations';
import { useLetterPreview } from './api/letter-preview';
import { writeLetterDraft } from './letter-draft';
import { LetterForm, type LetterChange } from './letter-form';
import { letterHints, type LetterLayoutState } from './letter-guidance';
import { letterMessages as m } from './messages';

/** Autosave waits for a pause in typing; the preview a shorter one. */
const AUTOSAVE_DELAY_MS = 1000;
const PREVIEW_DELAY_MS = 400;

type SaveStatus = 'draft' | 'saving' | 'saved' | 'unsaved' | 'error' | 'conflict';

function useDebounced<T>(value: T, delay: number): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return shown;
}

export function documentOf(saved: SavedLetter): LetterDocument {
  return letterDocumentSchema.parse(saved);
}

/**
 * The letter editor: top bar (name, save status, save and download), the form, and the live
 * preview of the real pages (phones switch between the form and the preview). A saved letter
 * autosaves under the version rule; an anonymous visitor's letter is kept on this device.
 */
export function LetterWorkspace({ initial, saved, signedIn }: { initial: LetterDocument; saved: SavedLetter | undefined; signedIn: boolean }) {
  const [letter, setLetter] = useState(initial);
  const [phase, setPhase] = useState<'idle' | 'saving' | 'error' | 'conflict'>('idle');
  const [lastSaved, setLastSaved] = useState(initial);
  const [signatureUrl, setSignatureUrl] = useState(saved?.signature_url ?? null);
  const [signatureKey, setSignatureKey] = useState<string | null>(saved?.signature_url ? saved.updated_at : null);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const version = useRef(saved?.version ?? 0);
  const isMobile = useIsMobile();
  const toast = useToast();
  const authModal = useAuthModal();
  const navigate = useNavigate();
  const letterId = saved?.id;

  const onChange: LetterChange = (update) => setLetter((current) => update(current));

  // Autosave after a pause in typing: to the account (version rule) or, anonymously, to this device.
  const conflicted = phase === 'conflict';
  useEffect(() => {
    if (letter === lastSaved || conflicted) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      if (!letterId) {
        writeLetterDraft(letter);
        setLastSaved(letter);
        return;
      }
      setPhase('saving');
      updateLetter(letterId, letter, version.current).then(
        (answer) => {
          version.current = answer.version;
          setLastSaved(letter);
          if (!cancelled) setPhase('idle');
        },
        (error: unknown) => setPhase(error instanceof ApiRequestError && error.status === 409 ? 'conflict' : 'error'),
      );
    }, AUTOSAVE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [letter, lastSaved, letterId, conflicted]);

  const status: SaveStatus = !letterId
    ? 'draft'
    : phase === 'conflict'
      ? 'conflict'
      : phase === 'saving'
        ? 'saving'
        : phase === 'error'
          ? 'error'
          : letter === lastSaved
            ? 'saved'
            : 'unsaved';

  const previewLetter = useDebounced(letter, PREVIEW_DELAY_MS);
  const [showWindow, setShowWindow] = useState(false);
  const preview = useLetterPreview(previewLetter, letterId, signedIn, signatureKey, showWindow);
  const pages = preview.data ? pageCount(preview.data.data) : undefined;
  const layout = preview.data && pages !== undefined ? { pages, fit: preview.data.fit, addressFits: preview.data.address_fits } : undefined;

  const askToSignUp = () => {
    writeLetterDraft(letter);
    authModal.show('register', { returnTo: routes.letterEditor });
  };

  const download = async () => {
    if (!letterId) return askToSignUp();
    try {
      await downloadLetterPdf({ id: letterId, file_name: letterFileName(letter.sender.firstName, letter.sender.lastName, letter.recipient.company) });
      toast.success(m.downloaded, 3000);
    } catch (error) {
      if (isSubscriptionRequired(error)) goToPricingForDownload(navigate);
      else toast.error(describeApiError(error, m.operations.download));
    }
  };

  const showForm = !isMobile || view === 'write';
  const showPreview = !isMobile || view === 'preview';

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-ink-200 bg-white px-3 py-2 sm:px-5">
        <label className="min-w-0 flex-1">
          <span className="sr-only">Nom de la lettre</span>
          <input
            className="w-full min-w-0 truncate rounded-md px-2 py-1 text-base font-semibold text-ink-900 hover:bg-ink-50 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
            value={letter.title}
            maxLength={100}
            onChange={(e) => onChange((l) => ({ ...l, title: e.target.value }))}
          />
        </label>
        <p
          className={cx('text-sm', status === 'error' || status === 'conflict' ? 'text-red-700' : 'text-ink-500')}
          role="status"
          data-testid="letter-save-status"
        >
          {m.status[status]}
        </p>
        {!letterId && (
          <Button size="sm" onClick={askToSignUp}>
            <Save className="size-4" aria-hidden="true" />
            Enregistrer
          </Button>
        )}
        <Button size="sm" variant={letterId ? 'primary' : 'outline'} onClick={() => void download()}>
          <Download className="size-4" aria-hidden="true" />
          {m.download}
        </Button>
      </div>

      {isMobile && (
        <div className="flex border-b border-ink-200 bg-white" role="group" aria-label="Affichage">
          {(
            [
              ['write', 'Rédiger', PenLine],
              ['preview', 'Aperçu', Eye],
            ] as const
          ).map(([key, label, Icon]) => (
            <button
              key={key}
              type="button"
              aria-pressed={view === key}
              onClick={() => setView(key)}
              className={cx(
                'flex flex-1 items-center justify-center gap-2 py-2.5 text-sm font-medium',
                view === key ? 'border-b-2 border-brand-600 text-brand-700' : 'text-ink-600',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      )}

      <div className="flex min-h-0 flex-1">
        {showForm && (
          <div className="min-h-0 w-full overflow-y-auto bg-ink-50/70 md:w-[46%] md:max-w-[48rem] md:shrink-0">
            <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 pt-4 pb-16 sm:px-6 sm:pt-6">
              <Guidance layout={layout} fitOnePage={previewLetter.fit_one_page} />
              <LetterForm
                letter={letter}
                onChange={onChange}
                letterId={letterId}
                signatureUrl={signatureUrl}
                onSignatureChange={(url) => {
                  setSignatureUrl(url);
                  setSignatureKey(url ? String(Date.now()) : null);
                }}
              />
            </div>
          </div>
        )}
        {showPreview && (
          <LetterPreviewPanel
            html={preview.data?.data}
            pages={pages}
            failed={preview.isError && !preview.data}
            showWindow={showWindow}
            onShowWindow={setShowWindow}
          />
        )}
      </div>
    </div>
  );
}

function Guidance({ layout, fitOnePage }: { layout: LetterLayoutState | undefined; fitOnePage: boolean }) {
  return (
    <aside aria-label={m.guidance.title} className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 text-sm text-ink-700" aria-live="polite">
      <ul className="flex flex-col gap-2">
        {letterHints(layout, fitOnePage).map((hint) => (
          <li
            key={hint.text}
            className={cx('flex gap-2', hint.tone === 'warning' && 'font-medium text-amber-900')}
            data-testid={
              hint.text === m.guidance.addressOverflow
                ? 'letter-address-warning'
                : hint.tone === 'warning'
                  ? 'letter-length-warning'
                  : hint.text === m.guidance.fitted
                    ? 'letter-fitted'
                    : undefined
            }
          >
            {hint.tone === 'warning' ? (
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            )}
            <span>{hint.text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function LetterPreviewPanel({
  html,
  pages,
  failed,
  showWindow,
  onShowWindow,
}: {
  html: string | undefined;
  pages: number | undefined;
  failed: boolean;
  showWindow: boolean;
  onShowWindow: (show: boolean) => void;
}) {
  const [scroller, width] = useElementWidth<HTMLDivElement>();
  const scale = fitScale(width - 56, 0.9);
  return (
    <section aria-label="Aperçu de la lettre" className="flex min-h-0 min-w-0 flex-1 flex-col border-l border-ink-200 bg-ink-100/70">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-ink-200/70 bg-white/70 px-5 py-2.5 text-sm text-ink-700">
        <span>Aperçu{pages !== undefined && <span data-testid="letter-page-count">{` · ${pages} page${pages > 1 ? 's' : ''}`}</span>}</span>
        <Checkbox label={m.guidance.showWindow} checked={showWindow} onChange={(e) => onShowWindow(e.target.checked)} />
      </div>
      <div ref={scroller} tabIndex={0} aria-label="Pages de la lettre" className="relative min-h-0 flex-1 overflow-y-auto px-7 py-6">
        {failed && <p className="text-sm text-red-700">L’aperçu n’a pas pu être chargé. Vérifiez votre connexion.</p>}
        {html && width > 0 && <PreviewFrame html={html} scale={scale} title="Aperçu de la lettre" />}
      </div>
    </section>
  );
}
