import { FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ImportSummary } from '../../../domain/tracker/csv-import';
import { TRACKER_LIMITS, statusLabels, type ApplicationStatus } from '../../../domain/tracker/tracked-application';
import { ApiRequestError, describeApiError, serverMessage } from '../../lib/api-errors';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/page-meta';
import { TextAreaField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useImportApplications } from './api/tracker-files';
import { dayLabel } from './tracker-format';
import { TrackerSubpage } from './tracker-header';
import { trackerText as m } from './tracker-messages';

const t = m.importPage;

/**
 * A spreadsheet's CSV as text: UTF-8 when it is (with or without its byte order mark), else
 * Windows-1252, what Excel writes for « CSV (séparateur: point-virgule) » on a Swiss Windows.
 */
async function readCsvFile(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function Report({ report }: { report: ImportSummary }) {
  return (
    <div className="flex flex-col gap-4" data-testid="import-report">
      <Alert tone={report.ready > 0 ? 'info' : 'warning'}>
        <p className="font-medium">{report.ready > 0 ? t.report(report.total_rows, report.ready) : t.nothing}</p>
      </Alert>
      <div>
        <h2 className="text-base font-semibold text-ink-900">{t.columns}</h2>
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {report.columns
            .filter((c) => c.field)
            .map((c) => (
              <li key={c.header} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm text-ink-800">
                {c.header === c.field ? c.header : `${c.header} → ${c.field}`}
              </li>
            ))}
        </ul>
      </div>
      {report.ignored_columns.length ? (
        <div>
          <h2 className="text-base font-semibold text-ink-900">{t.ignored}</h2>
          <ul className="mt-1.5 list-disc pl-5 text-sm text-ink-700">
            {report.ignored_columns.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.errors.length ? (
        <div>
          <h2 className="text-base font-semibold text-ink-900">{t.errors}</h2>
          <ul className="mt-1.5 flex flex-col gap-1 text-sm text-red-800" data-testid="import-errors">
            {report.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          {report.more_errors ? <p className="mt-1 text-sm text-ink-600">{t.moreErrors(report.more_errors)}</p> : null}
        </div>
      ) : null}
      {report.preview.length ? (
        <div>
          <h2 className="text-base font-semibold text-ink-900">{t.preview}</h2>
          <ul className="mt-1.5 divide-y divide-ink-100 rounded-lg border border-ink-100 text-sm">
            {report.preview.map((r) => (
              <li key={r.line} className="flex flex-wrap gap-x-3 px-3 py-2">
                <span className="font-semibold text-ink-900">{r.company}</span>
                {r.position ? <span className="text-ink-700">{r.position}</span> : null}
                <span className="text-ink-600">{statusLabels[r.status as ApplicationStatus]}</span>
                {r.sent_on ? <span className="text-ink-600">{dayLabel(r.sent_on)}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** /mes_candidatures/importer: a spreadsheet pasted or chosen, checked, then imported. */
export function ImportPage() {
  usePageMeta(`${t.title} – ${m.title}`);
  const [text, setText] = useState('');
  const [report, setReport] = useState<ImportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const importer = useImportApplications();
  const toast = useToast();
  const navigate = useNavigate();
  const fileId = useId();

  const run = async (dryRun: boolean) => {
    setError(null);
    if (text.length > TRACKER_LIMITS.maxImportBytes) {
      setError(t.tooLarge);
      return;
    }
    try {
      const summary = await importer.mutateAsync({ text, dry_run: dryRun });
      if (dryRun) setReport(summary);
      else {
        toast.success(t.imported(summary.imported), 4000);
        void navigate(routes.myApplications);
      }
    } catch (err) {
      setReport(null);
      setError(
        err instanceof ApiRequestError && err.status === 400
          ? (serverMessage(err.data) ?? describeApiError(err, m.operations.import))
          : describeApiError(err, m.operations.import),
      );
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > TRACKER_LIMITS.maxImportBytes) {
      setError(t.tooLarge);
      return;
    }
    setText(await readCsvFile(file));
    setReport(null);
    setError(null);
    setFileNote(t.fileRead(file.name));
  };

  return (
    <TrackerSubpage title={t.title} lead={t.lead}>
      <div className="mt-8 flex flex-col gap-5">
        <TextAreaField
          label={t.paste}
          rows={9}
          value={text}
          hint={t.pasteHint}
          className="font-mono text-sm"
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setReport(null);
            setFileNote(null);
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={fileId}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-ink-200 bg-white px-4 text-[15px] font-semibold text-ink-800 hover:bg-ink-50 focus-within:outline-2 focus-within:outline-offset-2"
          >
            <FileUp className="size-4" aria-hidden="true" />
            {t.file}
            <input id={fileId} type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={(e) => void onFile(e)} />
          </label>
          {fileNote ? (
            <p className="text-sm text-ink-700" role="status">
              {fileNote}
            </p>
          ) : null}
        </div>
        <p className="text-sm text-ink-600">{t.columnsAccepted}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant={report ? 'outline' : 'primary'}
            onClick={() => void run(true)}
            loading={importer.isPending && importer.variables.dry_run}
            disabled={!text.trim()}
          >
            {t.check}
          </Button>
          {report && report.ready > 0 ? (
            <Button onClick={() => void run(false)} loading={importer.isPending && !importer.variables.dry_run}>
              {t.doImport(report.ready)}
            </Button>
          ) : null}
        </div>
        {report ? <Report report={report} /> : null}
      </div>
    </TrackerSubpage>
  );
}
