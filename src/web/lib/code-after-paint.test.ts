import { describe, expect, it } from 'vitest';
import { CODE_AFTER_PAINT_SCRIPT, DEFERRED_CODE_ELEMENT_ID, EDITOR_HOLD_ATTRIBUTE } from '../../domain/prerender';

/** What the script appends to the head, in order: `link:<rel>:<href>` or `script:<type>:<src>`, with crossOrigin. */
interface Appended {
  tag: string;
  rel?: string;
  type?: string;
  href?: string;
  src?: string;
  crossOrigin?: string;
}

/** The script as the browser runs it, with a document, a frame callback and timers it can drive. */
function load({ held, list, hidden = false }: { held: boolean; list?: object; hidden?: boolean }) {
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const document = {
    getElementById: (id: string) => (id === DEFERRED_CODE_ELEMENT_ID && list ? { textContent: JSON.stringify(list) } : null),
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: { hasAttribute: (name: string) => held && name === EDITOR_HOLD_ATTRIBUTE },
    createElement: (tag: string) => ({ tag }) as Appended,
    head: { appendChild: (element: Appended) => appended.push({ ...element }) },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function('document', 'requestAnimationFrame', 'setTimeout', CODE_AFTER_PAINT_SCRIPT) as (
    d: typeof document,
    raf: (f: () => void) => void,
    st: (f: () => void, ms: number) => void,
  ) => void;
  script(
    document,
    (f) => frames.push(f),
    (run, ms) => timers.push({ ms, run }),
  );
  return { appended, frames, timers };
}

const LIST = { entry: '/assets/index-E1.js', preload: ['/assets/react-R1.js', '/assets/editor-page-P1.js'] };
const CODE: Appended[] = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-R1.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/editor-page-P1.js' },
  { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-E1.js' },
];

describe('the phone editor’s code, asked for after the first paint', () => {
  it('asks for nothing before the page has painted, then for the preloads and the entry, in that order', () => {
    const page = load({ held: false, list: LIST });
    expect(page.appended).toEqual([]);
    expect(page.frames).toHaveLength(1);
    // The frame callback runs before that frame paints; its 0 ms timer after it.
    page.frames[0]!();
    expect(page.appended).toEqual([]);
    const afterPaint = page.timers.find((t) => t.ms === 0)!;
    afterPaint.run();
    expect(page.appended).toEqual(CODE);
    expect(page.timers).toHaveLength(1);
  });

  it('asks for it at once in a tab opened in the background (it paints no frame until shown)', () => {
    const page = load({ held: false, list: LIST, hidden: true });
    expect(page.appended).toEqual(CODE);
    expect(page.frames).toEqual([]);
  });

  it('asks for it at once when the picker is held hidden (only the code can show the page)', () => {
    const page = load({ held: true, list: LIST });
    expect(page.appended).toEqual(CODE);
    expect(page.frames).toEqual([]);
    expect(page.timers).toEqual([]);
  });

  it('does nothing on a page without the list', () => {
    const page = load({ held: false });
    expect(page.appended).toEqual([]);
    expect(page.frames).toEqual([]);
  });
});
