import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CvBinItem } from '../../../domain/cv/saved-cv';
import { retentionText } from '../../../domain/privacy/retention';
import { describeApiError } from '../../lib/api-errors';
import { Button } from '../../ui/button';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';
import { useCvBin, useEraseCv, useRestoreCv } from './api/cv-bin';
import { cvListMessages as m } from './messages';

const day = new Intl.DateTimeFormat('fr-CH', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * « Corbeille »: CVs deleted less than 30 days ago, each restorable, or erased at once with its
 * photo and history (« Supprimer définitivement », after a confirmation). Nothing shows while it is empty.
 */
export function CvBinSection() {
  const bin = useCvBin();
  const restore = useRestoreCv();
  const erase = useEraseCv();
  const toast = useToast();
  const [erasing, setErasing] = useState<CvBinItem>();
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
              <p className="text-xs text-ink-500">
                Supprimé le {day.format(new Date(cv.deleted_at))} · effacé le {day.format(new Date(cv.purge_at))}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
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
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                aria-label={`${m.erase} le CV «\u00a0${cv.title}\u00a0»`}
                onClick={() => setErasing(cv)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {m.erase}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={erasing !== undefined}
        title={m.eraseTitle}
        description={erasing ? m.eraseText(erasing.title) : undefined}
        confirmLabel={m.erase}
        pending={erase.isPending}
        onClose={() => setErasing(undefined)}
        onConfirm={() => {
          if (!erasing) return;
          erase.mutate(erasing.id, {
            onSuccess: () => {
              setErasing(undefined);
              toast.success(m.erased);
            },
            onError: (error) => toast.error(describeApiError(error, m.operations.erase)),
          });
        }}
      />
    </section>
  );
}
