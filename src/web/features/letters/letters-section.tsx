import { Mail, Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LetterListItem } from '../../../domain/letter/saved-letter';
import { describeApiError } from '../../lib/api-errors';
import { goToPricingForDownload, isSubscriptionRequired } from '../../lib/download-gate';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { ConfirmModal } from '../../ui/confirm-modal';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { downloadLetterPdf } from './api/letter-files';
import { createLetter, useDeleteLetter, useDuplicateLetter, useRenameLetter } from './api/letter-mutations';
import { letterListKey, useLetterList } from './api/list-letters';
import { clearLetterDraft, readLetterDraft } from './letter-draft';
import { LetterCard } from './letter-card';
import { letterMessages as m } from './messages';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

/** The « Lettres » list of « Mes CV »: the user's cover letters with their actions. */
export function LettersSection() {
  const list = useLetterList();
  const toast = useToast();
  const navigate = useNavigate();
  const duplicate = useDuplicateLetter();
  const rename = useRenameLetter();
  const remove = useDeleteLetter();
  const [renaming, setRenaming] = useState<{ letter: LetterListItem; title: string; error?: string } | null>(null);
  const [deleting, setDeleting] = useState<LetterListItem | null>(null);
  const queryClient = useQueryClient();

  // A letter written before signing up (or in) is saved to the account on arrival here, where
  // e-mail verification lands; once only.
  const draftTaken = useRef(false);
  useEffect(() => {
    const draft = readLetterDraft();
    if (!draft || draftTaken.current) return;
    draftTaken.current = true;
    createLetter(draft).then(
      async () => {
        clearLetterDraft();
        toast.success(m.draftSaved, 5000);
        // The list's first load may still be on its way with the answer from before this letter:
        // an invalidation would join it rather than ask again, so it is cancelled first.
        await queryClient.cancelQueries({ queryKey: letterListKey });
        await queryClient.invalidateQueries({ queryKey: letterListKey });
      },
      (error: unknown) => toast.error(describeApiError(error, m.operations.create)),
    );
  }, [queryClient, toast]);

  const run = async (work: () => Promise<unknown>, done: string, operation: string) => {
    try {
      await work();
      toast.success(done, 3000);
      return true;
    } catch (error) {
      toast.error(describeApiError(error, operation));
      return false;
    }
  };

  const actions = {
    onDuplicate: (letter: LetterListItem) => void run(() => duplicate.mutateAsync(letter.id), m.duplicated, m.operations.duplicate),
    onRename: (letter: LetterListItem) => setRenaming({ letter, title: letter.title }),
    onDelete: setDeleting,
    onDownload: (letter: LetterListItem) =>
      void downloadLetterPdf(letter).then(
        () => toast.success(m.downloaded, 3000),
        (error: unknown) => (isSubscriptionRequired(error) ? goToPricingForDownload(navigate) : toast.error(describeApiError(error, m.operations.download))),
      ),
  };

  const letters = list.data;
  return (
    <section className="mt-14" aria-labelledby="letters-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="letters-title" className="text-2xl font-bold tracking-tight text-ink-900">
            {m.listTitle}
          </h2>
          <p className="mt-1 text-[15px] text-ink-600">{letters && letters.length === 0 ? m.listEmpty : '\u00a0'}</p>
        </div>
        <Button variant="outline" asChild>
          <Link to={routes.letterEditor}>
            <Plus className="size-4" aria-hidden="true" />
            {m.newLetter}
          </Link>
        </Button>
      </div>
      <div className="mt-6">
        {list.isError && !letters ? (
          <p className="text-sm text-red-700">{describeApiError(list.error, m.operations.load)}</p>
        ) : letters && letters.length > 0 ? (
          <ul className={gridClass}>
            {letters.map((letter) => (
              <li key={letter.id} className="min-w-0">
                <LetterCard letter={letter} actions={actions} />
              </li>
            ))}
          </ul>
        ) : letters ? (
          <div className="flex items-center gap-4 rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-6 text-[15px] text-ink-600">
            <Mail className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
            <p>{m.listEmptyHint}</p>
          </div>
        ) : null}
      </div>

      <Modal
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={m.rename}
        footer={
          <Button
            loading={rename.isPending}
            onClick={() => {
              if (!renaming) return;
              const title = renaming.title.trim();
              if (!title) return setRenaming({ ...renaming, error: m.nameRequired });
              void run(() => rename.mutateAsync({ id: renaming.letter.id, title }), m.renamed, m.operations.rename).then((ok) => ok && setRenaming(null));
            }}
          >
            Enregistrer
          </Button>
        }
      >
        <TextField
          label="Nom de la lettre"
          value={renaming?.title ?? ''}
          maxLength={100}
          error={renaming?.error}
          onChange={(e) => renaming && setRenaming({ letter: renaming.letter, title: e.target.value })}
        />
      </Modal>

      <ConfirmModal
        open={deleting !== null}
        title={m.remove}
        description={deleting ? m.confirmDelete(deleting.title) : undefined}
        confirmLabel={m.remove}
        pending={remove.isPending}
        onConfirm={() => deleting && void run(() => remove.mutateAsync(deleting.id), m.deleted, m.operations.remove).then(() => setDeleting(null))}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
