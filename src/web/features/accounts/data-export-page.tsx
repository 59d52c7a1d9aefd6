import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatBytes } from '../../../domain/dossier/attachment';
import { describeApiError } from '../../lib/api-errors';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { buttonClass } from '../../ui/button';
import { PageShell } from '../../ui/page-shell';
import { LoadingBlock } from '../../ui/spinner';
import { useDataExport } from './api/account-data';
import { errorBody } from './form-errors';

const dateTime = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' });

/** The page the « vos données sont prêtes » mail links to: the copy, for its signed-in owner. */
export function DataExportPage() {
  const { id = '' } = useParams();
  const copy = useDataExport(id);
  const view = copy.data?.export;

  return (
    <PageShell title="Vos données" metaTitle="Vos données" lead="L’archive de vos données CV Suisse, avec un sommaire lisible (index.html)." width="narrow">
      {copy.isPending ? (
        <LoadingBlock label="Chargement de votre archive…" />
      ) : copy.isError || !view ? (
        <Alert tone="error">
          <p>{(errorBody(copy.error)?.detail as string | undefined) ?? describeApiError(copy.error, 'la lecture de votre archive')}</p>
          <Link to={routes.personalInfo} className="mt-2 inline-block font-semibold underline underline-offset-2">
            Demander une nouvelle copie
          </Link>
        </Alert>
      ) : view.status === 'preparing' ? (
        <LoadingBlock label="Votre archive est en préparation…" />
      ) : view.status === 'failed' || !view.download_url ? (
        <Alert tone="error">
          <p>La préparation de cette archive a échoué.</p>
          <Link to={routes.personalInfo} className="mt-2 inline-block font-semibold underline underline-offset-2">
            Demander une nouvelle copie
          </Link>
        </Alert>
      ) : (
        <div className="rounded-2xl border border-ink-100 bg-white p-5 shadow-card sm:p-8">
          <p className="text-[15px] leading-relaxed text-ink-700">
            {view.file_name}&nbsp;: {view.file_count} fichiers, {formatBytes(view.byte_size)}. Préparée le{' '}
            {dateTime.format(new Date(view.ready_at ?? view.created_at))}, elle reste disponible jusqu’au {dateTime.format(new Date(view.expires_at))}, puis
            elle est effacée.
          </p>
          <a href={view.download_url} className={buttonClass('primary', 'md', 'mt-6')}>
            <Download className="size-5" aria-hidden="true" />
            Télécharger l’archive
          </a>
        </div>
      )}
    </PageShell>
  );
}
