import { RotateCcw, Trash2 } from 'lucide-react';
import { retentionText } from '../../../domain/privacy/retention';
import { describeApiError } from '../../lib/api-errors';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { useCvBin, useRestoreCv } from './api/cv-bin';

const day = new Intl.DateTimeFormat('fr-CH', { day: 'numeric', month: 'long', year: 'numeric' });

/** « Corbeille »: CVs deleted less than 30 days ago, each restorable. Nothing shows while it is empty. */
export function CvBinSection() {
  const bin = useCvBin();
  const restore = useRestoreCv();
  const toast = useToast();
  if (!bin.data || bin.data.length === 0) return null;
  return (
    <section aria-labelledby="corbeille" className="mt-12 rounded-xl border border-ink-200 bg-white p-5">
      <h2 id="corbeille" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Trash2 className="size-5 text-ink-500" aria-hidden="true" />
        Corbeille
      </h2>
      <p className="mt-1 text-sm text-ink-600">Les CV supprimés restent ici {retentionText.bin}, puis sont effacés définitivement.</p>
      <ul className="mt-4 divide-y divide-ink-100">
        {bin.data.map((cv) => (
          <li key={cv.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink-900">{cv.title}</p>
              <p className="text-xs text-ink-500">Supprimé le {day.format(new Date(cv.deleted_at))} · effacé le {day.format(new Date(cv.purge_at))}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              loading={restore.isPending && restore.variables === cv.id}
              aria-label={`Restaurer le CV «\u00a0${cv.title}\u00a0»`}
              onClick={() =>
                restore.mutate(cv.id, {
                  onSuccess: () => toast.success('Le CV a été restauré.'),
                  onError: (error) => toast.error(describeApiError(error, 'la restauration du CV')),
                })
              }
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              Restaurer
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
