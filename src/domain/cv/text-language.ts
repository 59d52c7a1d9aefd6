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

/**
 * The language of `text`: the one with the most function words, when it has at least two and
 * more than `fallback`; otherwise `fallback` (a title, a name or a short phrase says too little).
 */
export function guessTextLanguage(text: string, fallback: CvLanguage): CvLanguage {
  const counts = new Map<CvLanguage, number>(LANGUAGES.map((l) => [l, 0]));
  for (const word of text.toLocaleLowerCase('fr').split(/[^\p{L}]+/u)) {
    if (!word) continue;
    for (const language of LANGUAGES) if (FUNCTION_WORDS[language].has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  let best = fallback;
  for (const language of LANGUAGES) if ((counts.get(language) ?? 0) > (counts.get(best) ?? 0)) best = language;
  return best !== fallback && (counts.get(best) ?? 0) < 2 ? fallback : best;
}

/** Sentences of a run of text, cut after . ! ? before a space (joined, they give the text back). */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])(?=\s)/u);
}
