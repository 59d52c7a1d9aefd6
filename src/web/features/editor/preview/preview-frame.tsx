import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { A4_HEIGHT_PX, A4_WIDTH_PX, pageCount } from './page-geometry';

interface Slot {
  id: number;
  html: string;
}

/**
 * The rendered CV in a sandboxed frame: no scripts, forms, popups or navigation of the page
 * (`allow-same-origin` only, so that its height can be read and its pages marked; the document
 * is the exact HTML the PDF is printed from). New HTML loads in a hidden frame that replaces the
 * visible one once laid out, so the preview never flashes white while typing. The frame lays out
 * at the A4 width (794 px) and is scaled to `scale`; page ends are marked every 297 mm.
 */
export function PreviewFrame({ html, scale, title }: { html: string; scale: number; title: string }) {
  const [slots, setSlots] = useState<{ front?: Slot; back?: Slot }>({});
  const [pages, setPages] = useState(1);
  const nextId = useRef(1);
  const frames = useRef(new Map<number, HTMLIFrameElement>());

  useEffect(() => {
    setSlots((s) => (s.back?.html === html || (!s.back && s.front?.html === html) ? s : { front: s.front, back: { id: nextId.current++, html } }));
  }, [html]);

  const measure = useCallback((frame: HTMLIFrameElement | undefined) => {
    const doc = frame?.contentDocument;
    if (!doc?.documentElement) return;
    setPages(pageCount(Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0)));
  }, []);

  const onLoad = (slot: Slot) => {
    const frame = frames.current.get(slot.id);
    measure(frame);
    // Web fonts may finish after `load`: measure again once they are in.
    void frame?.contentDocument?.fonts?.ready.then(() => measure(frames.current.get(slot.id)));
    setSlots((s) => (s.back?.id === slot.id ? { front: slot } : s));
  };

  useLayoutEffect(() => {
    if (slots.front) measure(frames.current.get(slots.front.id));
  }, [slots.front, measure]);

  const height = pages * A4_HEIGHT_PX;
  const visible = [slots.front, slots.back].filter((s): s is Slot => s !== undefined);

  return (
    <div className="relative mx-auto" style={{ width: A4_WIDTH_PX * scale, height: height * scale }} data-testid="cv-preview" data-pages={pages}>
      <div className="absolute inset-0 overflow-hidden rounded-[3px] bg-white shadow-[0_1px_3px_rgb(18_23_34/0.12),0_8px_28px_rgb(18_23_34/0.10)]">
        <div style={{ width: A4_WIDTH_PX, height, transform: `scale(${scale})`, transformOrigin: 'top left' }} className="relative">
          {visible.map((slot) => (
            <iframe
              key={slot.id}
              ref={(el) => {
                if (el) frames.current.set(slot.id, el);
                else frames.current.delete(slot.id);
              }}
              title={title}
              sandbox="allow-same-origin"
              srcDoc={slot.html}
              onLoad={() => onLoad(slot)}
              tabIndex={-1}
              aria-hidden={slot.id !== slots.front?.id || undefined}
              className="pointer-events-none absolute inset-0 block border-0 bg-white"
              style={{ width: A4_WIDTH_PX, height, visibility: slot.id === slots.front?.id ? 'visible' : 'hidden' }}
            />
          ))}
        </div>
      </div>
      {Array.from({ length: pages - 1 }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 flex items-center"
          style={{ top: (i + 1) * A4_HEIGHT_PX * scale - 1 }}
        >
          <div className="h-0 flex-1 border-t border-dashed border-ink-300" />
          <span className="absolute -right-2 translate-x-full rounded bg-ink-200/80 px-1.5 py-0.5 text-[10px] font-semibold text-ink-600 tabular-nums">
            {i + 2}
          </span>
        </div>
      ))}
    </div>
  );
}
