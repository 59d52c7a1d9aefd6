import { local, localKeys } from '../../../lib/storage-keys';
import { parseDraft, type StoredDraft } from './draft-storage';

/**
 * Which tab wrote the anonymous draft (tempCvData), and when its last change was made: tabs
 * share the one draft, so each one follows the others' changes and none writes an older one
 * back (issue 31: the last change wins everywhere). Kept beside the draft, whose format the
 * specification gives.
 */
export const DRAFT_STAMP_KEY = 'cvSuisse.tempCvDataStamp';

export interface DraftStamp {
  tab: string;
  /** When the change it holds was made (ms since the epoch), not when it was written. */
  changedAt: number;
}

/** This tab's name for the stamps (random, per page load). */
export const thisTab = Math.random().toString(36).slice(2, 10);

export function readDraftStamp(): DraftStamp | undefined {
  try {
    const raw = JSON.parse(local.get(DRAFT_STAMP_KEY) ?? 'null') as Partial<DraftStamp> | null;
    return raw && typeof raw.tab === 'string' && typeof raw.changedAt === 'number' ? { tab: raw.tab, changedAt: raw.changedAt } : undefined;
  } catch {
    return undefined;
  }
}

/** The stamp goes first: a tab told of the new draft reads the stamp that goes with it. */
export function writeDraftStamp(changedAt: number): void {
  local.set(DRAFT_STAMP_KEY, JSON.stringify({ tab: thisTab, changedAt } satisfies DraftStamp));
}

/** Another tab's draft, newer than `changedAt` (this tab's last change), or undefined. */
export function newerDraftFromOtherTab(changedAt: number): (StoredDraft & { changedAt: number }) | undefined {
  const stamp = readDraftStamp();
  if (!stamp || stamp.tab === thisTab || stamp.changedAt <= changedAt) return undefined;
  const draft = parseDraft(local.get(localKeys.tempCvData));
  return draft ? { ...draft, changedAt: stamp.changedAt } : undefined;
}

/** Calls `listener` whenever another tab writes the draft (the browser's storage event). */
export function onDraftWrittenElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === localKeys.tempCvData && event.newValue) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
