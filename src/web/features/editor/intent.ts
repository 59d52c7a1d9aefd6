/** The events that say the visitor is at work in the editor (a press, a tap, a key, a focus). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `work` once, on the first sign that the visitor is at work inside `root` (the document
 * by default): what the model picker does without loads then, not during the page's load.
 * Returns what removes the listeners.
 */
export function onFirstIntent(work: () => void, root: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, true);
  };
  function onIntent() {
    stop();
    work();
  }
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
