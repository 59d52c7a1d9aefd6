import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TrackedApplicationSummary } from '../../../domain/tracker/tracked-application';
import { describeApiError } from '../../lib/api-errors';
import { goToPricingForDownload, isSubscriptionRequired } from '../../lib/download-gate';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';
import { downloadApplicationPdf } from './api/applications';
import { useDeleteTrackedApplication, useMarkFollowedUp } from './api/tracked-applications';
import type { RowActions } from './application-row';
import { trackerText as m } from './tracker-messages';

/** « Relancée », the file's download and the deletion (with its confirmation), for the list and the form. */
export function useApplicationActions(afterDelete?: () => void): RowActions & { dialog: React.ReactNode } {
  const followUp = useMarkFollowedUp();
  const remove = useDeleteTrackedApplication();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TrackedApplicationSummary | null>(null);

  const onFollowedUp = async (app: TrackedApplicationSummary) => {
    setBusy(`follow-up:${app.id}`);
    try {
      await followUp.mutateAsync(app.id);
      toast.success(m.row.followedUpDone(app.company), 3000);
    } catch (err) {
      toast.error(describeApiError(err, m.operations.followUp));
    } finally {
      setBusy(null);
    }
  };

  const onDownload = async (app: TrackedApplicationSummary) => {
    if (!app.dossier) return;
    setBusy(`download:${app.id}`);
    try {
      await downloadApplicationPdf(app.dossier);
    } catch (err) {
      if (isSubscriptionRequired(err)) goToPricingForDownload(navigate);
      else toast.error(describeApiError(err, m.operations.download));
    } finally {
      setBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(m.deleted, 3000);
      afterDelete?.();
    } catch (err) {
      toast.error(describeApiError(err, m.operations.remove));
    }
    setDeleting(null);
  };

  const dialog = (
    <ConfirmModal
      open={deleting !== null}
      title={m.confirmDelete}
      description={deleting ? m.confirmDeleteText(deleting.company, Boolean(deleting.dossier)) : null}
      confirmLabel={m.row.remove}
      pending={remove.isPending}
      onConfirm={() => void confirmDelete()}
      onClose={() => setDeleting(null)}
    />
  );

  return { onFollowedUp: (app) => void onFollowedUp(app), onDownload: (app) => void onDownload(app), onDelete: setDeleting, busy, dialog };
}
