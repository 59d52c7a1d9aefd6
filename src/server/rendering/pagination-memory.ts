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
  private size = 0;
  reused = 0;

  constructor(private readonly budget = 16 * 1024 * 1024) {}

  static key(html: string, override: PaginationOverride | undefined, imagesSizedByCss: boolean): string {
    const content = imagesSizedByCss ? html.replace(IMAGE_SRC, IMAGE_MARK) : html;
    return createHash('sha256')
      .update(imagesSizedByCss ? 'css-sized\0' : 'exact\0')
      .update(JSON.stringify(override ?? null))
      .update('\0')
      .update(content)
      .digest('base64url');
  }

  /** The pages kept for `key`, with `html`'s own images in them, or undefined. */
  recall(key: string, html: string): (PaginationFigures & { rootStyle: string; body: string }) | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    const sources = imageSources(html);
    const source = sources[0];
    if (sources.some((s) => s !== source) || (kept.images > 0 && source === undefined)) return undefined;
    // Most recently used last.
    this.kept.delete(key);
    this.kept.set(key, kept);
    this.reused++;
    const { body, images: _images, ...figures } = kept;
    return { ...figures, body: source === undefined ? body : body.replaceAll(IMAGE_MARK, source) };
  }

  remember(key: string, paged: PaginationFigures & { rootStyle: string; body: string }): void {
    const body = paged.body.replace(IMAGE_SRC, IMAGE_MARK);
    const cost = body.length + paged.rootStyle.length;
    if (cost > this.budget) return;
    const previous = this.kept.get(key);
    if (previous) {
      this.size -= previous.body.length + previous.rootStyle.length;
      this.kept.delete(key);
    }
    const images = body.split(IMAGE_MARK).length - 1;
    this.kept.set(key, { ...paged, body, images });
    this.size += cost;
    for (const [oldest, entry] of this.kept) {
      if (this.size <= this.budget) break;
      this.kept.delete(oldest);
      this.size -= entry.body.length + entry.rootStyle.length;
    }
  }
}
