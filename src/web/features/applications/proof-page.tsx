import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { applicationsOfMonth, monthlyProgress, recentMonths } from '../../../domain/tracker/monthly';
import { PROOF_LANGUAGES, proofRow } from '../../../domain/tracker/proof';
import { proofDeadline } from '../../../domain/tracker/reminders';
import { TRACKER_LIMITS, type TrackedApplicationSummary } from '../../../domain/tracker/tracked-application';
import type { TrackerSettings } from '../../../domain/tracker/tracker-settings';
import { isValidMonth, monthName, monthOf, zurichDay, type ProofLanguage } from '../../../domain/tracker/zurich-time';
import { ApiRequestError, describeApiError, fieldMessage } from '../../lib/api-errors';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { cx } from '../../ui/cx';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { controlClass, FieldFrame, TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { downloadProof } from './api/tracker-files';
import { useTrackerSettings, useUpdateTrackerSettings } from './api/tracker-settings';
import { dayLabel } from './tracker-format';
import { TrackerPage } from './tracker-header';
import { trackerText as m } from './tracker-messages';

const p = m.proof;
const selectClass = cx(controlClass(false), 'h-11 px-3');
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The month shown first: the one due at the ORP until the 5th, then the current one. */
function defaultMonth(now: Date): string {
  const today = zurichDay(now);
  const current = monthOf(today);
  return Number(today.slice(8)) <= 5 ? recentMonths(now, 2)[1]! : current;
}

function ProofForm({ apps, settings }: { apps: TrackedApplicationSummary[]; settings: TrackerSettings }) {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const now = new Date();
  const requested = params.get('mois') ?? '';
  const month = isValidMonth(requested) ? requested : defaultMonth(now);
  const months = useMemo(() => {
    const set = new Set([...recentMonths(new Date(), 12), ...apps.filter((a) => a.sent_on).map((a) => monthOf(a.sent_on!)), month]);
    return [...set].sort().reverse();
  }, [apps, month]);
  const [name, setName] = useState(settings.proof_name);
  const [address, setAddress] = useState(settings.proof_address);
  const [personNumber, setPersonNumber] = useState(settings.proof_person_number);
  const [language, setLanguage] = useState<ProofLanguage>(settings.proof_language);
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const [errors, setErrors] = useState<{ name?: string; address?: string; person_number?: string; form?: string }>({});

  const ofMonth = applicationsOfMonth(apps, month);
  const label = capitalised(monthName(month));

  const download = async (format: 'pdf' | 'csv') => {
    setBusy(format);
    setErrors({});
    try {
      await downloadProof({ month, language, name, address, person_number: personNumber, format });
      toast.success(p.downloaded, 3000);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 400) {
        const found = {
          name: fieldMessage(err.data, 'name'),
          address: fieldMessage(err.data, 'address'),
          person_number: fieldMessage(err.data, 'person_number'),
        };
        if (Object.values(found).some(Boolean)) {
          setErrors(found);
          return;
        }
      }
      setErrors({ form: describeApiError(err, m.operations.proof) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="proof-title" className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-6">
      <h2 id="proof-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {p.title}
      </h2>
      <p className="mt-1.5 max-w-3xl text-[15px] text-ink-600">{p.lead}</p>
      <p className="mt-1 text-sm font-medium text-emerald-800">{p.free}</p>

      <div className="mt-5 grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
        <FieldFrame id="proof-month" label={p.month}>
          <select id="proof-month" className={selectClass} value={month} onChange={(e) => setParams({ mois: e.target.value }, { replace: true })}>
            {months.map((mo) => (
              <option key={mo} value={mo}>
                {capitalised(monthName(mo))}
              </option>
            ))}
          </select>
        </FieldFrame>
        <div className="text-[15px]" data-testid="proof-summary">
          <p className="font-semibold text-ink-900">{p.summary(label, ofMonth.length, settings.monthly_target)}</p>
          <p className="text-ink-600">{p.deadline(dayLabel(proofDeadline(month)))}</p>
        </div>
      </div>

      <fieldset className="mt-6">
        <legend className="text-lg font-semibold text-ink-900">{p.header}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <TextField label={p.name} value={name} maxLength={120} error={errors.name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
          <TextField
            label={p.address}
            value={address}
            maxLength={200}
            error={errors.address}
            onChange={(e) => setAddress(e.target.value)}
            autoComplete="street-address"
          />
          <TextField
            label={p.personNumber}
            value={personNumber}
            maxLength={40}
            hint={p.personNumberHint}
            error={errors.person_number}
            onChange={(e) => setPersonNumber(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
          />
          <FieldFrame id="proof-language" label={p.language}>
            <select id="proof-language" className={selectClass} value={language} onChange={(e) => setLanguage(e.target.value as ProofLanguage)}>
              {PROOF_LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {p.languages[l]}
                </option>
              ))}
            </select>
          </FieldFrame>
        </div>
      </fieldset>

      <h3 className="mt-6 text-lg font-semibold text-ink-900">{p.rows}</h3>
      {ofMonth.length === 0 ? (
        <p className="mt-2 rounded-lg border border-dashed border-ink-200 px-4 py-6 text-center text-sm text-ink-600">{p.noRows}</p>
      ) : (
        <ol className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-100" data-testid="proof-rows">
          {ofMonth.map((app) => {
            const row = proofRow(app, 'fr');
            return (
              <li
                key={app.id}
                className="grid gap-x-4 gap-y-0.5 px-3 py-2.5 text-sm sm:grid-cols-[6.5rem_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-baseline"
              >
                <span className="font-medium text-ink-900 tabular-nums">{row.date}</span>
                <span className="min-w-0 text-ink-900">
                  <strong className="font-semibold">{row.company}</strong>
                  {row.address ? <span className="text-ink-700">{`, ${row.address}`}</span> : null}
                  {!app.company_address ? (
                    <span className="ml-2 inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 text-xs font-medium text-amber-900">
                      {p.missingAddress} ·{' '}
                      <Link className="underline" to={routes.trackedApplication(app.id)}>
                        {p.complete}
                      </Link>
                    </span>
                  ) : null}
                </span>
                <span className="text-ink-700">{[row.position, row.workload].filter(Boolean).join(' · ')}</span>
                <span className="text-ink-700">{[row.channel, row.result].filter(Boolean).join(' · ')}</span>
              </li>
            );
          })}
        </ol>
      )}

      {errors.form ? (
        <Alert tone="error" className="mt-4">
          {errors.form}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={() => void download('pdf')} loading={busy === 'pdf'} disabled={busy !== null}>
          <FileDown className="size-4" aria-hidden="true" />
          {p.downloadPdf}
        </Button>
        <Button variant="outline" onClick={() => void download('csv')} loading={busy === 'csv'} disabled={busy !== null}>
          <FileSpreadsheet className="size-4" aria-hidden="true" />
          {p.downloadCsv}
        </Button>
      </div>
    </section>
  );
}

function SettingsForm({ settings }: { settings: TrackerSettings }) {
  const save = useUpdateTrackerSettings();
  const toast = useToast();
  const [target, setTarget] = useState(settings.monthly_target ? String(settings.monthly_target) : '');
  const [days, setDays] = useState(String(settings.follow_up_days));
  const [flags, setFlags] = useState({
    follow_up_reminders: settings.follow_up_reminders,
    interview_reminders: settings.interview_reminders,
    monthly_reminder: settings.monthly_reminder,
  });
  const [errors, setErrors] = useState<{ monthly_target?: string; follow_up_days?: string; form?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ monthly_target: target.trim() ? Number(target) : null, follow_up_days: Number(days), ...flags });
      toast.success(p.settingsSaved, 3000);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 400) {
        const found = { monthly_target: fieldMessage(err.data, 'monthly_target'), follow_up_days: fieldMessage(err.data, 'follow_up_days') };
        if (Object.values(found).some(Boolean)) {
          setErrors(found);
          return;
        }
      }
      setErrors({ form: describeApiError(err, m.operations.settings) });
    }
  };

  return (
    <form
      id="reglages"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="scroll-mt-24 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-6"
      aria-labelledby="settings-title"
    >
      <h2 id="settings-title" className="text-xl font-bold text-ink-900">
        {p.settings}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          label={p.target}
          type="number"
          inputMode="numeric"
          min={TRACKER_LIMITS.monthlyTarget.min}
          max={TRACKER_LIMITS.monthlyTarget.max}
          value={target}
          hint={p.targetHint}
          error={errors.monthly_target}
          onChange={(e) => setTarget(e.target.value)}
        />
        <TextField
          label={p.followUpDays}
          type="number"
          inputMode="numeric"
          min={TRACKER_LIMITS.followUpDays.min}
          max={TRACKER_LIMITS.followUpDays.max}
          value={days}
          error={errors.follow_up_days}
          onChange={(e) => setDays(e.target.value)}
        />
      </div>
      <div className="mt-4 flex flex-col gap-3">
        <Checkbox
          label={p.followUpReminders}
          checked={flags.follow_up_reminders}
          onChange={(e) => setFlags((f) => ({ ...f, follow_up_reminders: e.target.checked }))}
        />
        <Checkbox
          label={p.interviewReminders}
          checked={flags.interview_reminders}
          onChange={(e) => setFlags((f) => ({ ...f, interview_reminders: e.target.checked }))}
        />
        <Checkbox
          label={p.monthlyReminder}
          checked={flags.monthly_reminder}
          onChange={(e) => setFlags((f) => ({ ...f, monthly_reminder: e.target.checked }))}
        />
      </div>
      {errors.form ? (
        <Alert tone="error" className="mt-4">
          {errors.form}
        </Alert>
      ) : null}
      <Button type="submit" className="mt-5" loading={save.isPending}>
        {p.saveSettings}
      </Button>
    </form>
  );
}

function MonthsTable({ apps, target }: { apps: TrackedApplicationSummary[]; target: number | null }) {
  const now = new Date();
  const rows = monthlyProgress(apps, recentMonths(now, 6), target, now);
  return (
    <section aria-labelledby="months-title" className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-6">
      <h2 id="months-title" className="text-xl font-bold text-ink-900">
        {p.history}
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-ink-600">
          <tr>
            <th className="py-1.5 font-medium">{p.historyColumns.month}</th>
            <th className="py-1.5 text-right font-medium">{p.historyColumns.count}</th>
            <th className="py-1.5 pl-4 font-medium">{p.historyColumns.state}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((r) => (
            <tr key={r.month}>
              <td className="py-2">
                <Link className="text-ink-900 hover:underline" to={`${routes.applicationsProof}?mois=${r.month}`}>
                  {capitalised(monthName(r.month))}
                </Link>
              </td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{r.target === null ? r.count : p.countOfTarget(r.count, r.target)}</td>
              <td className={cx('py-2 pl-4', r.met ? 'text-emerald-800' : 'text-ink-700')}>
                {r.target === null ? p.noTarget : r.met ? p.met : p.missing(r.remaining ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The proof, the settings and the months, once the settings are loaded. */
function ProofAndSettings({ apps }: { apps: TrackedApplicationSummary[] }) {
  const settings = useTrackerSettings();
  useEffect(() => {
    if (window.location.hash === '#reglages' && settings.isSuccess) document.getElementById('reglages')?.scrollIntoView();
  }, [settings.isSuccess]);
  if (settings.isPending) return <LoadingBlock />;
  if (settings.isError) return <Alert tone="error">{describeApiError(settings.error, m.operations.load)}</Alert>;
  return (
    <div className="flex flex-col gap-6">
      <ProofForm apps={apps} settings={settings.data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SettingsForm settings={settings.data} />
        <MonthsTable apps={apps} target={settings.data.monthly_target} />
      </div>
    </div>
  );
}

/** /mes_candidatures/preuves: the month's proof for the ORP (PDF, CSV), the target and the reminders. */
export function ProofPage() {
  usePageMeta(`${p.title} – ${m.title}`);
  return <TrackerPage>{(apps) => <ProofAndSettings apps={apps} />}</TrackerPage>;
}
