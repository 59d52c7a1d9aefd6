import { retentionText } from '../../../domain/privacy/retention';
import { describeApiError } from '../../lib/api-errors';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';
import { useDeleteCv } from './api/delete-cv';
import type { CvCardItem } from './api/list-cvs';
import { cvListMessages as m } from './messages';

/** The confirmation before a CV is deleted for good. */
export function DeleteCvDialog({ cv, onClose }: { cv: CvCardItem | null; onClose: () => void }) {
  const remove = useDeleteCv();
  const toast = useToast();

  const confirm = async () => {
    if (!cv) return;
    try {
      await remove.mutateAsync(cv.id);
      toast.success(m.deleted, 3000);
      onClose();
    } catch (err) {
      toast.error(describeApiError(err, m.operations.remove));
      onClose();
    }
  };

  return (
    <ConfirmModal
      open={cv !== null}
      title="Supprimer ce CV&nbsp;?"
      description={
        cv ? (
          <>
            Le CV «&nbsp;{cv.title}&nbsp;» sera placé dans la corbeille, avec sa photo et son historique. Vous pourrez le restaurer depuis «&nbsp;Mes CV&nbsp;»
            pendant {retentionText.bin}.
          </>
        ) : null
      }
      confirmLabel={m.remove}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
