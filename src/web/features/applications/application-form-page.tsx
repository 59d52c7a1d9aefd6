import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatBytes } from '../../../domain/dossier/attachment';
import {
  APPLICATION_CHANNELS,
  APPLICATION_STATUSES,
  TRACKER_LIMITS,
  channelLabels,
  statusLabels,
  type ApplicationChannel,
  type ApplicationStatus,
  type TrackedApplication,
  type TrackedApplicationInput,
  type WorkloadKind,
} from '../../../domain/tracker/tracked-application';
import { zurichDay } from '../../../domain/tracker/zurich-time';
import { ApiRequestError, describeApiError, fieldMessage } from '../../lib/api-errors';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { cx } from '../../ui/cx';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { controlClass, FieldFrame, TextAreaField, TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useCvList } from '../cv-list';
import { useLetterList } from '../letters';
import { useCreateTrackedApplication, useTrackedApplication, useUpdateTrackedApplication } from './api/tracked-applications';
import { StatusBadge } from './status-badge';
import { TrackerSubpage } from './tracker-header';
import { dayLabel, instantFromInput, zurichInputValue } from './tracker-format';
import { trackerText as m } from './tracker-messages';
import { useApplicationActions } from './use-application-actions';

const f = m.form;
const selectClass = cx(controlClass(false), 'h-11 px-3');

type FieldName = keyof TrackedApplicationInput;
const FIELDS: FieldName[] = [
  'company',
  'company_address',
  'position',
  'place',
  'workload_kind',
  'workload_percent',
  'ad_url',
  'ad_text',
  'channel',
  'sent_on',
  'contact_name',
  'contact_phone',
  'contact_email',
  'status',
  'notes',
  'refusal_reason',
  'orp_assigned',
  'interview_at',
  'cv_id',
  'letter_id',
];

/** The form's values, as its inputs hold them. */
interface Draft {
  company: string;
  company_address: string;
  position: string;
  place: string;
  workload_kind: WorkloadKind | '';
  workload_percent: string;
  ad_url: string;
  ad_text: string;
  channel: ApplicationChannel | '';
  sent_on: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  status: ApplicationStatus;
  notes: string;
  refusal_reason: string;
  orp_assigned: boolean;
  interview_at: string;
  cv_id: string;
  letter_id: string;
}

function draftOf(app: TrackedApplication | undefined): Draft {
  return {
    company: app?.company ?? '',
    company_address: app?.company_address ?? '',
    position: app?.position ?? '',
    place: app?.place ?? '',
    workload_kind: app?.workload_kind ?? '',
    workload_percent: app?.workload_percent ? String(app.workload_percent) : '',
    ad_url: app?.ad_url ?? '',
    ad_text: app?.ad_text ?? '',
    channel: app?.channel ?? '',
    sent_on: app?.sent_on ?? '',
    contact_name: app?.contact_name ?? '',
    contact_phone: app?.contact_phone ?? '',
    contact_email: app?.contact_email ?? '',
    status: app?.status ?? 'sent',
    notes: app?.notes ?? '',
    refusal_reason: app?.refusal_reason ?? '',
    orp_assigned: app?.orp_assigned ?? false,
    interview_at: zurichInputValue(app?.interview_at ?? null),
    cv_id: app?.cv_id ?? '',
    letter_id: app?.letter_id ?? '',
  };
}

function bodyOf(d: Draft): Partial<TrackedApplicationInput> {
  const percent = d.workload_kind === 'full_time' ? 100 : d.workload_percent.trim() ? Number(d.workload_percent) : null;
  return {
    company: d.company,
    company_address: d.company_address,
    position: d.position,
    place: d.place,
    workload_kind: d.workload_kind || null,
    workload_percent: d.workload_kind ? percent : null,
    ad_url: d.ad_url,
    ad_text: d.ad_text,
    channel: d.channel || null,
    sent_on: d.status === 'to_send' ? null : d.sent_on || null,
    contact_name: d.contact_name,
    contact_phone: d.contact_phone,
    contact_email: d.contact_email,
    status: d.status,
    notes: d.notes,
    refusal_reason: d.status === 'rejected' ? d.refusal_reason : '',
    orp_assigned: d.orp_assigned,
    interview_at: instantFromInput(d.interview_at),
    cv_id: d.cv_id || null,
    letter_id: d.letter_id || null,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-ink-100 bg-white p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-ink-900">{title}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function ApplicationForm({ app }: { app?: TrackedApplication }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(app));
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'form', string>>>({});
  const create = useCreateTrackedApplication();
  const update = useUpdateTrackedApplication();
  const cvs = useCvList();
  const letters = useLetterList();
  const toast = useToast();
  const navigate = useNavigate();
  const actions = useApplicationActions(() => void navigate(routes.myApplications));
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const today = zurichDay(new Date());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.company.trim()) {
      setErrors({ company: f.companyRequired });
      return;
    }
    setErrors({});
    try {
      if (app) await update.mutateAsync({ id: app.id, patch: bodyOf(draft) });
      else await create.mutateAsync(bodyOf(draft));
      toast.success(app ? f.saved : f.added, 3000);
      void navigate(routes.myApplications);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 400 && err.data && typeof err.data === 'object') {
        const found: Partial<Record<FieldName, string>> = {};
        for (const field of FIELDS) found[field] = fieldMessage(err.data, field);
        if (Object.values(found).some(Boolean)) {
          setErrors(found);
          return;
        }
      }
      setErrors({ form: describeApiError(err, m.operations.save) });
    }
  };

  const text = (name: keyof Draft & FieldName, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} name={name} value={draft[name] as string} error={errors[name]} onChange={(e) => set(name)(e.target.value)} {...extra} />
  );

  return (
    <form className="mt-8 flex flex-col gap-6" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Section title={f.company}>
        {text('company', f.companyName, {
          required: true,
          maxLength: TRACKER_LIMITS.company,
          autoComplete: 'organization',
          containerClassName: 'sm:col-span-2',
        })}
        {text('company_address', f.companyAddress, { maxLength: TRACKER_LIMITS.address, hint: f.companyAddressHint })}
        {text('place', f.place, { maxLength: TRACKER_LIMITS.place })}
      </Section>

      <Section title={f.job}>
        {text('position', f.position, { maxLength: TRACKER_LIMITS.position, containerClassName: 'sm:col-span-2' })}
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="text-sm font-medium text-ink-700">{f.workload}</legend>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {(
              [
                ['', f.unknownWorkload],
                ['full_time', f.fullTime],
                ['part_time', f.partTime],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-ink-800">
                <input
                  type="radio"
                  name="workload_kind"
                  className="size-4 accent-brand-600"
                  checked={draft.workload_kind === value}
                  onChange={() => set('workload_kind')(value)}
                />
                {label}
              </label>
            ))}
            {draft.workload_kind === 'part_time' ? (
              <TextField
                label={f.percent}
                hideLabel
                type="number"
                min={1}
                max={99}
                inputMode="numeric"
                className="w-24"
                containerClassName="flex-row items-center"
                value={draft.workload_percent}
                onChange={(e) => set('workload_percent')(e.target.value)}
                placeholder="80"
              />
            ) : null}
            {draft.workload_kind === 'part_time' ? <span className="text-sm text-ink-700">%</span> : null}
          </div>
          {errors.workload_percent ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.workload_percent}
            </p>
          ) : null}
        </fieldset>
      </Section>

      <Section title={f.ad}>
        {text('ad_url', f.adUrl, {
          type: 'url',
          inputMode: 'url',
          maxLength: TRACKER_LIMITS.adUrl,
          placeholder: 'https://',
          containerClassName: 'sm:col-span-2',
        })}
        <TextAreaField
          label={f.adText}
          rows={5}
          value={draft.ad_text}
          hint={f.adTextHint}
          maxLength={TRACKER_LIMITS.adText}
          error={errors.ad_text}
          onChange={(e) => set('ad_text')(e.target.value)}
          containerClassName="sm:col-span-2"
        />
      </Section>

      <Section title={f.sending}>
        <FieldFrame id="application-status" label={f.status}>
          <select id="application-status" className={selectClass} value={draft.status} onChange={(e) => set('status')(e.target.value as ApplicationStatus)}>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id="application-channel" label={f.channel} error={errors.channel}>
          <select
            id="application-channel"
            className={selectClass}
            value={draft.channel}
            onChange={(e) => set('channel')(e.target.value as ApplicationChannel | '')}
          >
            <option value="">{f.noChannel}</option>
            {APPLICATION_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {channelLabels[c]}
              </option>
            ))}
          </select>
        </FieldFrame>
        {draft.status !== 'to_send' ? text('sent_on', f.sentOn, { type: 'date', max: today, hint: f.sentOnHint }) : null}
        <Checkbox className="self-end sm:col-span-2" label={f.orp} checked={draft.orp_assigned} onChange={(e) => set('orp_assigned')(e.target.checked)} />
      </Section>

      <Section title={f.contact}>
        {text('contact_name', f.contactName, { maxLength: TRACKER_LIMITS.contactName, autoComplete: 'off', containerClassName: 'sm:col-span-2' })}
        {text('contact_phone', f.contactPhone, { type: 'tel', maxLength: TRACKER_LIMITS.contactPhone, autoComplete: 'off' })}
        {text('contact_email', f.contactEmail, { type: 'email', maxLength: TRACKER_LIMITS.contactEmail, autoComplete: 'off' })}
      </Section>

      <Section title={f.followUp}>
        {text('interview_at', f.interviewAt, { type: 'datetime-local', hint: f.interviewHint })}
        {draft.status === 'rejected' ? (
          text('refusal_reason', f.refusalReason, { maxLength: TRACKER_LIMITS.refusalReason })
        ) : (
          <div className="hidden sm:block" />
        )}
        <TextAreaField
          label={f.notes}
          rows={4}
          value={draft.notes}
          maxLength={TRACKER_LIMITS.notes}
          error={errors.notes}
          onChange={(e) => set('notes')(e.target.value)}
          containerClassName="sm:col-span-2"
        />
      </Section>

      <Section title={f.documents}>
        <FieldFrame id="application-cv" label={f.cv} error={errors.cv_id}>
          <select id="application-cv" className={selectClass} value={draft.cv_id} onChange={(e) => set('cv_id')(e.target.value)}>
            <option value="">{f.none}</option>
            {(cvs.data ?? [])
              .filter((cv) => !cv.localOnly)
              .map((cv) => (
                <option key={cv.id} value={cv.id}>
                  {cv.title}
                </option>
              ))}
          </select>
        </FieldFrame>
        <FieldFrame id="application-letter" label={f.letter} error={errors.letter_id}>
          <select id="application-letter" className={selectClass} value={draft.letter_id} onChange={(e) => set('letter_id')(e.target.value)}>
            <option value="">{f.noneF}</option>
            {(letters.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </select>
        </FieldFrame>
        {app?.dossier ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-ink-50 px-3 py-2 sm:col-span-2">
            <p className="text-sm text-ink-800">{m.row.dossier(app.dossier.document_count, app.dossier.page_count, formatBytes(app.dossier.byte_size))}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => actions.onDownload(app)} loading={actions.busy === `download:${app.id}`}>
              <Download className="size-4" aria-hidden="true" />
              {m.row.download}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-ink-600 sm:col-span-2">
            {f.dossierHint}{' '}
            <Link className="font-medium text-brand-700 underline" to={routes.newApplication}>
              {m.newDossier}
            </Link>
          </p>
        )}
      </Section>

      {app ? (
        <section aria-labelledby="history-title" className="rounded-xl border border-ink-100 bg-white p-4 sm:p-5">
          <h2 id="history-title" className="text-lg font-semibold text-ink-900">
            {f.history}
          </h2>
          <ol className="mt-2 flex flex-col gap-1.5">
            {app.status_history.map((h, i) => (
              <li key={i} className="flex items-center gap-2 text-sm text-ink-700">
                <StatusBadge status={h.status} />
                {dayLabel(zurichDay(new Date(h.at)))}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {f.save}
          </Button>
          <Button asChild variant="outline">
            <Link to={routes.myApplications}>{f.cancel}</Link>
          </Button>
        </div>
        {app ? (
          <Button type="button" variant="ghost" onClick={() => actions.onDelete(app)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {m.row.remove}
          </Button>
        ) : null}
      </div>
      {actions.dialog}
    </form>
  );
}

/** /mes_candidatures/ajouter and /mes_candidatures/{id}: every field of an application. */
export function ApplicationFormPage() {
  const { id } = useParams();
  const existing = useTrackedApplication(id);
  usePageMeta(id ? f.editTitle : f.addTitle);
  return (
    <TrackerSubpage title={id ? f.editTitle : f.addTitle} lead={f.lead}>
      {id && existing.isPending ? (
        <LoadingBlock />
      ) : id && existing.isError ? (
        <Alert tone="error" className="mt-6">
          {describeApiError(existing.error, m.operations.load)}
        </Alert>
      ) : (
        <ApplicationForm key={existing.data?.updated_at ?? 'new'} app={existing.data} />
      )}
    </TrackerSubpage>
  );
}
