import { stripControlChars } from '../../../../domain/cv/control-chars';
import { CV_LIMITS } from '../../../../domain/cv/cv-schema';
import { cx } from '../../../ui/cx';
import { counterText, nearLimit, pasteCutNotice } from '../model/limits';
import { useId, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import { richTextPlainLines } from './rich-text-plain';
import { onFirstIntent } from '../intent';
import './rich-text-field.css';

interface EditorModule {
  default: ComponentType<RichTextEditorProps>;
}

/**
 * Tiptap is the editor's largest chunk (~124 KB gzip): it stays off the first load. It loads at
 * the first sign that it will be needed: the visitor pressing, tapping, tabbing or typing
 * anywhere in the editor (`loadRichTextEditorOnIntent`), the form being shown (when the browser
 * is idle: `preloadRichTextEditor`), at once when a rich-text field is focused or clicked. Until
 * then each field shows its text as plain text, in the same box, where nothing can be typed (so
 * no keystroke is lost).
 */
let editorModule: EditorModule | undefined;
let loading: Promise<EditorModule> | undefined;
const loadedListeners = new Set<() => void>();

function loadEditor(): Promise<EditorModule> {
  loading ??= import('./rich-text-editor').then(
    (module) => {
      editorModule = module;
      for (const listener of loadedListeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed chunk (network) is asked for again by the next focus.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribeLoaded = (listener: () => void) => {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
};
const useEditorModule = () =>
  useSyncExternalStore(
    subscribeLoaded,
    () => editorModule,
    () => undefined,
  );

const loadQuietly = () => void loadEditor().catch(() => undefined);

/**
 * Loads the rich-text editor on the first press, tap, key or focus inside `root` (the
 * document by default); returns what removes the listeners.
 */
export function loadRichTextEditorOnIntent(root: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  if (loading) return () => undefined;
  return onFirstIntent(loadQuietly, root);
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Loads the rich-text editor once the browser is idle (at the latest 1.5 s after the call); returns what cancels it. */
export function preloadRichTextEditor(): () => void {
  if (loading || typeof window === 'undefined') return () => undefined;
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(loadQuietly, { timeout: 1500 });
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(loadQuietly, 300);
  return () => window.clearTimeout(timer);
}

/** The field's text while its editor loads: same box, same height, and focusing it brings the editor. */
function PlainRichText({ value, rows, placeholder, onActivate }: { value: string; rows: number; placeholder?: string; onActivate: () => void }) {
  const lines = richTextPlainLines(value);
  return (
    <div className="overflow-hidden rounded-lg border border-ink-200 bg-white shadow-xs">
      <div className="h-10 border-b border-ink-100" aria-hidden="true" />
      {/* No textbox role: nothing can be typed here; focusing it (Tab or a click) brings the editor, focused. */}
      <div
        tabIndex={0}
        onFocus={onActivate}
        onPointerDown={onActivate}
        data-testid="rich-text-plain"
        className="px-3.5 py-2.5 text-[15px] leading-relaxed text-ink-900 focus:outline-none"
        style={{ minHeight: `calc(${rows} * 1.625em + 1.25rem)` }}
      >
        {lines.length > 0 ? lines.map((line, i) => <p key={i}>{line}</p>) : <p className="text-ink-400">{placeholder}</p>}
      </div>
    </div>
  );
}

export interface RichTextFieldProps extends Pick<RichTextEditorProps, 'value' | 'onChange' | 'placeholder' | 'rows'> {
  label: string;
  hint?: ReactNode;
}

/** A labelled rich-text field; Tiptap loads in its own chunk, the text shown plain meanwhile. */
export function RichTextField({ label, hint, value, onChange, placeholder, rows }: RichTextFieldProps) {
  const loaded = useEditorModule();
  const [focusWhenLoaded, setFocusWhenLoaded] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const [pasteNotice, setPasteNotice] = useState<string>();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink-700">
        {label}
      </span>
      {loaded ? (
        <loaded.default
          value={value}
          onChange={(html) => {
            setPasteNotice(undefined);
            onChange(stripControlChars(html));
          }}
          labelledBy={labelId}
          label={label}
          describedBy={hintId}
          placeholder={placeholder}
          rows={rows}
          autoFocus={focusWhenLoaded}
          maxLength={CV_LIMITS.richText}
          onPasteCut={(removed) => setPasteNotice(removed > 0 ? pasteCutNotice(CV_LIMITS.richText, removed) : undefined)}
        />
      ) : (
        <PlainRichText
          value={value}
          rows={rows}
          placeholder={placeholder}
          onActivate={() => {
            setFocusWhenLoaded(true);
            void loadEditor().catch(() => setFocusWhenLoaded(false));
          }}
        />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {pasteNotice && (
        <p className="text-xs text-amber-800" role="status">
          {pasteNotice}
        </p>
      )}
      {nearLimit(value.length, CV_LIMITS.richText) && (
        <p
          className={cx('text-right text-xs tabular-nums', value.length > CV_LIMITS.richText ? 'text-red-700' : 'text-ink-500')}
          role={value.length > CV_LIMITS.richText ? 'alert' : undefined}
        >
          {value.length > CV_LIMITS.richText
            ? `Ce texte dépasse la limite de ${CV_LIMITS.richText} caractères (mise en forme comprise)\u00a0: raccourcissez-le pour pouvoir sauvegarder.`
            : `${counterText(value.length, CV_LIMITS.richText)} (mise en forme comprise)`}
        </p>
      )}
    </div>
  );
}
