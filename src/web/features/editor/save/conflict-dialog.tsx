import { useState } from 'react';
import { describeApiError } from '../../../lib/api-errors';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import type { ConflictChoice, SaveCycle } from './save-cycle';
import { useSaveStatus, type SaveStatusStore } from './save-status-store';

/**
 * Another tab or device saved this CV since the version these changes were made on: the user
 * chooses which version to keep; nothing is thrown away without that choice.
 */
export function ConflictDialog({ saveCycle, status }: { saveCycle: SaveCycle; status: SaveStatusStore }) {
  const { conflict } = useSaveStatus(status);
  const [busy, setBusy] = useState<ConflictChoice>();
  const [error, setError] = useState<string>();
  const choose = async (choice: ConflictChoice) => {
    setBusy(choice);
    setError(undefined);
    try {
      await saveCycle.resolveConflict(choice);
    } catch (cause) {
      setError(describeApiError(cause, 'l’enregistrement de votre choix'));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Modal
      open={Boolean(conflict)}
      onOpenChange={() => undefined}
      hideClose
      title="Ce CV a été modifié ailleurs"
      description="Une autre version de ce CV a été enregistrée depuis un autre onglet ou un autre appareil pendant que vous le modifiiez ici. Choisissez la version à garder&nbsp;: vos modifications ne sont pas perdues tant que vous n’avez pas choisi."
      footer={
        <div className="flex w-full flex-col gap-2 sm:flex-row-reverse sm:flex-wrap">
          <Button onClick={() => void choose('keep-mine-as-copy')} loading={busy === 'keep-mine-as-copy'} disabled={busy !== undefined}>
            Garder ma version comme copie
          </Button>
          <Button variant="outline" onClick={() => void choose('keep-mine-over')} loading={busy === 'keep-mine-over'} disabled={busy !== undefined}>
            Garder ma version à la place
          </Button>
          <Button variant="ghost" onClick={() => void choose('reload-theirs')} loading={busy === 'reload-theirs'} disabled={busy !== undefined}>
            Charger l’autre version
          </Button>
        </div>
      }
    >
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink-700">
        <li>
          <strong>Garder ma version comme copie</strong>&nbsp;: vos modifications deviennent un nouveau CV, l’autre version reste telle quelle.
        </li>
        <li>
          <strong>Garder ma version à la place</strong>&nbsp;: votre version devient la version actuelle&nbsp;; l’autre reste dans l’historique.
        </li>
        <li>
          <strong>Charger l’autre version</strong>&nbsp;: vos modifications non sauvegardées sont abandonnées.
        </li>
      </ul>
      {error && (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
