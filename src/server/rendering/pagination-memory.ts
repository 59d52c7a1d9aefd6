import { createHash } from 'node:crypto';
import { INTERNAL_ORIGIN } from './internal-origin.js';
import { INLINE_IMAGE_PREFIX } from './inline-images.js';
import type { PaginationOverride } from './paginate.js';

/** What a pagination gives besides its pages, kept with them. */
export interface PaginationFigures {
  pages: number;
  /** How full the last page is (0 to 1), see paginate-document.ts. */
  lastShare: number;
  /** The spacing factor the paginator settled on (1: not tightened). */
  fit: number;
  /** The `data-fit` names of the boxes taller than their `data-fit-max` (paginate.ts). */
  overflowing: string[];
  /** Layout passes the pagination took (paginate-document.ts). */
  passes: number;
  /** The most content laid out below a page while it was cut, in pages (paginate-document.ts). */
  shownBelow: number;
}

interface Kept extends PaginationFigures {
  rootStyle: string;
  /** The paginated body with every image source replaced by IMAGE_MARK. */
  body: string;
  /** How many IMAGE_MARKs the body holds. */
  images: number;
  /** What a pagination of the next keystroke may start from (reuse-pages.ts); only for a pagination with no spacing step. */
  start?: KeptStart;
}

/** What `remember` is given for a pagination the next one may start from. */
export interface PagesStart {
  /** PaginationMemory.skeleton of the document. */
  skeleton: string;
  /** For each text node of the pages' body, the flowing text node it came from (paginate.ts). */
  textMap: number[];
  /** The flowing texts a later document may change in these pages (reuse-pages.ts). */
  changeable: number[];
  /**
   * Where in the flowing body the change was that these pages could not start from (a text that
   * may not change, reuse-pages.ts): the next keystroke in the same text goes straight to a
   * full pagination instead of trying again.
   */
  refusedAt?: number;
}

interface KeptStart extends PagesStart {
  /** The flowing document from `<body` on, images marked. */
  flowBody: string;
}

/** The pages of an earlier document with the same tags and attributes, for paginate.ts's PagesBefore. */
export interface NearPages {
  rootStyle: string;
  body: string;
  flowBody: string;
  textMap: number[];
  changeable: number[];
  figures: PaginationFigures;
  /** Where the new document's body first differs from theirs. */
  changedAt: number;
}

/** A document's image sources: inline (data:) or already turned into a render page's internal URL. */
const IMAGE_SRC = new RegExp(`\\bsrc="(?:data:image/[^"]*|${INTERNAL_ORIGIN.replace(/[.]/g, '\\.')}${INLINE_IMAGE_PREFIX}[^"]*)"`, 'g');
const IMAGE_MARK = 'src="\u0001"';

/** The image sources of a document, in order. */
function imageSources(html: string): string[] {
  return Array.from(html.matchAll(IMAGE_SRC), (m) => m[0]);
}

/**
 * The last paginations made, by content: the document's HTML and the pagination's options. A
 * preview and the PDF or page-1 image of the same document then paginate once: the PDF writes
 * the pages kept and prints them, which is what the bare floor does (issue 33), and a preview
 * of a document already paginated answers without the browser.
 *
 * - **Images sized by CSS.** A CV's photo sits in a box of fixed size (every design gives its
 *   `-photo` a width and a height, object-fit: cover), so its pixels cannot move a break: for a
 *   CV (`imagesSizedByCss`), the key leaves the image sources out, and the editor's preview (a
 *   stand-in for a saved photo) and the download (the photo itself) share one pagination. For
 *   any other document (a letter's signature is sized by its own pixels) they are part of the key.
 * - **The images are put back.** The kept body names no image; a document reuses it when its
 *   own images are one source repeated (a CV has one photo) or none, each mark taking that
 *   source; otherwise it is paginated again.
 * - Bounded by the characters kept (16 M, about 100-300 CVs), oldest used dropped first.
 */
export class PaginationMemory {
  private readonly kept = new Map<string, Kept>();
  /** The key of the last pages kept with a start, by skeleton. */
  private readonly bySkeleton = new Map<string, string>();
  private size = 0;
  reused = 0;

  constructor(private readonly budget = 16 * 1024 * 1024) {}

  /**
   * The document with the texts of its body left out (its head, tags and attributes kept): two
   * documents with the same skeleton differ only in some texts, which reuse-pages.ts compares.
   */
  static skeleton(html: string, override: PaginationOverride | undefined, imagesSizedByCss: boolean): string {
    const content = imagesSizedByCss ? html.replace(IMAGE_SRC, IMAGE_MARK) : html;
    const at = content.indexOf('<body');
    return (
      createHash('sha256')
        .update(imagesSizedByCss ? 'css-sized\0' : 'exact\0')
        .update(JSON.stringify(override ?? null))
        .update('\0')
        // The head's title and author (the CV's title and name) lay nothing out.
        .update((at < 0 ? content : content.slice(0, at)).replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="author" content="[^"]*"\/?>/, ''))
        .update('\0')
        .update(at < 0 ? '' : content.slice(at).replace(/>[^<]+</g, '><'))
        .digest('base64url')
    );
  }

  static key(html: string, override: PaginationOverride | undefined, imagesSizedByCss: boolean): string {
    const content = imagesSizedByCss ? html.replace(IMAGE_SRC, IMAGE_MARK) : html;
    return createHash('sha256')
      .update(imagesSizedByCss ? 'css-sized\0' : 'exact\0')
      .update(JSON.stringify(override ?? null))
      .update('\0')
      .update(content)
      .digest('base64url');
  }

  /** The kept entry's body with `html`'s own images in it, or undefined when they cannot be put back. */
  private withImages(kept: Kept, html: string): string | undefined {
    const sources = imageSources(html);
    const source = sources[0];
    if (sources.some((s) => s !== source) || (kept.images > 0 && source === undefined)) return undefined;
    return source === undefined ? kept.body : kept.body.replaceAll(IMAGE_MARK, source);
  }

  /** Most recently used last. */
  private touch(key: string, kept: Kept): void {
    this.kept.delete(key);
    this.kept.set(key, kept);
  }

  /** The pages kept for `key`, with `html`'s own images in them, or undefined. */
  recall(key: string, html: string): (PaginationFigures & { rootStyle: string; body: string }) | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    const body = this.withImages(kept, html);
    if (body === undefined) return undefined;
    this.touch(key, kept);
    // The next keystroke starts from this document (an undo, or a preview shown again).
    if (kept.start) this.bySkeleton.set(kept.start.skeleton, key);
    this.reused++;
    const { images: _images, start: _start, ...figures } = kept;
    return { ...figures, body };
  }

  /**
   * The last pages kept of a document with `skeleton` (another keystroke of the same CV), with
   * `html`'s images; or, when the change is in the text whose change they refused last time,
   * where it is (remember's `refusedAt` for the pages about to be made).
   */
  near(skeleton: string, html: string): NearPages | { refusedAt: number } | undefined {
    const key = this.bySkeleton.get(skeleton);
    const kept = key === undefined ? undefined : this.kept.get(key);
    const bodyAt = html.indexOf('<body');
    if (!kept?.start || key === undefined || bodyAt < 0) return undefined;
    const flowBody = html.slice(bodyAt).replace(IMAGE_SRC, IMAGE_MARK);
    let changedAt = 0;
    while (changedAt < flowBody.length && flowBody.charCodeAt(changedAt) === kept.start.flowBody.charCodeAt(changedAt)) changedAt++;
    const { refusedAt } = kept.start;
    // The same text as the change refused last time (no tag between the two places): not tried,
    // and noted for the next keystroke.
    if (refusedAt !== undefined && !/[<>]/.test(flowBody.slice(Math.min(refusedAt, changedAt), Math.max(refusedAt, changedAt) + 1))) {
      return { refusedAt: changedAt };
    }
    const body = this.withImages(kept, html);
    if (body === undefined) return undefined;
    this.touch(key, kept);
    const { images: _images, start, body: _body, rootStyle, ...figures } = kept;
    return { rootStyle, body, flowBody: start.flowBody, textMap: start.textMap, changeable: start.changeable, figures, changedAt };
  }

  private static cost(entry: Pick<Kept, 'body' | 'rootStyle' | 'start'>): number {
    return (
      entry.body.length +
      entry.rootStyle.length +
      (entry.start ? entry.start.flowBody.length + (entry.start.textMap.length + entry.start.changeable.length) * 4 : 0)
    );
  }

  private drop(key: string, entry: Kept): void {
    this.kept.delete(key);
    this.size -= PaginationMemory.cost(entry);
    if (entry.start && this.bySkeleton.get(entry.start.skeleton) === key) this.bySkeleton.delete(entry.start.skeleton);
  }

  /**
   * Keeps the pages made from `html` under `key`; with `start`, the next document with the same
   * skeleton may start from them (a pagination with no spacing step, see reuse-pages.ts).
   */
  remember(key: string, html: string, paged: PaginationFigures & { rootStyle: string; body: string }, start?: PagesStart): void {
    const body = paged.body.replace(IMAGE_SRC, IMAGE_MARK);
    const bodyAt = html.indexOf('<body');
    const kept: Kept = { ...paged, body, images: body.split(IMAGE_MARK).length - 1 };
    if (start && bodyAt >= 0) kept.start = { ...start, flowBody: html.slice(bodyAt).replace(IMAGE_SRC, IMAGE_MARK) };
    const cost = PaginationMemory.cost(kept);
    if (cost > this.budget) return;
    const previous = this.kept.get(key);
    if (previous) this.drop(key, previous);
    this.kept.set(key, kept);
    this.size += cost;
    if (kept.start) this.bySkeleton.set(kept.start.skeleton, key);
    for (const [oldest, entry] of this.kept) {
      if (this.size <= this.budget) break;
      this.drop(oldest, entry);
    }
  }
}
