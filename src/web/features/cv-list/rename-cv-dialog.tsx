import { useState, type FormEvent } from 'react';
import { CV_LIMITS } from '../../../domain/cv/cv-schema';
import { describeApiError } from '../../lib/api-errors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRenameCv } from './api/rename-cv';
import type { CvCardItem } from './api/list-cvs';
import { cvListMessages as m } from './messages';

/** Spec section 5: a trimmed name is required and holds at most CV_LIMITS.title (100) characters. */
export function cvNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return m.nameRequired;
  if (Array.from(trimmed).length > CV_LIMITS.title) return m.nameTooLong;
  return undefined;
}

export function RenameCvDialog({ cv, onClose }: { cv: CvCardItem | null; onClose: () => void }) {
  return (
    <Modal open={cv !== null} onOpenChange={(open) => !open && onClose()} title="Renommer le CV" size="sm">
      {cv && <RenameForm key={cv.id} cv={cv} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ cv, onClose }: { cv: CvCardItem; onClose: () => void }) {
  const [name, setName] = useState(cv.title);
  const [touched, setTouched] = useState(false);
  const rename = useRenameCv();
  const toast = useToast();
  const error = cvNameError(name);
  const shownError = touched || error === m.nameTooLong ? error : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    const title = name.trim();
    if (title === cv.title) return onClose();
    try {
      await rename.mutateAsync({ id: cv.id, title });
      toast.success(m.renamed, 3000);
      onClose();
    } catch (err) {
      toast.error(describeApiError(err, m.operations.rename));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      <TextField
        label="Nom du CV"
        value={name}
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => setTouched(true)}
        error={shownError}
        hint={`${Array.from(name.trim()).length}/${CV_LIMITS.title} caractères`}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" disabled={name.trim() === ''} loading={rename.isPending}>
          {m.rename}
        </Button>
      </div>
    </form>
  );
}
