import { Fragment } from 'react';
import type { NameSize } from '../cv-view.js';

/**
 * A name whose words never break inside (a double surname such as « Müller-Lüdenscheidt » keeps
 * its hyphen on one line); lines may still break between words. The text stays the typed
 * hyphen-minus, so a search or a parser reading the PDF finds the name as written.
 */
export function NameText({ text }: { text: string }) {
  const words = text.split(' ').filter(Boolean);
  return (
    <>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          <span className="cv-nowrap">{word}</span>
        </Fragment>
      ))}
    </>
  );
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
