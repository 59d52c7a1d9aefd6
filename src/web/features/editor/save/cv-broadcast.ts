/**
 * Tabs of one browser tell each other about saves, so that a tab showing an older version
 * knows at once (BroadcastChannel; browsers without it fall back on the 409 of the next save).
 */
export interface CvSavedMessage {
  type: 'cv-saved';
  cvId: string;
  version: number;
  /** The tab that saved, so that it ignores its own message. */
  tab: string;
}

const CHANNEL = 'cv-suisse-editor';
export const TAB_ID = Math.random().toString(36).slice(2);

export function announceCvSaved(cvId: string, version: number): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'cv-saved', cvId, version, tab: TAB_ID } satisfies CvSavedMessage);
  channel.close();
}

export function onCvSavedElsewhere(listener: (message: CvSavedMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<CvSavedMessage>) => {
    const message = event.data;
    if (message?.type === 'cv-saved' && message.tab !== TAB_ID) listener(message);
  };
  return () => channel.close();
}
