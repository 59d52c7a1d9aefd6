import { ChevronRight, Copy, Ellipsis, FileDown, Mail, PenLine, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '../../paths';
import { cx } from '../../ui/cx';
import { cvListMessages as m } from './messages';
import { CV_EXPORT_ITEMS, transferMessages, type ExportFormat } from '../cv-transfer';

const itemClass =
  'flex h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-[15px] text-ink-800 outline-none data-[highlighted]:bg-ink-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

/**
 * The card's 'Autre' menu (spec section 2): about 220 by 200 px; closes on an outside click,
 * Escape, a window resize, and once an action is chosen. Arrow keys move between the actions.
 */
export function CvCardMenu({
  cvId,
  cvName,
  disabled,
  onDuplicate,
  onRename,
  onDelete,
  onExport,
}: {
  /** The saved CV (« Créer la lettre assortie » opens the letter matching it). */
  cvId?: string;
  cvName: string;
  disabled?: boolean;
  onDuplicate: () => void;
  onRename: () => void;
  onDelete: () => void;
  /** Word, text and JSON downloads beside the PDF (premium, like the PDF). */
  onExport?: (format: ExportFormat) => void;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, [open]);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        disabled={disabled}
        aria-label={m.more}
        title={m.more}
        className={cx(
          '-mr-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-500 transition-colors',
          'hover:bg-ink-100 hover:text-ink-900 data-[state=open]:bg-ink-100 data-[state=open]:text-ink-900 disabled:opacity-40',
        )}
      >
        <Ellipsis className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 w-[220px] rounded-xl border border-ink-100 bg-white p-1.5 shadow-pop data-[state=open]:animate-[fade-in_120ms_ease-out]"
        >
          <DropdownMenu.Label className="truncate px-3 pt-1.5 pb-2 text-xs font-medium text-ink-500">{cvName}</DropdownMenu.Label>
          <DropdownMenu.Item className={itemClass} onSelect={onDuplicate}>
            <Copy className="size-4 text-ink-500" aria-hidden="true" />
            {m.duplicate}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={onRename}>
            <PenLine className="size-4 text-ink-500" aria-hidden="true" />
            {m.rename}
          </DropdownMenu.Item>
          {cvId && (
            <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(routes.letterFromCv(cvId))}>
              <Mail className="size-4 text-ink-500" aria-hidden="true" />
              Créer la lettre assortie
            </DropdownMenu.Item>
          )}
          {onExport && (
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={cx(itemClass, 'data-[state=open]:bg-ink-100')}>
                <FileDown className="size-4 text-ink-500" aria-hidden="true" />
                {transferMessages.otherFormats}
                <ChevronRight className="ml-auto size-4 text-ink-400" aria-hidden="true" />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent
                  sideOffset={4}
                  collisionPadding={12}
                  className="z-50 w-[220px] rounded-xl border border-ink-100 bg-white p-1.5 shadow-pop"
                >
                  {CV_EXPORT_ITEMS.map((item) => (
                    <DropdownMenu.Item key={item.format} className={itemClass} onSelect={() => onExport(item.format)}>
                      {item.short}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
          <DropdownMenu.Item className={cx(itemClass, 'text-red-700 data-[highlighted]:bg-red-50')} onSelect={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            {m.remove}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
