import { letterMessages as m } from './messages';

export interface LetterHint {
  tone: 'info' | 'warning';
  text: string;
}

/** The editor's guidance: the structure and length hints, and a warning past one page. */
export function letterHints(pages: number | undefined): LetterHint[] {
  const hints: LetterHint[] = [
    { tone: 'info', text: m.guidance.structure },
    { tone: 'info', text: m.guidance.length },
  ];
  if (pages !== undefined && pages > 1) hints.unshift({ tone: 'warning', text: m.guidance.overOnePage(pages) });
  return hints;
}
