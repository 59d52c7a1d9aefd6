import type { CvLanguage } from '../cv/cv-language.js';

/**
 * The language a CV is written in, from its words: the short words each language uses all the
 * time and the others do not (« und », « der » / « le », « des », « avec » / « della », « per » /
 * « the », « with »). Words shared by two languages (« la », « in », « a ») are left out.
 */
const STOPWORDS: Record<CvLanguage, string[]> = {
  fr: [
    'le',
    'les',
    'des',
    'du',
    'et',
    'pour',
    'avec',
    'dans',
    'une',
    'au',
    'aux',
    'sur',
    'est',
    'ai',
    'je',
    'mes',
    'ses',
    'leur',
    'par',
    'ou',
    'chez',
    'depuis',
    'aujourd',
    'expérience',
    'formation',
    'compétences',
    'langues',
    'été',
    'très',
    'également',
    'gestion',
    'équipe',
    'projets',
    'développement',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'mit',
    'von',
    'für',
    'bei',
    'im',
    'zu',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'ist',
    'auf',
    'sowie',
    'als',
    'aus',
    'nach',
    'seit',
    'bis',
    'heute',
    'ich',
    'wir',
    'berufserfahrung',
    'ausbildung',
    'kenntnisse',
    'sprachen',
    'entwicklung',
    'durch',
    'über',
  ],
  it: [
    'il',
    'della',
    'delle',
    'dei',
    'degli',
    'del',
    'per',
    'con',
    'nel',
    'nella',
    'alla',
    'alle',
    'sono',
    'che',
    'un',
    'una',
    'gli',
    'ho',
    'presso',
    'esperienza',
    'formazione',
    'competenze',
    'lingue',
    'sviluppo',
    'gestione',
    'attività',
    'progetti',
    'anche',
    'come',
    'tra',
  ],
  en: [
    'the',
    'and',
    'of',
    'for',
    'with',
    'to',
    'at',
    'on',
    'as',
    'by',
    'is',
    'my',
    'from',
    'experience',
    'education',
    'skills',
    'languages',
    'developed',
    'managed',
    'led',
    'team',
    'using',
    'present',
    'responsible',
    'including',
    'worked',
    'university',
  ],
};
const LOOKUP = new Map<string, CvLanguage>();
for (const [lang, words] of Object.entries(STOPWORDS) as Array<[CvLanguage, string[]]>) for (const w of words) LOOKUP.set(w, lang);

export function guessLanguage(texts: Iterable<string>): CvLanguage | undefined {
  const votes: Record<CvLanguage, number> = { fr: 0, de: 0, it: 0, en: 0 };
  let seen = 0;
  for (const text of texts) {
    for (const word of text.toLocaleLowerCase('fr').split(/[^\p{L}]+/u)) {
      const lang = LOOKUP.get(word);
      if (lang) votes[lang] += 1;
      if (++seen > 20_000) break;
    }
  }
  const ranked = (Object.entries(votes) as Array<[CvLanguage, number]>).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 3 || best[1] < (second?.[1] ?? 0) * 1.3) return undefined;
  return best[0];
}
