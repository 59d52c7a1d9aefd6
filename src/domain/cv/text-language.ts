import type { CvLanguage } from './cv-language.js';

/**
 * A guess of the language a sentence is written in, from its function words: enough to tell a
 * German sentence inside a French CV (« Deutsch und Französisch; gewohnt, im Team zu arbeiten »)
 * from the French around it, so that typography follows the sentence's own language. Only words
 * that belong to one of the four languages count (« la », « in », « e » are left out).
 */
const FUNCTION_WORDS: Record<CvLanguage, ReadonlySet<string>> = {
  fr: new Set(
    'le les des du et est une pour avec dans sur au aux que qui ne pas je nous vous mon mes ses leur été par plus ou très son sa ces cette être avons avez sont d l j qu n c s'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das und ist ein eine einer eines einem mit für von zu im den dem des auf bei als nicht ich wir sich auch oder sowie sind wurde über nach aus zum zur durch wie'.split(
      ' ',
    ),
  ),
  en: new Set('the and of to for with on is are was as by at from my our an this that have has were which'.split(' ')),
  it: new Set('il lo gli di del della dello dei delle è con per nel nella nei una che non sono ho alla al ed degli anche come'.split(' ')),
};

const LANGUAGES = Object.keys(FUNCTION_WORDS) as CvLanguage[];

/** Each function word with the languages it belongs to, as bits in LANGUAGES' order: one lookup a word. */
const WORD_LANGUAGES = new Map<string, number>();
LANGUAGES.forEach((language, bit) => {
  for (const word of FUNCTION_WORDS[language]) WORD_LANGUAGES.set(word, (WORD_LANGUAGES.get(word) ?? 0) | (1 << bit));
});

/**
 * The language of `text`: the one with the most function words, when it has at least two and
 * more than `fallback`; otherwise `fallback` (a title, a name or a short phrase says too little).
 * Lower case as French has it (`toLowerCase` is the same for these four languages' letters).
 */
export function guessTextLanguage(text: string, fallback: CvLanguage): CvLanguage {
  const counts = [0, 0, 0, 0];
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const languages = word ? WORD_LANGUAGES.get(word) : undefined;
    if (languages === undefined) continue;
    for (let bit = 0; bit < LANGUAGES.length; bit++) if (languages & (1 << bit)) counts[bit]!++;
  }
  const countOf = (language: CvLanguage) => counts[LANGUAGES.indexOf(language)]!;
  let best = fallback;
  for (const language of LANGUAGES) if (countOf(language) > countOf(best)) best = language;
  return best !== fallback && countOf(best) < 2 ? fallback : best;
}

/** Sentences of a run of text, cut after . ! ? before a space (joined, they give the text back). */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])(?=\s)/u);
}
