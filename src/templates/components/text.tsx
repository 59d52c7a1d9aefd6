import { Fragment } from 'react';
import type { NameSize } from '../cv-view.js';

/**
 * A name as one run of text with real spaces: a recruiter's parser reading the PDF's text items
 * (pdf.js) gets « Anne-Sophie Müller-Lüdenscheidt » as one item, never one item per word. The
 * name stays on one line (`white-space: nowrap`, so a double surname never parts at its hyphen)
 * and is marked `data-fit`: the paginator steps its size down until it fits its box and the page
 * (see pagination/paginate-document.ts), and lets it wrap between words only past that.
 */
export function NameText({ text }: { text: string }) {
  return <>{text.split(' ').filter(Boolean).join(' ')}</>;
}

/** The class a design sizes its name block by. */
export function nameClass(base: string, size: NameSize): string {
  return size === 'normal' ? `${base} cv-name` : `${base} cv-name cv-name--${size}`;
}

/** A link part longer than this may not fit the narrowest column (a sidebar) on one line. */
export const LINK_PART_MAX = 28;

/**
 * A link printed in its short form: it may wrap only after a slash, never at a hyphen, and the
 * PDF keeps a link annotation with the full URL. A part too long for a narrow column (a
 * 60-character profile name) may break anywhere rather than run off the page, still never
 * preferring its hyphens.
 */
export function LinkText({ href, text }: { href: string; text: string }) {
  const parts = text.split(/(?<=\/)/);
  const long = parts.some((part) => part.length > LINK_PART_MAX);
  return (
    <a className={long ? 'cv-link cv-link--long' : 'cv-link'} href={href}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="cv-link-part">{part}</span>
        </Fragment>
      ))}
    </a>
  );
}
