/// <reference lib="dom" />
/**
 * A keystroke's pagination from the pages of the one before (issue 33): most keystrokes change
 * one text and no box's size, and then the pages of the document before, with that text put in,
 * are the pages a pagination of the new document makes. The three functions run in the
 * renderer's page, sent as source text like paginate-document.ts: each must stay self-contained.
 *
 * 0. When pages are made, `changeableTexts` lists the texts of the flowing document that a later
 *    document may change in them (by their index among the body's text nodes; `textMap` says,
 *    for each text node of the pages, the flowing one it came from).
 * 1. `textChanges` compares the flowing document the kept pages were made from with the new one
 *    (same tags and attributes: the caller matched them) and lists the texts that differ; it
 *    refuses, before anything is written or laid out, when one of them is not changeable.
 * 2. With the kept pages written into the page, `applyTextChanges` puts the new texts in and
 *    checks that no box moved or changed size (answering why not), else the caller paginates the
 *    new document in full.
 *
 * A text is not changeable where a break read it in another width than the page shows, or
 * measured it by its characters:
 *    - a line fitted to its width (the name, a sidebar's titles and contact lines) that the
 *      fitting made smaller, or that no longer fits at its own size;
 *    - a paragraph or an item split between two pages (its parts, but for the copy of a container
 *      that a break cuts whatever its height, such as a section of dated items), or content copied
 *      on every page (a band);
 *    - what opens a continuation page's column (the unit a break moved whole or cut, and the
 *      headings kept with it): it was measured at the bottom of the page before, where the column
 *      may be narrower (a sidebar gives its width on continuation pages);
 *    - a sidebar section moved to the main column (measured in the sidebar);
 *    - a text shown twice in the pages;
 *    - and no more than `max` texts may change at once.
 *
 * When it accepts, every box measured before and after the change is where it was and as large
 * (each changed text's ancestors, their children, every column and fitted line): the breaks, the
 * fitted sizes, the last page's share, hence the spacing steps, read what they read before.
 */
export type TextChange = [index: number, text: string];

export function changeableTexts(textMap: number[], inSidebar: number[]): number[] {
  const FITTED = '.cv-name,[data-fit],.cv-flow--side .cv-section-title,.cv-flow--side h2,.cv-flow--side .cv-details--icons .cv-detail-value';
  const KEEP_WITH_NEXT = 'h1,h2,h3,h4,.cv-item-head,[data-keep-next]';
  const body = document.body;
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  if (nodes.length !== textMap.length) return [];
  const side = new Set(inSidebar);
  const seen = new Map<number, number>();
  for (const index of textMap) if (index >= 0) seen.set(index, (seen.get(index) ?? 0) + 1);
  const inFlow = (el: Element): Element[] =>
    Array.from(el.children).filter((child) => {
      const style = getComputedStyle(child);
      return style.display !== 'none' && style.position !== 'absolute' && style.position !== 'fixed';
    });
  // What opens each continuation page's columns: the headings kept with the next unit, and that unit.
  // A container that a break cuts whatever its height (paginate-document.ts's findBreak: not
  // atomic, not an item, not a short block, or a section of dated items) is not a unit a break
  // measured: the first unit in its copy on the next page is.
  const ATOMIC = 'h1,h2,h3,h4,h5,h6,img,svg,header,table,.cv-item-head,.cv-level-item,.cv-tag,.cv-reference,.cv-detail,[data-keep]';
  const SHORT_BLOCK = '.cv-section,.cv-group,.cv-block,.cv-levels,.cv-tags,.cv-details,.cv-references,.cv-item-sub';
  const cutAnyway = (el: Element) =>
    el.hasAttribute('data-cont') &&
    !el.matches(`${ATOMIC},p,li,.cv-item`) &&
    (!el.matches(SHORT_BLOCK) || (el.matches('.cv-section') && el.querySelector('.cv-item') !== null));
  const opening: Element[] = [];
  for (const flow of Array.from(body.querySelectorAll('.cv-page--cont .cv-flow'))) {
    for (let container: Element = flow; ;) {
      const kids = inFlow(container);
      let i = 0;
      while (i < kids.length && (kids[i] as Element).matches(KEEP_WITH_NEXT)) opening.push(kids[i++] as Element);
      const unit = kids[i];
      if (!unit) break;
      if (!cutAnyway(unit)) {
        opening.push(unit);
        break;
      }
      container = unit;
    }
  }
  const changeable: number[] = [];
  nodes.forEach((node, i) => {
    const index = textMap[i] as number;
    const el = node.parentElement;
    if (index < 0 || !el || seen.get(index) !== 1) return;
    if (el.closest('head,style,script,title,.cv-band')) return;
    for (let copy = el.closest('[data-cont]'); copy; copy = copy.parentElement?.closest('[data-cont]') ?? null) if (!cutAnyway(copy)) return;
    const fitted = el.closest(FITTED);
    if (fitted && (fitted.hasAttribute('style') || fitted.matches('.cv-flow--side h2'))) return;
    if (el.closest('p,li')?.nextElementSibling?.hasAttribute('data-cont')) return;
    if (opening.some((unit) => unit.contains(node))) return;
    if (side.has(index) && !el.closest('.cv-flow--side')) return;
    changeable.push(index);
  });
  return changeable;
}

export function textChanges(oldFlowBody: string, newHtml: string, max: number, changeable: number[]): TextChange[] | null {
  const at = newHtml.indexOf('<body');
  if (at < 0) return null;
  const textsOf = (body: string): Text[] => {
    const doc = new DOMParser().parseFromString(`<!DOCTYPE html><html><head></head>${body}`, 'text/html');
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    return texts;
  };
  const before = textsOf(oldFlowBody);
  const after = textsOf(newHtml.slice(at));
  if (before.length !== after.length) return null;
  const allowed = new Set(changeable);
  const changes: TextChange[] = [];
  for (let i = 0; i < after.length; i++) {
    const text = after[i] as Text;
    if ((before[i] as Text).data === text.data) continue;
    if (changes.length >= max || !allowed.has(i)) return null;
    changes.push([i, text.data]);
  }
  return changes;
}

export function applyTextChanges(changes: TextChange[], textMap: number[]): true | string {
  const FITTED = '.cv-name,[data-fit],.cv-flow--side .cv-section-title,.cv-flow--side h2,.cv-flow--side .cv-details--icons .cv-detail-value';
  const body = document.body;
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  if (nodes.length !== textMap.length) return 'text nodes';
  const byIndex = new Map<number, Text>();
  nodes.forEach((node, i) => {
    const index = textMap[i] as number;
    if (index >= 0) byIndex.set(index, node);
  });

  const boxes = new Set<Element>();
  const heights = new Set<Element>();
  const targets: Array<[Text, string]> = [];
  // Fitted lines that fitted at their own size, as the fitting left them: they must still fit.
  const wholeLines: Element[] = [];
  for (const [index, text] of changes) {
    const node = byIndex.get(index);
    const el = node?.parentElement;
    if (!node || !el) return 'not found';
    const fitted = el.closest(FITTED);
    if (fitted) wholeLines.push(fitted);
    for (let up: Element | null = el; up && up !== body.parentElement; up = up.parentElement) {
      heights.add(up);
      for (const child of Array.from(up.children)) heights.add(child);
    }
    targets.push([node, text]);
  }
  // Every column and fitted line where it was and as wide (a longer text in a row of boxes may
  // narrow its neighbour); the changed texts' ancestors and their children as high, at the same
  // height (an inline box around a changed text grows in width, which moves nothing below it).
  for (const el of Array.from(body.querySelectorAll(`.cv-page,.cv-flow,[data-fit-max],${FITTED}`))) if (!wholeLines.includes(el)) boxes.add(el);

  const measured = [...Array.from(boxes, (el) => [el, true] as const), ...Array.from(heights, (el) => [el, false] as const)];
  const measure = () =>
    measured.map(([el, whole]) => {
      const rect = el.getBoundingClientRect();
      return whole ? `${rect.left},${rect.top},${rect.width},${rect.height}` : `${rect.top},${rect.height}`;
    });
  const before = measure();
  for (const [node, text] of targets) node.data = text;
  const after = measure();
  if (!before.every((box, i) => box === after[i])) return 'moved';
  // As paginate-document.ts's fitLines measures a line (a sidebar title, with its own bar, is refused above).
  const px = (value: string) => (Number.isFinite(parseFloat(value)) ? parseFloat(value) : 0);
  for (const el of wholeLines) {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const flow = el.closest('.cv-flow') ?? el.parentElement ?? el;
    const column = flow.getBoundingClientRect();
    const style = getComputedStyle(flow);
    const left = Math.max(box.left, column.left + px(style.paddingLeft));
    const right = Math.min(box.right, column.right - px(style.paddingRight));
    if (text.left < left - 0.5 || text.right > right + 0.5) return 'no longer fits';
  }
  return true;
}
