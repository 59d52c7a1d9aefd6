import { useEffect, useState } from 'react';
import { useToast } from '../../../ui/toast';
import type { EditorStore } from '../state/editor-store';
import { createSaveCycle, type SaveCycle } from './save-cycle';

/** The editor workspace's save cycle (see save-cycle.ts); one per mounted workspace. */
export function useSaveCycle({
  store,
  signedIn,
  onCreated,
  onCopied,
  onReplacedElsewhere,
}: {
  store: EditorStore;
  signedIn: boolean;
  onCreated: (cvId: string) => void;
  onCopied?: (cvId: string) => void;
  onReplacedElsewhere?: () => void;
}): SaveCycle {
  const toast = useToast();
  const [cycle] = useState(() => createSaveCycle(store, { signedIn, onCreated, onCopied, onReplacedElsewhere, toast }));
  useEffect(
    () => cycle.setContext({ signedIn, onCreated, onCopied, onReplacedElsewhere, toast }),
    [cycle, signedIn, onCreated, onCopied, onReplacedElsewhere, toast],
  );
  useEffect(() => cycle.start(), [cycle]);
  return cycle;
}
