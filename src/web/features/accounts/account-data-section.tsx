import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatBytes } from '../../../domain/dossier/attachment';
import type { DataExportView } from '../../../domain/privacy/account-data';
import { retentionText } from '../../../domain/privacy/retention';
import { describeApiError } from '../../lib/api-errors';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button, buttonClass } from '../../ui/button';
import { startDownload, useRequestDataExport } from './api/account-data';

const time = new Intl.DateTimeFormat('fr-CH', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' });

/** « Vos données » on the account page: a copy of everything, and the way out. */
export function AccountDataSection() {
  return (
    <section aria-labelledby="vos-donnees" className="mt-10 rounded-2xl border border-ink-100 bg-white p-5 shadow-card sm:p-8">
      <h2 id="vos-donnees" className="text-xl font-bold text-ink-900">
        Vos données
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">
        Vos données vous appartiennent. Nous les gardons tant que vous utilisez votre compte, et les effaçons après {retentionText.inactiveAccount} sans
        activité (
        <Link to={routes.privacy} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          politique de confidentialité
        </Link>
        ).
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <DataExportCard />
        <div className="flex flex-col rounded-xl border border-ink-100 p-4">
          <h3 className="flex items-center gap-2 font-semibold text-ink-900">
            <Trash2 className="size-5 text-red-700" aria-hidden="true" />
            Supprimer mon compte
          </h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-600">
            Efface pour de bon votre compte, vos CV, vos lettres, vos documents et vos candidatures, et résilie votre abonnement. Vous verrez tout ce qui sera
            effacé avant de confirmer.
          </p>
          <Link
            to={routes.deleteAccount}
            className={buttonClass('outline', 'md', 'mt-4 self-start border-red-200 text-red-800 hover:border-red-300 hover:bg-red-50')}
          >
            Supprimer mon compte
          </Link>
        </div>
      </div>
    </section>
  );
}

function DataExportCard() {
  const request = useRequestDataExport();
  const [ready, setReady] = useState<DataExportView>();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();

  const onClick = async () => {
    setError(undefined);
    setNotice(undefined);
    setReady(undefined);
    try {
      const answer = await request.mutateAsync();
      if (answer.export.status === 'ready' && answer.export.download_url) {
        setReady(answer.export);
        startDownload(answer.export.download_url);
      } else {
        setNotice(answer.detail);
      }
    } catch (err) {
      setError(describeApiError(err, 'la préparation de vos données'));
    }
  };

  return (
    <div className="flex flex-col rounded-xl border border-ink-100 p-4">
      <h3 className="flex items-center gap-2 font-semibold text-ink-900">
        <Download className="size-5 text-brand-600" aria-hidden="true" />
        Télécharger mes données
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-600">
        Un fichier ZIP avec un sommaire lisible&nbsp;: votre profil, chaque CV (format CV Suisse et JSON Resume), vos lettres, vos documents tels que vous les
        avez déposés, vos candidatures et l’historique de vos paiements.
      </p>
      <Button variant="outline" className="mt-4 self-start" loading={request.isPending} onClick={() => void onClick()}>
        {request.isPending ? 'Préparation de l’archive…' : 'Télécharger mes données'}
      </Button>
      {ready?.download_url && (
        <Alert tone="success" className="mt-4">
          Votre archive ({formatBytes(ready.byte_size)}) est prête et son téléchargement a commencé.{' '}
          <a href={ready.download_url} className="font-semibold underline underline-offset-2">
            Télécharger à nouveau
          </a>
          {ready.download_expires_at && ` (lien valable jusqu’à ${time.format(new Date(ready.download_expires_at))})`}.
        </Alert>
      )}
      {notice && (
        <Alert tone="info" className="mt-4">
          {notice}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </div>
  );
}
