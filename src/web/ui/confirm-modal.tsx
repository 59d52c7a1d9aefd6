import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The red button's label (« Supprimer »). */
  confirmLabel: string;
  /** While the action runs, the dialog stays open and its buttons wait. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a destructive action: « Annuler » and the action, in red. */
export function ConfirmModal({ open, title, description, confirmLabel, pending, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={title}
      size="sm"
      description={description ?? null}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
