import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { cx } from './cx';
import { captureFocusReturn, returnFocus, type FocusReturn } from './focus-return';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide the close button (a flow that must end with one of its own buttons). */
  hideClose?: boolean;
  /**
   * Where focus goes when the modal closes. By default, the element that had focus when `open`
   * became true (the button that opened it); a modal opened from another place passes its own.
   */
  returnFocusTo?: FocusReturn;
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-6xl' };

/** An accessible dialog: focus trapped, Escape closes, title announced, focus back on its opener. */
export function Modal({ open, onOpenChange, title, description, children, footer, size = 'md', hideClose, returnFocusTo }: ModalProps) {
  // The opener is read while rendering the opening, before the dialog takes focus (and before a
  // menu that opened it is removed): React's "adjust state when a prop changes" pattern.
  const [wasOpen, setWasOpen] = useState(open);
  const [opener, setOpener] = useState<FocusReturn | undefined>(() => (open ? captureFocusReturn() : undefined));
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(captureFocusReturn());
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className={cx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl bg-white p-6 shadow-pop focus:outline-none sm:p-7',
            widths[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (returnFocus(returnFocusTo ?? opener)) event.preventDefault();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold tracking-tight text-ink-900">{title}</Dialog.Title>
            {!hideClose && (
              <Dialog.Close className="-m-2 rounded-lg p-2 text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800" aria-label="Fermer">
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            )}
          </div>
          {description && <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">{description}</Dialog.Description>}
          {children && <div className="mt-5">{children}</div>}
          {footer && <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
