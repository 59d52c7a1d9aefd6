import { useState } from 'react';
import { useToast } from '../ui/toast';
import { describeApiError } from './api-errors';

/**
 * Removing an item from a list page, asked first: `ask(item)` opens the confirmation, whose props
 * (`dialog`) go to a ConfirmModal; confirming removes it, says so (`done`) or says why not
 * (`operation`, as describeApiError takes it: « de la suppression »), then closes. While the removal
 * runs, the dialog stays open and waits.
 */
export function useConfirmedRemoval<T>({ remove, done, operation }: { remove: (item: T) => Promise<unknown>; done: string; operation: string }) {
  const toast = useToast();
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setPending(true);
    try {
      await remove(target);
      toast.success(done, 3000);
    } catch (err) {
      toast.error(describeApiError(err, operation));
    } finally {
      setPending(false);
      setTarget(null);
    }
  };

  return {
    target,
    ask: (item: T) => setTarget(item),
    dialog: { open: target !== null, pending, onConfirm: () => void confirm(), onClose: () => setTarget(null) },
  };
}
