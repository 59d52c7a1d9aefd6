/// <reference lib="dom" />
/**
 * The one pagination of a CV, run inside the renderer's Chromium (scripts off for the document
 * itself; this runs as a Playwright evaluation). It rewrites the flowing document that
 * `renderCvHtml` produced (one `.cv-page` holding `.cv-flow` columns) into explicit A4 page boxes:
 * page 2, 3... are shallow copies of page 1's frame (bands and columns, no header) into which the
 * content that does not fit is moved. The PDF prints those boxes one per sheet and the editor
 * shows the very same boxes, so every browser sees the PDF's pages (see
 * docs/decisions/2026-11-23-one-pagination.md).
 *
 * Rules, in the order a designer would apply them:
 * - an item (`.cv-item`, a reference, a level row, a detail line, a heading, a photo) never splits
 *   unless it is taller than a whole page;
 * - a heading (any h1-h4, `.cv-item-head`, `[data-keep-next]`) never ends a page: it moves with
 *   what follows it, and a container left with nothing moves whole;
 * - a short block (a list, a skill group, a section of them, shorter than a quarter page) moves
 *   whole; a section of dated items may part between two items;
 * - a paragraph or bullet of rich text may split between lines, keeping two lines on each side;
 * - a sidebar (`.cv-flow--side`) does not go on to page 2: its sections that do not fit on page 1
 *   move, in their order, to the end of the main column (the design styles them there as main
 *   sections), so that later pages hold one column and every extraction reads the main column
 *   in one run; only a sidebar whose other blocks (contact, personal details) overflow goes on;
 * - a continuation page whose sidebar has nothing to carry is marked `cv-page--wide`: the
 *   design gives the sidebar's width to the main column there;
 * - a last page holding only a few lines is pulled back by a tighter spacing (`--cv-fit`), then
 *   by the tightest spacing with a slightly smaller text (`--cv-font-fit`), when one of the
 *   allowed steps saves that page.
 *
 * Its cost grows with the pages, not with their square: each page is laid out and measured once,
 * with at most about two pages of content below it shown; the rest waits hidden, not laid out
 * (« Held back » below). Every fit step tried is one more pass (`passes` in the result).
 *
 * It must stay one self-contained function (it is sent to the browser as source text): no
 * imports, no helpers outside its body.
 */
export interface PaginateOptions {
  /** Spacing factors tried, in order, when the last page is nearly empty; the first is the default. */
  fits: number[];
  /** Then text size factors (`--cv-font-fit`), tried with the tightest spacing. */
  fontFits: number[];
  /** A last page whose fullest column is filled below this share counts as nearly empty. */
  nearlyEmptyShare: number;
  /** Beyond this many pages the rest stays clipped on the last one (a bound, never reached by a real CV). */
  maxPages: number;
  /**
   * Hold back what lies further than the page after the one being cut (hidden, not laid out),
   * so that the cost grows with the pages, not with their square; false lays the whole rest
   * out at every cut, as before (the tests compare the two).
   */
  holdBack: boolean;
}

export interface PaginateResult {
  pages: number;
  /** The spacing factor kept (`--cv-fit`). */
  fit: number;
  /** The text size factor kept (`--cv-font-fit`). */
  font: number;
  /** How full the last page is: its fullest column's content height over the room (0 to 1). */
  lastShare: number;
  /** How many times the document was laid out into pages (1, plus one per fit step tried). */
  passes: number;
  /** The most content laid out below a page while it was cut, in pages (rounded up). */
  shownBelow: number;
}

export function paginateDocument(options: PaginateOptions): PaginateResult {
  const EPS = 0.5;
  const ATOMIC = 'h1,h2,h3,h4,h5,h6,img,svg,header,table,.cv-item-head,.cv-level-item,.cv-tag,.cv-reference,.cv-detail,[data-keep]';
  const KEEP_WITH_NEXT = 'h1,h2,h3,h4,.cv-item-head,[data-keep-next]';
  const SHORT_BLOCK = '.cv-section,.cv-group,.cv-block,.cv-levels,.cv-tags,.cv-details,.cv-references,.cv-item-sub';
  const TEXT_SPLIT = 'p,li';

  interface BreakPoint {
    parent: Element;
    index: number;
  }

  const body = document.body;
  fitLines();
  const source = body.innerHTML;
  const root = document.documentElement;

  function inFlowChildren(el: Element): Element[] {
    return Array.from(el.children).filter((child) => {
      const style = getComputedStyle(child);
      return style.display !== 'none' && style.position !== 'absolute' && style.position !== 'fixed';
    });
  }

  /**
   * A one-line run (the name, `.cv-name` or `[data-fit]`; a sidebar's section titles, as a title
   * wrapped over two lines reads as two titles to résumé parsers; a sidebar's contact lines, as the
   * end of a wrapped e-mail or address, « toulouse.fr », « Bulgaria », reads as a name to them) wider than its box or its column steps
   * its font size down until it fits, to 60 % of its size at most; past that it may wrap between
   * words. Done once, before pagination: the sizes travel with the document.
   *
   * A sidebar's titles (`h2`: sections and the personal details block) fit inside their own bar,
   * which bleeds over the column's padding to the band's edges, and lose their letter spacing
   * before their size: the sidebar is one text block for poppler only while all its text is
   * within 5 % of one size (designs/sidebar.ts). No transform: Chromium writes a transformed
   * box's text after the rest of the page, out of reading order.
   */
  function fitLines(): void {
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        '.cv-name,[data-fit],.cv-flow--side .cv-section-title,.cv-flow--side h2,.cv-flow--side .cv-details--icons .cv-detail-value',
      ),
    )) {
      const flow = el.closest('.cv-flow') ?? el.parentElement ?? el;
      const sideTitle = el.matches('.cv-flow--side h2');
      const range = document.createRange();
      range.selectNodeContents(el);
      /** The room for the text: a sidebar title's own bar inside its padding, else its box within its column's padding. */
      const room = (): [number, number] => {
        const box = el.getBoundingClientRect();
        if (sideTitle) {
          const own = getComputedStyle(el);
          return [box.left + px(own.borderLeftWidth) + px(own.paddingLeft), box.right - px(own.borderRightWidth) - px(own.paddingRight)];
        }
        const column = flow.getBoundingClientRect();
        const style = getComputedStyle(flow);
        return [Math.max(box.left, column.left + px(style.paddingLeft)), Math.min(box.right, column.right - px(style.paddingRight))];
      };
      const overflows = () => {
        const text = range.getBoundingClientRect();
        const [left, right] = room();
        return text.left < left - EPS || text.right > right + EPS;
      };
      if (sideTitle && overflows()) {
        el.style.letterSpacing = '0';
        if (!overflows()) continue;
      }
      let size = px(getComputedStyle(el).fontSize);
      const floor = size * 0.6;
      while (overflows() && size > floor) {
        size = Math.max(floor, size * 0.94);
        el.style.fontSize = `${size.toFixed(2)}px`;
        if (size === floor) break;
      }
      if (overflows()) el.style.whiteSpace = 'normal';
    }
  }

  function px(value: string): number {
    const n = parseFloat(value);
    return Number.isFinite(n) ? n : 0;
  }

  /** The lowest y a flow's content may reach on its page. */
  function limitOf(flow: Element, page: Element): number {
    return page.getBoundingClientRect().bottom - px(getComputedStyle(flow).paddingBottom);
  }

  /** Room for content in a flow on a page of its own (a continuation page). */
  function capacityOf(flow: Element, page: Element): number {
    const style = getComputedStyle(flow);
    return page.getBoundingClientRect().height - px(style.paddingTop) - px(style.paddingBottom);
  }

  function contentBottom(el: Element): number {
    let bottom = -Infinity;
    for (const child of inFlowChildren(el)) bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
    return bottom;
  }

  function isLeafText(el: Element): boolean {
    if (!el.matches(TEXT_SPLIT) || !el.closest('.cv-rich')) return false;
    return !el.querySelector('p,ul,ol,div,li');
  }

  function isAtomic(el: Element): boolean {
    if (el.matches(ATOMIC)) return true;
    if (el.matches('p')) return true;
    if (el.matches('li') && !el.querySelector('ul,ol,p,div')) return true;
    return inFlowChildren(el).length === 0;
  }

  /**
   * Line boxes of a text block, as [top, bottom] pairs, top to bottom. The client rects of text
   * cover the glyphs only: each is widened to the line height around its middle.
   */
  function lineBoxes(el: Element): Array<[number, number]> {
    const range = document.createRange();
    range.selectNodeContents(el);
    const glyphs: Array<[number, number]> = [];
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.height === 0 || rect.width === 0) continue;
      const line = glyphs.find(([top, bottom]) => rect.top < bottom - 1 && rect.bottom > top + 1);
      if (line) {
        line[0] = Math.min(line[0], rect.top);
        line[1] = Math.max(line[1], rect.bottom);
      } else glyphs.push([rect.top, rect.bottom]);
    }
    const lineHeight = px(getComputedStyle(el).lineHeight);
    return glyphs
      .map(([top, bottom]): [number, number] => {
        const half = Math.max(lineHeight, bottom - top) / 2;
        const middle = (top + bottom) / 2;
        return [middle - half, middle + half];
      })
      .sort((a, b) => a[0] - b[0]);
  }

  /**
   * Splits a paragraph or bullet between two lines so that its first part ends above `limit`,
   * keeping at least two lines on each side (one when the block is taller than a page). The
   * rest becomes a sibling copy marked `data-cont`. False when no such split exists.
   */
  function splitLines(el: Element, limit: number, forced: boolean): boolean {
    const lines = lineBoxes(el);
    const keep = forced ? 1 : 2;
    let fitting = lines.filter(([, bottom]) => bottom <= limit).length;
    if (lines.length - fitting < keep) fitting = lines.length - keep;
    if (fitting < keep || fitting >= lines.length) return false;
    const firstMovedTop = (lines[fitting] as [number, number])[0];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const probe = document.createRange();
    const topOf = (node: Text, offset: number): number | undefined => {
      probe.setStart(node, offset);
      probe.setEnd(node, offset + 1);
      const rect = Array.from(probe.getClientRects()).find((r) => r.height > 0);
      return rect?.top;
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const length = node.data.length;
      if (length === 0) continue;
      const lastTop = topOf(node, length - 1);
      if (lastTop === undefined || lastTop < firstMovedTop - 1) continue;
      // The first character of this node that sits on the first moved line.
      let lo = 0;
      let hi = length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const top = topOf(node, mid);
        if (top !== undefined && top >= firstMovedTop - 1) hi = mid;
        else lo = mid + 1;
      }
      const split = document.createRange();
      split.setStart(node, lo);
      split.setEnd(el, el.childNodes.length);
      const rest = el.cloneNode(false) as Element;
      rest.setAttribute('data-cont', '');
      rest.append(split.extractContents());
      const first = rest.firstChild;
      if (first && first.nodeType === Node.TEXT_NODE) (first as Text).data = (first as Text).data.replace(/^\s+/, '');
      el.after(rest);
      return true;
    }
    return false;
  }

  /** Moves a break point up while it would leave a heading last, or a container empty. */
  function normalise(point: BreakPoint, flow: Element): BreakPoint {
    let { parent, index } = point;
    for (;;) {
      const kids = inFlowChildren(parent);
      while (index > 0 && (kids[index - 1] as Element).matches(KEEP_WITH_NEXT)) index--;
      if (index > 0 || parent === flow) return { parent, index };
      const up = parent.parentElement as Element;
      index = inFlowChildren(up).indexOf(parent);
      parent = up;
    }
  }

  /**
   * Where the flow stops fitting above `limit`: before the first unit that overflows, or inside
   * it when it may split. Null when everything fits.
   */
  function findBreak(container: Element, limit: number, capacity: number, quarter: number): BreakPoint | null {
    const kids = inFlowChildren(container);
    for (let i = 0; i < kids.length; i++) {
      const kid = kids[i] as Element;
      const rect = kid.getBoundingClientRect();
      if (rect.bottom <= limit + EPS) continue;
      if (rect.top >= limit - EPS) return { parent: container, index: i };
      const tallerThanPage = rect.height > capacity;
      // A short list moves whole with its title; a section of dated items may still part between two items.
      const shortBlock = kid.matches(SHORT_BLOCK) && rect.height < quarter && !(kid.matches('.cv-section') && kid.querySelector('.cv-item'));
      const splittable = !isAtomic(kid) && (tallerThanPage || (!kid.matches('.cv-item') && !shortBlock));
      if (splittable) {
        // Cut, the container still closes with its own padding and border under what it keeps.
        const style = getComputedStyle(kid);
        const inner = findBreak(kid, limit - px(style.paddingBottom) - px(style.borderBottomWidth), capacity, quarter);
        if (inner) return inner;
        // Everything inside fits: only the container's own padding or border overflows.
        return i + 1 < kids.length ? { parent: container, index: i + 1 } : null;
      }
      if (isLeafText(kid) && splitLines(kid, limit, tallerThanPage)) return { parent: container, index: i + 1 };
      return { parent: container, index: i };
    }
    return null;
  }

  /** The first unit that cannot fit even on a page of its own: split it, or let it stand alone. */
  function forceProgress(flow: Element, limit: number): BreakPoint | null {
    let el: Element = flow;
    for (;;) {
      const kids = inFlowChildren(el);
      const first = kids[0];
      if (!first) return null;
      if (isAtomic(first)) {
        if (isLeafText(first) && splitLines(first, limit, true)) return { parent: el, index: 1 };
        let parent = el;
        let index = 1;
        // Past the one unit that stands alone; climb while nothing else follows it.
        while (index >= inFlowChildren(parent).length && parent !== flow) {
          const up = parent.parentElement as Element;
          index = inFlowChildren(up).indexOf(parent) + 1;
          parent = up;
        }
        return index < inFlowChildren(parent).length ? { parent, index } : null;
      }
      el = first;
    }
  }

  /** Moves everything from the break point on into `target`, rebuilding the ancestors as copies. */
  function moveAfter(point: BreakPoint, flow: Element, target: Element): void {
    const chain: Element[] = [];
    for (let node: Element = point.parent; node !== flow; node = node.parentElement as Element) chain.unshift(node);
    const copies: Element[] = [];
    let into: Element = target;
    for (const node of chain) {
      const copy = node.cloneNode(false) as Element;
      copy.setAttribute('data-cont', '');
      into.append(copy);
      copies.push(copy);
      into = copy;
    }
    const kids = inFlowChildren(point.parent);
    const from = kids[point.index];
    if (from) {
      if (point.parent.matches('ol')) {
        const start = Number(point.parent.getAttribute('start') ?? '1');
        (into as HTMLOListElement).setAttribute('start', String(start + kids.slice(0, point.index).filter((k) => k.matches('li')).length));
      }
      let node: ChildNode | null = from;
      while (node) {
        const next: ChildNode | null = node.nextSibling;
        into.append(node);
        node = next;
      }
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      const node = chain[i] as Element;
      const holder = i === 0 ? target : (copies[i - 1] as Element);
      while (node.nextSibling) holder.append(node.nextSibling);
    }
  }

  /** Page 1's frame without its content: bands kept, columns emptied, page-1-only blocks left out. */
  function continuationOf(page: Element): Element {
    const copyFrame = (el: Element): Element => {
      const copy = el.cloneNode(false) as Element;
      for (const child of Array.from(el.children)) {
        if (child.matches('.cv-flow')) copy.append(child.cloneNode(false));
        else if (child.matches('.cv-band')) copy.append(child.cloneNode(true));
        else if (child.querySelector('.cv-flow')) copy.append(copyFrame(child));
      }
      return copy;
    };
    const next = copyFrame(page);
    next.classList.add('cv-page--cont');
    return next;
  }

  /**
   * Sidebar sections that do not fit on page 1 move to the end of the page's main column; it
   * answers the main column, the sections moved and their height.
   */
  function settleSidebars(page: Element): { main: Element; moved: Element[]; height: number } | null {
    const flows = Array.from(page.querySelectorAll('.cv-flow'));
    const main = flows.find((flow) => !flow.matches('.cv-flow--side'));
    if (!main) return null;
    const moved: Element[] = [];
    let height = 0;
    for (const side of flows.filter((flow) => flow.matches('.cv-flow--side'))) {
      const limit = limitOf(side, page);
      const kids = inFlowChildren(side);
      const first = kids.findIndex((kid) => kid.matches('.cv-section') && kid.getBoundingClientRect().bottom > limit + EPS);
      if (first === -1) continue;
      const sections = kids.slice(first).filter((kid) => kid.matches('.cv-section'));
      for (const kid of sections) height += kid.getBoundingClientRect().height;
      for (const kid of sections) main.append(kid);
      moved.push(...sections);
    }
    return { main, moved, height };
  }

  /*
   * Held back: what lies further than the page being cut and the whole page after it waits,
   * hidden (`display: none`: neither styled nor laid out), and is shown a slice at a time as
   * the pages reach it. Without it, every page moved the whole rest of the CV into the next
   * page's box, where it was styled and laid out again: the cost grew with the square of the
   * pages. The slices are cut once, in the flowing column, half a page tall, between units
   * (never inside a paragraph); a slice is the elements that start in it and whose parent
   * starts in an earlier one, so showing it shows everything it holds but the later slices.
   * A flow always shows at least a whole page below the one being cut (or all it has), so
   * every decision (what fits, what follows, how tall a block is) reads what it read before.
   */
  interface Slice {
    elements: Element[];
    height: number;
  }
  const heldStyles = new Map<Element, string | null>();

  // Through the attribute, not the CSSOM: an attribute the CSSOM wrote comes back as `style=""` once removed.
  function hold(el: Element): void {
    if (heldStyles.has(el)) return;
    const style = el.getAttribute('style');
    heldStyles.set(el, style);
    el.setAttribute('style', `${style ? `${style};` : ''}display:none!important`);
  }

  function show(slice: Slice): void {
    for (const el of slice.elements) {
      const style = heldStyles.get(el);
      heldStyles.delete(el);
      if (style === null || style === undefined) el.removeAttribute('style');
      else el.setAttribute('style', style);
    }
  }

  /** The first unit that starts at or below `y` in the flow, and its top; null past the end. */
  function unitAt(flow: Element, y: number): { el: Element; top: number } | null {
    let container = flow;
    for (;;) {
      const kids = inFlowChildren(container);
      const index = kids.findIndex((kid) => kid.getBoundingClientRect().bottom > y);
      const kid = kids[index];
      if (!kid) return nextUnit(container, flow);
      const rect = kid.getBoundingClientRect();
      if (rect.top >= y) return { el: kid, top: rect.top };
      if (isAtomic(kid)) {
        const next = kids[index + 1];
        return next ? { el: next, top: next.getBoundingClientRect().top } : nextUnit(container, flow);
      }
      container = kid;
    }
  }

  /** The unit after `el` (its next sibling, or its parent's...), within the flow. */
  function nextUnit(el: Element, flow: Element): { el: Element; top: number } | null {
    for (let node = el; node !== flow; node = node.parentElement as Element) {
      const parent = node.parentElement as Element;
      const kids = inFlowChildren(parent);
      const next = kids[kids.indexOf(node) + 1];
      if (next) return { el: next, top: next.getBoundingClientRect().top };
    }
    return null;
  }

  /**
   * Cuts the flow into slices and hides all of them (reads first, then writes: one layout).
   * The flow keeps what reaches `keep` below its top.
   */
  function holdBack(flow: Element, keep: number, sliceHeight: number): Slice[] {
    const top = flow.getBoundingClientRect().top;
    const bottom = contentBottom(flow);
    const starts: Array<{ el: Element; top: number }> = [];
    for (let y = top + keep; y < bottom;) {
      const unit = unitAt(flow, y);
      if (!unit || unit.top >= bottom) break;
      if (starts.length && starts[starts.length - 1]!.el === unit.el) {
        y += sliceHeight;
        continue;
      }
      starts.push(unit);
      y = Math.max(y, unit.top) + sliceHeight;
    }
    // Each element that starts in a slice and whose parent does not: the slice's own.
    const sliceOf = new Map<Element, number>();
    starts.forEach(({ el }, i) => {
      for (let node = el; node !== flow; node = node.parentElement as Element) {
        for (let sibling: Element | null = node === el ? node : node.nextElementSibling; sibling; sibling = sibling.nextElementSibling) sliceOf.set(sibling, i);
      }
    });
    const slices: Slice[] = starts.map((start, i) => ({ elements: [], height: (starts[i + 1]?.top ?? bottom) - start.top }));
    for (const [el, i] of sliceOf) slices[i]!.elements.push(el);
    for (const slice of slices) for (const el of slice.elements) hold(el);
    return slices;
  }

  function lastPageShare(page: Element): number {
    let share = 0;
    for (const flow of Array.from(page.querySelectorAll('.cv-flow'))) {
      const bottom = contentBottom(flow);
      if (bottom === -Infinity) continue;
      const top = flow.getBoundingClientRect().top + px(getComputedStyle(flow).paddingTop);
      share = Math.max(share, (bottom - top) / Math.max(1, limitOf(flow, page) - top));
    }
    return share;
  }

  function setFit(fit: number, font: number): void {
    if (fit === 1) root.style.removeProperty('--cv-fit');
    else root.style.setProperty('--cv-fit', String(fit));
    if (font === 1) root.style.removeProperty('--cv-font-fit');
    else root.style.setProperty('--cv-font-fit', String(font));
  }

  /** Where an element is in the body, as child indexes from it: the same in the source the fit steps start again from. */
  function pathOf(el: Element): number[] {
    const path: number[] = [];
    for (let node = el; node !== body; node = node.parentElement as Element)
      path.unshift(Array.prototype.indexOf.call((node.parentElement as Element).children, node));
    return path;
  }

  function atPath(path: number[]): Element | null {
    let node: Element | null = body;
    for (const index of path) node = node?.children[index] ?? null;
    return node;
  }

  /** The first pass's slices, for the fit steps (the sidebar's sections moved to the main column left out). */
  let plan: Array<Array<{ paths: number[][]; height: number }>> | undefined;
  let passes = 0;
  let shownBelow = 0;
  function layOut(fit: number, font: number): { pages: number; share: number } {
    passes++;
    setFit(fit, font);
    let page = body.querySelector('.cv-page');
    if (!page) return { pages: 0, share: 0 };
    // The flows in page order (the same on every page: continuation pages copy page 1's) and what
    // each holds back. A sidebar holds nothing back: what overflows it moves to the main column.
    const first: Element = page;
    const firstFlows = Array.from(first.querySelectorAll('.cv-flow'));
    let held: Slice[][];
    if (plan) {
      // A fit step: the slices of the first pass, by their places in the document, held back before
      // anything is laid out; the sidebar's sections moved to the main column wait behind them.
      held = plan.map((slices) => slices.map(({ paths, height }) => ({ elements: paths.map(atPath).filter((el): el is Element => el !== null), height })));
      for (const slices of held) for (const slice of slices) for (const el of slice.elements) hold(el);
      const sidebars = settleSidebars(first);
      const mainHeld = sidebars ? held[firstFlows.indexOf(sidebars.main)] : undefined;
      if (sidebars && mainHeld?.length && sidebars.moved.length) {
        for (const el of sidebars.moved) hold(el);
        mainHeld.push({ elements: sidebars.moved, height: sidebars.height });
      }
    } else {
      // The first pass cuts the slices in the flowing column; the sidebar's sections moved to the
      // main column are at its end, so they are held back with it.
      const sidebars = settleSidebars(first);
      held = firstFlows.map((flow) => {
        if (flow.matches('.cv-flow--side') || !options.holdBack) return [] as Slice[];
        const capacity = capacityOf(flow, first);
        return holdBack(flow, limitOf(flow, first) - flow.getBoundingClientRect().top + 1.5 * capacity, capacity / 2);
      });
      const moved = sidebars?.moved ?? [];
      plan = held.map((slices) =>
        slices.map((slice) => ({ paths: slice.elements.filter((el) => !moved.some((section) => section.contains(el))).map(pathOf), height: slice.height })),
      );
    }
    let pages = 1;
    while (pages < options.maxPages) {
      const flows = Array.from(page.querySelectorAll('.cv-flow'));
      const current: Element = page;
      // Show what each flow holds back until it reaches a whole page below this one (reads, then writes).
      const wanting = flows.map((flow, i) => {
        const slices = held[i] ?? [];
        if (!slices.length) return 0;
        return limitOf(flow, current) + capacityOf(flow, current) - Math.max(flow.getBoundingClientRect().top, contentBottom(flow));
      });
      if (wanting.some((gap) => gap > 0)) {
        wanting.forEach((gap, i) => {
          const slices = held[i] ?? [];
          while (gap > 0 && slices.length) {
            const slice = slices.shift() as Slice;
            show(slice);
            gap -= slice.height;
          }
        });
        continue;
      }
      // Every flow's measures first, then the cuts (a paragraph split is a write: no read after it
      // on this page but the split flow's own).
      const measures = flows.map((flow) => ({ limit: limitOf(flow, current), capacity: capacityOf(flow, current), bottom: contentBottom(flow) }));
      const breaks = flows.map((flow, i) => {
        const { limit, capacity, bottom } = measures[i] as { limit: number; capacity: number; bottom: number };
        if (bottom <= limit + EPS) return null;
        shownBelow = Math.max(shownBelow, Math.ceil((bottom - limit) / capacity - 0.01));
        let point = findBreak(flow, limit, capacity, capacity / 4);
        if (!point) return null;
        point = normalise(point, flow);
        if (point.parent === flow && point.index === 0 && current.classList.contains('cv-page--cont')) point = forceProgress(flow, limit);
        return point;
      });
      // A flow that ends here while it still holds something back shows it and is cut again.
      const unfinished = breaks.map((point, i) => point === null && (held[i] ?? []).length > 0);
      if (unfinished.some(Boolean)) {
        unfinished.forEach((more, i) => {
          if (more) show((held[i] as Slice[]).shift() as Slice);
        });
        continue;
      }
      if (breaks.every((b) => b === null)) break;
      const next = continuationOf(current);
      // A sidebar with nothing left to carry gives its width to the main column on the next page.
      const carriesSide = breaks.some((point, i) => point !== null && (flows[i] as Element).matches('.cv-flow--side'));
      next.classList.toggle('cv-page--wide', flows.some((flow) => flow.matches('.cv-flow--side')) && !carriesSide);
      current.after(next);
      const targets = Array.from(next.querySelectorAll('.cv-flow'));
      breaks.forEach((point, i) => {
        if (point) moveAfter(point, flows[i] as Element, targets[i] as Element);
        // What moves is at least what lay below the limit: show enough with it for the next page
        // to reach a whole page below itself, so that it is measured once (checked above).
        const { limit, capacity, bottom } = measures[i] as { limit: number; capacity: number; bottom: number };
        let gap = 2 * capacity - (bottom - limit);
        const slices = held[i] ?? [];
        while (gap > 0 && slices.length) {
          const slice = slices.shift() as Slice;
          show(slice);
          gap -= slice.height;
        }
      });
      page = next;
      pages++;
    }
    // Past the page bound, the rest stays on the last page (clipped), shown.
    for (const slices of held) for (const slice of slices.splice(0)) show(slice);
    return { pages, share: lastPageShare(page) };
  }

  // Tighter spacings first, then the tightest spacing with slightly smaller text: the first step
  // that saves the last page is kept. Each step tried is a whole pagination again (a spacing
  // moves every page); when none saves the page, the pagination at the default spacing, kept
  // aside, is put back rather than made again.
  const [first = 1, ...tighter] = options.fits;
  const tightest = options.fits[options.fits.length - 1] ?? first;
  const steps = [...tighter.map((space) => [space, 1] as const), ...options.fontFits.map((font) => [tightest, font] as const)];
  let result = layOut(first, 1);
  let fit = first;
  let font = 1;
  if (result.pages > 1 && result.share < options.nearlyEmptyShare && steps.length) {
    const kept = document.createDocumentFragment();
    kept.append(...Array.from(body.childNodes));
    let saved = false;
    for (const [space, size] of steps) {
      body.innerHTML = source;
      const attempt = layOut(space, size);
      if (attempt.pages < result.pages) {
        result = attempt;
        fit = space;
        font = size;
        saved = true;
        break;
      }
    }
    if (!saved) {
      body.replaceChildren(kept);
      setFit(first, 1);
    }
  }
  // Pages 2+ carry their number (« 2 / 3 »), painted first on the page (z-index -1): readers that
  // join the pages' text items (OpenResume reads pdf.js items across pages with no line end between
  // them) then glue the number, not the page's first line, to the page before; a section title
  // that opens a page stays a line of its own. A printed CV whose pages come apart also reads in order.
  const all = Array.from(body.querySelectorAll('.cv-page'));
  all.forEach((page, i) => {
    page.querySelector(':scope > .cv-page-number')?.remove();
    if (i === 0) return;
    const number = page.ownerDocument.createElement('p');
    number.className = 'cv-page-number';
    number.textContent = `${i + 1} / ${all.length}`;
    page.prepend(number);
  });
  body.setAttribute('data-pages', String(result.pages));
  return { pages: result.pages, fit, font, lastShare: Math.round(result.share * 1000) / 1000, passes, shownBelow };
}
