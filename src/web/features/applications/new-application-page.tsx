import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TARGET_SIZES_MB, type DossierEstimate } from '../../../domain/dossier/application';
import { attachmentKindLabels, formatBytes, type Attachment } from '../../../domain/dossier/attachment';
import { defaultAttachmentOrder, placeInOrder } from '../../../domain/dossier/dossier-order';
import { ApiRequestError, describeApiError, fieldMessage } from '../../lib/api-errors';
import { goToPricingForDownload, isSubscriptionRequired } from '../../lib/download-gate';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { cx } from '../../ui/cx';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { controlClass, TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useCvList } from '../cv-list';
import { useDocumentList } from '../documents';
import { useLetterList } from '../letters';
import { downloadApplicationPdf, estimateApplication, useCreateApplication, type ApplicationRequest } from './api/applications';
import { DossierOrderList } from './dossier-order-list';
import { applicationMessages as m } from './messages';

const selectClass = cx(controlClass(false), 'h-11 px-3');
const shortDate = (iso: string | null) => (iso ? new Date(`${iso}T12:00:00Z`).toLocaleDateString('fr-CH') : '');

type Errors = Partial<Record<'company' | 'position' | 'cv_id' | 'letter_id' | 'attachment_ids' | 'form', string>>;

/** /mes_candidatures/nouvelle: letter, CV and documents merged into one PDF, in the Swiss order. */
export function NewApplicationPage() {
  usePageMeta(m.newTitle);
  const cvs = useCvList();
  const letters = useLetterList();
  const documents = useDocumentList();
  const create = useCreateApplication();
  const toast = useToast();
  const navigate = useNavigate();

  const [company, setCompany] = useState('');
  const [position, setPosition] = useState('');
  const [cvChoice, setCvChoice] = useState<string>();
  const [letterChoice, setLetterChoice] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [coverPage, setCoverPage] = useState(false);
  const [pageNumbers, setPageNumbers] = useState(true);
  const [targetMb, setTargetMb] = useState(3);
  const [estimate, setEstimate] = useState<DossierEstimate>();
  const [estimating, setEstimating] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const cvList = cvs.data?.filter((cv) => !cv.localOnly) ?? [];
  const cvId = cvChoice ?? cvList[0]?.id ?? '';
  const letterList = letters.data ?? [];
  const letterId = letterChoice ?? letterList.find((l) => l.cv_id === cvId)?.id ?? letterList[0]?.id ?? '';
  const docs = useMemo(() => documents.data?.documents ?? [], [documents.data]);
  const byId = useMemo(() => new Map(docs.map((d) => [d.id, d])), [docs]);
  const chosen = selected.filter((id) => byId.has(id));

  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setEstimate(undefined);
    };

  const toggle = (doc: Attachment, on: boolean) => {
    setEstimate(undefined);
    setSelected((ids) => {
      if (!on) return ids.filter((id) => id !== doc.id);
      return placeInOrder(
        ids.filter((id) => byId.has(id) && id !== doc.id).map((id) => byId.get(id)!),
        doc,
      ).map((d) => d.id);
    });
  };

  const request = (): ApplicationRequest | undefined => {
    const found: Errors = {};
    if (!company.trim()) found.company = 'Veuillez indiquer l’entreprise.';
    if (!cvId) found.cv_id = m.cvRequired;
    setErrors(found);
    if (Object.keys(found).length) return undefined;
    return {
      company,
      position,
      cv_id: cvId,
      letter_id: letterId || null,
      attachment_ids: chosen,
      options: { cover_page: coverPage, page_numbers: pageNumbers, target_mb: targetMb },
    };
  };

  const showError = (err: unknown, operation: string) => {
    if (err instanceof ApiRequestError && err.status === 400 && err.data && typeof err.data === 'object') {
      const fields: Errors = {};
      for (const field of ['company', 'position', 'cv_id', 'letter_id', 'attachment_ids'] as const) fields[field] = fieldMessage(err.data, field);
      if (Object.values(fields).some(Boolean)) {
        setErrors(fields);
        return;
      }
    }
    setErrors({ form: describeApiError(err, operation) });
  };

  const onEstimate = async () => {
    const body = request();
    if (!body) return;
    setEstimating(true);
    try {
      setEstimate(await estimateApplication(body));
    } catch (err) {
      showError(err, m.operations.estimate);
    } finally {
      setEstimating(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = request();
    if (!body) return;
    try {
      const application = await create.mutateAsync(body);
      await downloadApplicationPdf(application);
      toast.success(m.created, 4000);
      void navigate(routes.myApplications);
    } catch (err) {
      if (isSubscriptionRequired(err)) goToPricingForDownload(navigate);
      else showError(err, m.operations.create);
    }
  };

  if (cvs.isPending || letters.isPending || documents.isPending) return <LoadingBlock />;

  const letterTitle = letterList.find((l) => l.id === letterId)?.title;
  const cvTitle = cvList.find((c) => c.id === cvId)?.title;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{m.newTitle}</h1>
      <p className="mt-1.5 text-[15px] text-ink-600">{m.newLead}</p>

      <form className="mt-8 flex flex-col gap-8" onSubmit={(e) => void onSubmit(e)} noValidate>
        <section className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.company}
            required
            value={company}
            maxLength={120}
            error={errors.company}
            onChange={(e) => changed(setCompany)(e.target.value)}
            autoComplete="organization"
          />
          <TextField
            label={m.position}
            value={position}
            maxLength={160}
            error={errors.position}
            onChange={(e) => changed(setPosition)(e.target.value)}
            autoComplete="organization-title"
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="application-cv" className="text-sm font-medium text-ink-700">
              {m.cv}
            </label>
            {cvList.length ? (
              <select
                id="application-cv"
                className={selectClass}
                value={cvId}
                onChange={(e) => changed(setCvChoice)(e.target.value)}
                aria-invalid={errors.cv_id ? true : undefined}
              >
                {cvList.map((cv) => (
                  <option key={cv.id} value={cv.id}>
                    {cv.title}
                  </option>
                ))}
              </select>
            ) : (
              <p className="text-sm text-ink-600">
                {m.noCv}{' '}
                <Link className="text-brand-700 underline" to={routes.editor}>
                  Créer un CV
                </Link>
              </p>
            )}
            {errors.cv_id && (
              <p role="alert" className="text-sm text-red-700">
                {errors.cv_id}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="application-letter" className="text-sm font-medium text-ink-700">
              {m.letter}
            </label>
            <select id="application-letter" className={selectClass} value={letterId} onChange={(e) => changed(setLetterChoice)(e.target.value)}>
              <option value="">{m.noLetter}</option>
              {letterList.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.title}
                </option>
              ))}
            </select>
            {errors.letter_id && (
              <p role="alert" className="text-sm text-red-700">
                {errors.letter_id}
              </p>
            )}
          </div>
        </section>

        <fieldset>
          <legend className="text-lg font-semibold text-ink-900">{m.attachments}</legend>
          {docs.length === 0 ? (
            <p className="mt-2 text-sm text-ink-600">
              {m.noDocuments}{' '}
              <Link className="text-brand-700 underline" to={routes.myDocuments}>
                {m.goToDocuments}
              </Link>
            </p>
          ) : (
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {docs.map((doc) => (
                <Checkbox
                  key={doc.id}
                  checked={chosen.includes(doc.id)}
                  onChange={(e) => toggle(doc, e.target.checked)}
                  label={
                    <>
                      {doc.name}{' '}
                      <span className="text-ink-500">
                        · {attachmentKindLabels[doc.kind]}
                        {doc.document_date ? ` · ${shortDate(doc.document_date)}` : ''}
                      </span>
                    </>
                  }
                />
              ))}
            </div>
          )}
          {errors.attachment_ids && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {errors.attachment_ids}
            </p>
          )}
        </fieldset>

        <section aria-labelledby="order-title">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="order-title" className="text-lg font-semibold text-ink-900">
              {m.order}
            </h2>
            <Button
              variant="link"
              size="sm"
              disabled={chosen.length < 2}
              onClick={() => {
                setSelected(defaultAttachmentOrder(chosen.map((id) => byId.get(id)!)).map((d) => d.id));
                setEstimate(undefined);
              }}
            >
              {m.swissOrder}
            </Button>
          </div>
          <ol className="mt-3 flex flex-col gap-2">
            {letterTitle && (
              <li className="rounded-lg bg-ink-50 px-4 py-2 text-[15px] text-ink-800">
                1. {m.letter} · {letterTitle}
              </li>
            )}
            {cvTitle && (
              <li className="rounded-lg bg-ink-50 px-4 py-2 text-[15px] text-ink-800">
                {letterTitle ? 2 : 1}. CV · {cvTitle}
              </li>
            )}
          </ol>
          {chosen.length > 0 && (
            <div className="mt-2">
              <DossierOrderList
                items={chosen.map((id) => {
                  const d = byId.get(id)!;
                  return { id, title: d.name, detail: [attachmentKindLabels[d.kind], shortDate(d.document_date)].filter(Boolean).join(' · ') };
                })}
                onChange={(ids) => {
                  setSelected(ids);
                  setEstimate(undefined);
                }}
              />
            </div>
          )}
        </section>

        <fieldset className="flex flex-col gap-3">
          <legend className="text-lg font-semibold text-ink-900">{m.options}</legend>
          <Checkbox checked={coverPage} onChange={(e) => changed(setCoverPage)(e.target.checked)} label={m.coverPage} />
          <Checkbox checked={pageNumbers} onChange={(e) => changed(setPageNumbers)(e.target.checked)} label={m.pageNumbers} />
          <div className="flex max-w-xs flex-col gap-1.5">
            <label htmlFor="application-target" className="text-sm font-medium text-ink-700">
              {m.targetSize}
            </label>
            <select id="application-target" className={selectClass} value={targetMb} onChange={(e) => changed(setTargetMb)(Number(e.target.value))}>
              {TARGET_SIZES_MB.map((mb) => (
                <option key={mb} value={mb}>
                  {mb} Mo
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" onClick={() => void onEstimate()} loading={estimating}>
              {m.estimate}
            </Button>
            <p className="text-[15px] text-ink-800" aria-live="polite" data-testid="estimate">
              {estimate ? m.estimateResult(estimate.page_count, formatBytes(estimate.estimated_bytes)) : ''}
            </p>
          </div>
          {estimate?.over_target && <Alert tone="warning">{m.overTarget}</Alert>}
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <Button type="submit" loading={create.isPending} className="self-start" disabled={!cvList.length}>
            {m.create}
          </Button>
        </div>
      </form>
    </div>
  );
}
