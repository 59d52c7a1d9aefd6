import { letterMessages as m } from './messages';

export interface LetterHint {
  tone: 'info' | 'warning';
  text: string;
}

/** What the preview says of the letter's layout (POST /letters/preview/). */
export interface LetterLayoutState {
  pages: number;
  /** The spacing factor the server used: below 1 when « Ajuster sur une page » tightened it. */
  fit: number;
  addressFits: boolean;
}

/**
 * The editor's guidance: the structure and length hints, then what the preview found, warnings
 * first: an address that no longer fits the envelope's window, a letter over one page (and
 * whether « Ajuster sur une page » could or could not bring it back to one).
 */
export function letterHints(layout: LetterLayoutState | undefined, fitOnePage: boolean): LetterHint[] {
  const hints: LetterHint[] = [
    { tone: 'info', text: m.guidance.structure },
    { tone: 'info', text: m.guidance.length },
  ];
  if (!layout) return hints;
  if (fitOnePage && layout.pages === 1 && layout.fit < 1) hints.unshift({ tone: 'info', text: m.guidance.fitted });
  if (layout.pages > 1) hints.unshift({ tone: 'warning', text: fitOnePage ? m.guidance.cannotFit(layout.pages) : m.guidance.overOnePage(layout.pages) });
  if (!layout.addressFits) hints.unshift({ tone: 'warning', text: m.guidance.addressOverflow });
  return hints;
}
