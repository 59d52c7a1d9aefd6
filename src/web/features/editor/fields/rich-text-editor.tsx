import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, Underline } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../../ui/cx';
import { isBlankRichText } from '../model/blank-items';
import { richTextPasteWithinLimit } from '../model/limits';
import { pastedTextAsHtml } from './pasted-lists';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label. */
  labelledBy: string;
  /** Also read as the field's name by the toolbar. */
  label: string;
  describedBy?: string;
  placeholder?: string;
  rows: number;
  /** Focus the text on mount (the field was focused while this code loaded). */
  autoFocus?: boolean;
  /** The field's limit, counted on the stored HTML: a longer paste is cut to fit. */
  maxLength?: number;
  /** A paste was cut (0: the last paste fitted). */
  onPasteCut?: (removed: number) => void;
}

/**
 * Spec section 5: bold, italic, underline, bulleted and numbered lists, Ctrl+B/I/U, and pasting
 * keeps plain text only. The stored HTML is what the server's sanitiser allows.
 */
const extensions = (placeholder: string | undefined) => [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
    dropcursor: false,
    gapcursor: false,
    trailingNode: false,
    // One undo for the whole editor (state/undo-history.ts): the field's own history would undo
    // behind the editor's back.
    undoRedo: false,
  }),
  ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
];

const tools: { id: string; label: string; shortcut?: string; icon: ReactNode; active: (e: Editor) => boolean; run: (e: Editor) => void }[] = [
  {
    id: 'bold',
    label: 'Gras',
    shortcut: 'Ctrl+B',
    icon: <Bold className="size-4" aria-hidden="true" />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    id: 'italic',
    label: 'Italique',
    shortcut: 'Ctrl+I',
    icon: <Italic className="size-4" aria-hidden="true" />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    id: 'underline',
    label: 'Souligné',
    shortcut: 'Ctrl+U',
    icon: <Underline className="size-4" aria-hidden="true" />,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    id: 'bulletList',
    label: 'Liste à puces',
    icon: <List className="size-4" aria-hidden="true" />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'orderedList',
    label: 'Liste numérotée',
    icon: <ListOrdered className="size-4" aria-hidden="true" />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(tools.map((t) => [t.id, t.active(e)])) as Record<string, boolean>,
  });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // A toolbar is one tab stop; arrows move between its buttons (WAI-ARIA toolbar pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = buttons.current.findIndex((b) => b === document.activeElement);
    if (index === -1) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tools.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[(next + tools.length) % tools.length]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={`Mise en forme\u00a0: ${label}`}
      onKeyDown={onKeyDown}
      className="flex items-center gap-0.5 border-b border-ink-100 px-1.5 py-1"
    >
      {tools.map((tool, i) => (
        <button
          key={tool.id}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          tabIndex={i === 0 ? 0 : -1}
          aria-pressed={active[tool.id] ?? false}
          aria-label={tool.label}
          title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => tool.run(editor)}
          className={cx(
            'grid size-8 place-items-center rounded-md text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900',
            active[tool.id] && 'bg-brand-50 text-brand-700 hover:bg-brand-100 hover:text-brand-800',
            i === 3 && 'ml-1.5',
          )}
        >
          {tool.icon}
        </button>
      ))}
    </div>
  );
}

export default function RichTextEditor({
  value,
  onChange,
  labelledBy,
  label,
  describedBy,
  placeholder,
  rows,
  autoFocus = false,
  maxLength,
  onPasteCut,
}: RichTextEditorProps) {
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  const pasteLimit = useRef({ maxLength, onPasteCut });
  useEffect(() => {
    onChangeRef.current = onChange;
    pasteLimit.current = { maxLength, onPasteCut };
  });

  const editor = useEditor({
    extensions: extensions(placeholder),
    content: value,
    immediatelyRender: true,
    autofocus: autoFocus ? 'end' : false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'cv-rich-input px-3.5 py-2.5 text-[15px] leading-relaxed text-ink-900 focus:outline-none',
        style: `min-height: calc(${rows} * 1.625em + 1.25rem)`,
        spellcheck: 'true',
        lang: 'fr',
      },
      // Pasted formatting (Word, web pages) is dropped: only the text is kept, cut to the
      // field's limit with a notice rather than refused at the next save. Lines that begin
      // with a bullet (a Word list pasted as text) become list items, the glyph dropped.
      handlePaste: (view, event) => {
        const data = event.clipboardData;
        if (!data) return false;
        const formatted = data.types.includes('text/html');
        const { maxLength: max, onPasteCut: onCut } = pasteLimit.current;
        const paste = (text: string) => {
          const listed = pastedTextAsHtml(text);
          if (listed) view.pasteHTML(listed);
          else view.pasteText(text);
        };
        if (max === undefined) {
          const text = data.getData('text/plain');
          if (!formatted && !pastedTextAsHtml(text)) return false;
          paste(text);
          return true;
        }
        const { from, to } = view.state.selection;
        const { kept, removed } = richTextPasteWithinLimit(emitted.current, view.state.doc.textBetween(from, to, '\n'), data.getData('text/plain'), max);
        if (!formatted && removed === 0 && !pastedTextAsHtml(kept)) {
          onCut?.(0);
          return false;
        }
        if (kept) paste(kept);
        onCut?.(removed);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty || isBlankRichText(e.getHTML()) ? '' : e.getHTML();
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value changed from outside (a restored order, a reloaded CV) replaces the content.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);

  return (
    <div className="overflow-hidden rounded-lg border border-ink-200 bg-white shadow-xs transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20 hover:border-ink-300">
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}
