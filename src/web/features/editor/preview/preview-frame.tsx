import { useEffect, useRef, useState } from 'react';
import { A4_HEIGHT_PX, A4_WIDTH_PX, documentHeight, pageCount, pageTop } from './page-geometry';
import { documentHead, patchDocument } from './patch-document';

interface Slot {
  id: number;
  /** The document the frame was created with (changing `srcdoc` would reload the frame). */
  srcDoc: string;
  /** The document the frame shows now: `srcDoc`, or a later one patched into it. */
  html: string;
}

/**
 * The CV's pages as the server laid them out (the PDF's own pages: same count, same breaks),
 * in a sandboxed frame: no scripts, forms, popups or navigation (`allow-same-origin` only, so
 * that its fonts load from this origin). The frame lays out at the A4 width (794 px) and is
 * scaled to `scale`; each page sits on its own sheet, numbered.
 *
 * A new document whose head (styles, fonts) is the one on screen replaces the frame's body in
 * place: one synchronous DOM change, so no white flash, and no stylesheet or font to load again
 * (the usual case while typing). Otherwise (first document, another template, colour or layout)
 * it loads in a hidden frame that replaces the visible one once loaded.
 */
export function PreviewFrame({ html, scale, title }: { html: string; scale: number; title: string }) {
  const [slots, setSlots] = useState<{ front?: Slot; back?: Slot }>({});
  const nextId = useRef(1);
  const frames = useRef(new Map<number, HTMLIFrameElement>());

  useEffect(() => {
    setSlots((s) => {
      if (s.back?.html === html || (!s.back && s.front?.html === html)) return s;
      const front = s.front;
      const frameDocument = front ? frames.current.get(front.id)?.contentDocument : undefined;
      if (front && !s.back && frameDocument && documentHead(front.html) === documentHead(html) && patchDocument(frameDocument, html)) {
        return { front: { ...front, html } };
      }
      const id = nextId.current++;
      return { front: s.front, back: { id, srcDoc: html, html } };
    });
  }, [html]);

  const onLoad = (slot: Slot) => setSlots((s) => (s.back?.id === slot.id ? { front: slot } : s));

  // The page count of what is on screen: the front frame's document until the next one is in.
  const shown = slots.front?.html ?? slots.back?.html ?? html;
  const pages = pageCount(shown);
  const height = documentHeight(pages);
  const visible = [slots.front, slots.back].filter((s): s is Slot => s !== undefined);

  return (
    <div className="relative mx-auto" style={{ width: A4_WIDTH_PX * scale, height: height * scale }} data-testid="cv-preview" data-pages={pages}>
      {Array.from({ length: pages }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 rounded-[2px] bg-white shadow-[0_1px_3px_rgb(18_23_34/0.12),0_8px_28px_rgb(18_23_34/0.10)]"
          style={{ top: pageTop(i) * scale, height: A4_HEIGHT_PX * scale }}
        >
          {pages > 1 && (
            <span className="absolute top-0 -right-2 translate-x-full rounded bg-ink-200/80 px-1.5 py-0.5 text-[10px] font-semibold text-ink-600 tabular-nums">
              {i + 1}
            </span>
          )}
        </div>
      ))}
      <div className="absolute inset-0 overflow-hidden">
        <div style={{ width: A4_WIDTH_PX, height, transform: `scale(${scale})`, transformOrigin: 'top left' }} className="relative">
          {visible.map((slot) => (
            <iframe
              key={slot.id}
              ref={(frame) => {
                if (frame) frames.current.set(slot.id, frame);
                else frames.current.delete(slot.id);
              }}
              title={title}
              sandbox="allow-same-origin"
              srcDoc={slot.srcDoc}
              onLoad={() => onLoad(slot)}
              tabIndex={-1}
              aria-hidden={slot.id !== slots.front?.id || undefined}
              className="pointer-events-none absolute inset-0 block border-0 bg-transparent"
              style={{ width: A4_WIDTH_PX, height: documentHeight(pageCount(slot.html)), visibility: slot.id === slots.front?.id ? 'visible' : 'hidden' }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
