import { useEffect, useRef, useState } from 'react';
import { A4_HEIGHT_PX, A4_WIDTH_PX, documentHeight, pageCount, pageTop } from './page-geometry';

interface Slot {
  id: number;
  html: string;
}

/**
 * The CV's pages as the server laid them out (the PDF's own pages: same count, same breaks),
 * in a sandboxed frame: no scripts, forms, popups or navigation (`allow-same-origin` only, so
 * that its fonts load from this origin). The frame lays out at the A4 width (794 px) and is
 * scaled to `scale`; each page sits on its own sheet, numbered. New HTML loads in a hidden frame
 * that replaces the visible one once loaded, so the preview never flashes white while typing.
 */
export function PreviewFrame({ html, scale, title }: { html: string; scale: number; title: string }) {
  const [slots, setSlots] = useState<{ front?: Slot; back?: Slot }>({});
  const nextId = useRef(1);

  useEffect(() => {
    setSlots((s) => (s.back?.html === html || (!s.back && s.front?.html === html) ? s : { front: s.front, back: { id: nextId.current++, html } }));
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
              title={title}
              sandbox="allow-same-origin"
              srcDoc={slot.html}
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
