import { Copy, Download, Ellipsis, PenLine, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { cvLanguageNames } from '../../../domain/cv/cv-language';
import { templateById } from '../../../domain/cv/template-catalogue';
import type { LetterListItem } from '../../../domain/letter/saved-letter';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { useObjectUrl } from '../../lib/use-object-url';
import { useInView } from '../../lib/use-in-view';
import { useLetterPreviewImage } from './api/letter-files';
import { letterMessages as m } from './messages';

const itemClass = 'flex h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-[15px] text-ink-800 outline-none data-[highlighted]:bg-ink-100';

export interface LetterCardActions {
  onDownload: (letter: LetterListItem) => void;
  onDuplicate: (letter: LetterListItem) => void;
  onRename: (letter: LetterListItem) => void;
  onDelete: (letter: LetterListItem) => void;
}

function LetterThumbnail({ letter }: { letter: LetterListItem }) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const image = useLetterPreviewImage(letter, inView);
  const url = useObjectUrl(image.data);
  return (
    <div ref={ref} className="relative aspect-[210/297] overflow-hidden bg-ink-100">
      {url ? (
        <img src={url} alt={`Aperçu de la lettre «\u00a0${letter.title}\u00a0»`} className="absolute inset-0 size-full object-cover object-top" />
      ) : (
        <div className="absolute inset-0 animate-pulse bg-gradient-to-b from-ink-100 to-ink-50" aria-hidden="true" />
      )}
    </div>
  );
}

/** One letter of « Mes CV »: its first page, name, design and language, and its actions. */
export function LetterCard({ letter, actions }: { letter: LetterListItem; actions: LetterCardActions }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200/80 bg-white shadow-xs" data-testid="letter-card">
      <Link to={routes.letterEditorFor(letter.id)} aria-label={`${m.edit} ${letter.title}`} tabIndex={-1}>
        <LetterThumbnail letter={letter} />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate text-base font-semibold text-ink-900">{letter.title}</h3>
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
              aria-label={`${m.more}\u00a0: ${letter.title}`}
              className="-mr-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100"
            >
              <Ellipsis className="size-5" aria-hidden="true" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={6} className="z-50 w-[220px] rounded-xl border border-ink-100 bg-white p-1.5 shadow-pop">
                <DropdownMenu.Item className={itemClass} onSelect={() => actions.onDuplicate(letter)}>
                  <Copy className="size-4 text-ink-500" aria-hidden="true" />
                  {m.duplicate}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={itemClass} onSelect={() => actions.onRename(letter)}>
                  <PenLine className="size-4 text-ink-500" aria-hidden="true" />
                  {m.rename}
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
                <DropdownMenu.Item className={`${itemClass} text-red-700 data-[highlighted]:bg-red-50`} onSelect={() => actions.onDelete(letter)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {m.remove}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
        <p className="truncate text-xs font-medium text-ink-500">
          {templateById(letter.template_id).name} · {cvLanguageNames[letter.letter_language]}
        </p>
        <div className="mt-auto flex gap-2">
          <Button variant="outline" size="sm" className="flex-1" asChild>
            <Link to={routes.letterEditorFor(letter.id)}>{m.edit}</Link>
          </Button>
          <Button size="sm" className="flex-1" onClick={() => actions.onDownload(letter)} aria-label={`${m.download} ${letter.title}`}>
            <Download className="size-4" aria-hidden="true" />
            {m.download}
          </Button>
        </div>
      </div>
    </article>
  );
}
