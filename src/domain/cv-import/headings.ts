import { CV_LANGUAGES, cvLabels } from '../cv/cv-language.js';

/**
 * Section headings of CVs in French, German, Italian and English, as people write them (not only
 * as our templates print them): « Parcours », « Praxiserfahrung », « Angaben zur Person »,
 * « Personal skills »... A heading is recognised whatever its decoration: numbered (« 02 »,
 * « II. »), letter-spaced (« E X P É R I E N C E »), underlined with characters (« Kenntnisse
 * ____ »), followed by a colon, misspelt by a letter, or two headings joined (« Formation et
 * diplômes »).
 */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'hardSkills'
  | 'softSkills'
  | 'languages'
  | 'accreditations'
  | 'references'
  | 'personal'
  | 'miscellaneous'
  | 'projects'
  | 'publications'
  | 'awards'
  | 'volunteering';

const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'profil',
    'profil professionnel',
    'resume',
    'resume professionnel',
    'a propos',
    'a propos de moi',
    'objectif',
    'objectifs',
    'objectif professionnel',
    'presentation',
    'accroche',
    'qui suis-je',
    'projet professionnel',
    'kurzprofil',
    'zusammenfassung',
    'uber mich',
    'ueber mich',
    'personliches profil',
    'profil',
    'berufsziel',
    'zielsetzung',
    'motivation',
    'einleitung',
    'profilo',
    'profilo professionale',
    'profilo personale',
    'sommario',
    'chi sono',
    'obiettivo',
    'obiettivi',
    'presentazione',
    'riepilogo',
    'summary',
    'professional summary',
    'about me',
    'about',
    'objective',
    'career objective',
    // Europass' « the job applied for », whose value is the objective.
    'job applied for',
    'position applied for',
    'preferred job',
    'poste vise',
    'emploi recherche',
    'poste recherche',
    'gewunschte beschaftigung',
    'angestrebte position',
    'occupazione desiderata',
    'personal statement',
    'career summary',
    'executive summary',
    'overview',
    'professional profile',
    'profile',
    'personal profile',
    'summary of qualifications',
    'introduction',
  ],
  experience: [
    'experiences professionnelles',
    'experience professionnelle',
    'experiences',
    'experience',
    'parcours professionnel',
    'parcours',
    'emplois',
    'postes occupes',
    'carriere',
    'historique professionnel',
    'experiences de travail',
    'stages',
    'stage',
    'experiences pertinentes',
    'activites professionnelles',
    'experience de travail',
    'emploi',
    'berufserfahrung',
    'berufserfahrungen',
    'berufliche erfahrung',
    'berufliche erfahrungen',
    'beruflicher werdegang',
    'werdegang',
    'berufspraxis',
    'praxiserfahrung',
    'praxiserfahrungen',
    'praktische erfahrung',
    'praktische erfahrungen',
    'berufstatigkeit',
    'berufstaetigkeit',
    'tatigkeiten',
    'arbeitserfahrung',
    'beschaftigungsverlauf',
    'erfahrung',
    'erfahrungen',
    'praktika',
    'praktikum',
    'berufliche laufbahn',
    'berufliche tatigkeit',
    'berufliche tatigkeiten',
    'berufstatigkeiten',
    'berufliche stationen',
    'beruflicher hintergrund',
    'karriere',
    'esperienze professionali',
    'esperienza professionale',
    'esperienze lavorative',
    'esperienza lavorativa',
    'esperienza',
    'esperienze',
    'percorso professionale',
    'carriera',
    'tirocini',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'relevant experience',
    'internships',
    'internship',
    'positions held',
    'research experience',
    'present position',
    'previous positions',
    'positions',
    'professional background',
    'career',
    'experiences',
    'work',
  ],
  education: [
    'formation',
    'formations',
    'etudes',
    'cursus',
    'cursus scolaire',
    'cursus universitaire',
    'formation academique',
    'formation initiale',
    'formation continue',
    'diplomes',
    'diplome',
    'parcours academique',
    'parcours scolaire',
    'parcours de formation',
    'parcours de formations',
    'parcours educatif',
    'parcours universitaire',
    'scolarite',
    'education',
    'formation suivie',
    'formations suivies',
    'etudes et formations',
    'perfectionnement',
    'formation professionnelle',
    'ausbildung',
    'ausbildungen',
    'schulbildung',
    'schulische ausbildung',
    'bildung',
    'bildungsweg',
    'aus- und weiterbildung',
    'aus und weiterbildung',
    'studium',
    'akademischer werdegang',
    'schule',
    'berufsausbildung',
    'weiterbildung',
    'weiterbildungen',
    'schulischer werdegang',
    'ausbildung und studium',
    'hochschulbildung',
    'fort- und weiterbildung',
    'schule und ausbildung',
    'schulzeit',
    'schulbildung',
    'schullaufbahn',
    'schulischer werdegang',
    'akademische ausbildung',
    'qualifikationen',
    'schulabschluss',
    'studium und ausbildung',
    'bildungsabschluss',
    'bildungsabschlusse',
    'bildungsabschlüsse',
    'abschlusse',
    'abschlüsse',
    'schul- und berufsausbildung',
    'bildungsgang',
    'bildungshintergrund',
    'formazione',
    'istruzione',
    'istruzione e formazione',
    'titoli di studio',
    'titolo di studio',
    'percorso formativo',
    'studi',
    'percorso di studi',
    'formazione accademica',
    'formazione professionale',
    'corsi',
    'corsi di formazione',
    'academic background',
    'studies',
    'qualifications',
    'academic qualifications',
    'education and training',
    'training',
    'academic history',
    'degrees',
    'schooling',
    'courses',
    'further education',
  ],
  skills: [
    'programmazione',
    'programming',
    'programmiersprachen',
    'programming languages',
    'langages de programmation',
    'linguaggi di programmazione',
    'tecnologie',
    'sistemi e tecnologie',
    'technologien',
    'frameworks',
    'informatica',
    'conoscenze informatiche',
    'competences',
    'competences techniques',
    'competences informatiques',
    'competences professionnelles',
    'competences cles',
    'savoir-faire',
    'savoir faire',
    'connaissances',
    'connaissances informatiques',
    'informatique',
    'outils',
    'logiciels',
    'outils et technologies',
    'technologies',
    'domaines de competences',
    'expertise',
    'atouts',
    'qualites',
    'aptitudes',
    'savoir-etre',
    'savoir etre',
    'kenntnisse',
    'kompetenzen',
    'fahigkeiten',
    'faehigkeiten',
    'fachkenntnisse',
    'edv-kenntnisse',
    'it-kenntnisse',
    'edv kenntnisse',
    'edv',
    'technische kenntnisse',
    'fachkompetenzen',
    'fahigkeiten und kenntnisse',
    'kenntnisse und fahigkeiten',
    'besondere kenntnisse',
    'sonstige kenntnisse',
    'computerkenntnisse',
    'it-skills',
    'soziale kompetenzen',
    'personliche kompetenzen',
    'starken',
    'methodenkompetenz',
    'software',
    'competenze',
    'competenze tecniche',
    'competenze informatiche',
    'competenze professionali',
    'capacita',
    'capacita e competenze',
    'conoscenze',
    'conoscenze informatiche',
    'abilita',
    'competenze digitali',
    'competenze trasversali',
    'competenze personali',
    'strumenti',
    'skills',
    'technical skills',
    'hard skills',
    'core competencies',
    'competencies',
    'tools',
    'technologies',
    'it skills',
    'computer skills',
    'digital skills',
    'personal skills',
    'personal fahigkeiten',
    'personliche fahigkeiten',
    'job-related skills',
    'key skills',
    'skills and competences',
    'technical expertise',
    'skill set',
    'programming languages',
    'software skills',
    'areas of expertise',
    'strengths',
    'tech stack',
  ],
  hardSkills: [],
  softSkills: [
    'soft skills',
    'communication skills',
    'organisational skills',
    'organizational skills',
    'social skills',
    'qualites personnelles',
    'soziale kompetenz',
    'softskills',
    'soft-skills',
    'competenze relazionali',
    'competenze organizzative',
    'competenze comunicative',
    'interpersonal skills',
    'organisational / managerial skills',
    'managerial skills',
  ],
  languages: [
    'langues',
    'langues etrangeres',
    'competences linguistiques',
    'langue',
    'langues parlees',
    'connaissances linguistiques',
    'langues vivantes',
    'sprachen',
    'sprachkenntnisse',
    'fremdsprachen',
    'sprache',
    'sprachkompetenzen',
    'lingue',
    'lingua',
    'conoscenze linguistiche',
    'competenze linguistiche',
    'lingue straniere',
    'lingue conosciute',
    'languages',
    'language skills',
    'language',
    'foreign languages',
    'language proficiency',
  ],
  accreditations: [
    'certifications',
    'certificats',
    'certificat',
    'attestations',
    'zertifikate',
    'zertifizierungen',
    'zertifikat',
    'certificazioni',
    'certificati',
    'certificates',
    'licenses & certifications',
    'licenses and certifications',
    'certifications & licenses',
    'certification',
    'licences',
    'licenses',
    'patents',
  ],
  references: ['references', 'referenzen', 'referenze', 'referees', 'references professionnelles', 'professional references'],
  personal: [
    'informations personnelles',
    'etat civil',
    'coordonnees',
    'renseignements personnels',
    'donnees personnelles',
    'infos personnelles',
    'informations',
    'contact',
    'contacts',
    'me contacter',
    'persoenliche angaben',
    'personliche angaben',
    'personliche daten',
    'persoenliche daten',
    'persoenlich daten',
    'personlich daten',
    'angaben zur person',
    'zur person',
    'personalien',
    'kontaktdaten',
    'kontakt',
    'personliches',
    'persoenliches',
    'daten',
    'dati personali',
    'informazioni personali',
    'dati anagrafici',
    'contatti',
    'contatto',
    'recapiti',
    'informazioni',
    'personal information',
    'personal details',
    'personal data',
    'contact details',
    'contact information',
    'details',
    'info',
  ],
  miscellaneous: [
    'divers',
    'autres',
    "centres d'interet",
    "centres d'interets",
    'interets',
    'loisirs',
    'activites',
    'activites extra-professionnelles',
    'activites extra-scolaires',
    'passions',
    'hobbies et interets',
    'informations complementaires',
    'informations supplementaires',
    'permis',
    'hobbys',
    'hobbies',
    'interessen',
    'freizeit',
    'sonstiges',
    'weiteres',
    'freizeitaktivitaten',
    'hobbys und interessen',
    'interessen und hobbys',
    'sonstige angaben',
    'zusatzliche informationen',
    'zusatzinformationen',
    'fuhrerschein',
    'varie',
    'interessi',
    'hobby',
    'tempo libero',
    'altre informazioni',
    'ulteriori informazioni',
    'patente',
    'altro',
    'attivita',
    'interests',
    'activities',
    'other',
    'additional information',
    'hobbies and interests',
    'extracurricular activities',
    'miscellaneous',
    'other information',
    'driving licence',
    'driving license',
    'leisure',
  ],
  projects: [
    'projets',
    'projets personnels',
    'projets realises',
    'projekte',
    'projekterfahrung',
    'progetti',
    'progetti personali',
    'programming experience',
    'programming projects',
    'projects',
    'personal projects',
    'selected projects',
    'side projects',
    'portfolio',
  ],
  publications: ['publications', 'publikationen', 'veroffentlichungen', 'pubblicazioni', 'papers', 'conferences', 'talks', 'presentations'],
  awards: [
    'prix',
    'distinctions',
    'prix et distinctions',
    'recompenses',
    'auszeichnungen',
    'preise',
    'premi',
    'riconoscimenti',
    'awards',
    'honors',
    'honours',
    'honors and awards',
    'awards and honors',
    'achievements',
    'scholarships',
    'honors, awards & certifications',
  ],
  volunteering: [
    'benevolat',
    'engagement',
    'engagements',
    'vie associative',
    'engagement associatif',
    'ehrenamt',
    'ehrenamtliches engagement',
    'ehrenamtliche tatigkeiten',
    'volontariato',
    'attivita di volontariato',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'community service',
    'leadership',
    'leadership and activities',
  ],
};

/** Letters only, lower case, no accents: what headings are compared by. */
export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/ß/g, 'ss')
    .replace(/[’ʼ`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Headings that are also ordinary words of a list or a sentence: headings only when set apart. */
export const WEAK: ReadonlySet<string> = new Set(
  [
    'software',
    'edv',
    'stage',
    'stages',
    'praktikum',
    'schule',
    'daten',
    'details',
    'info',
    'informations',
    'informazioni',
    'about',
    'other',
    'work',
    'career',
    'karriere',
    'carriera',
    'leadership',
    'engagement',
    'engagements',
    'motivation',
    'introduction',
    'training',
    'positions',
    'tools',
    'outils',
    'strengths',
    'atouts',
    'qualites',
    'emploi',
    'permis',
    'patente',
    'fuhrerschein',
    'driving licence',
    'driving license',
    'attivita',
    'activites',
    'activities',
    'technologies',
    'expertise',
    'informatique',
    'portfolio',
    'talks',
    'presentations',
    'conferences',
    'papers',
    'corsi',
    'courses',
    'studi',
    'studium',
    'bildung',
    'language',
    'langue',
    'lingua',
    'sprache',
    'contact',
    'contacts',
    'kontakt',
    'contatto',
    'profil',
    'profile',
    'parcours',
    'hobby',
    'altro',
    'varie',
    'divers',
    'autres',
    'weiteres',
    'experience',
    'erfahrung',
    'esperienza',
    'formation',
    'ausbildung',
    'weiterbildung',
    'formazione',
    'education',
    'leisure',
    'passions',
    'interests',
    'interessen',
    'interessi',
    'sport',
    'daten',
    'langues',
    'lingue',
    'sprachen',
    'languages',
    'competences',
    'kenntnisse',
    'skills',
    'competenze',
    'references',
    'referenzen',
    'referenze',
    'diplomes',
    'diplome',
    'cursus',
    'etudes',
    'summary',
    'objective',
    'objectif',
    'obiettivo',
    'zusammenfassung',
    'overview',
    'projets',
    'projekte',
    'progetti',
    'projects',
    'publications',
    'prix',
    'awards',
    'honors',
    'certifications',
    'certificates',
    'zertifikate',
    'certificati',
    'benevolat',
    'ehrenamt',
    'volontariato',
    'volunteering',
  ].map(fold),
);

/**
 * The heading's words without decoration: numbering (« 02 », « II. », « 1) »), symbols and rules
 * around it, a final colon, letter spacing.
 */
export function headingText(line: string): string {
  let text = line
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/^[\s\p{S}\p{P}]*(?:(?:\d{1,2}[.)\]:-]?|(?:[ivx]{1,4}|[a-h])[.)\]:-])\s+)?/iu, (m) => (/[\p{L}]{2,}/u.test(m) ? m : ''))
    .replace(/[\s_=~.…·•*#|/\\>-]{2,}$/u, '')
    .replace(/[\s:：;|_=~*#•·>-]+$/u, '')
    .replace(/^[\s_=~*#•·|>-]+/u, '')
    .trim();
  // « E X P É R I E N C E » or « SPÉCI ALI SATI ON »: letters spaced apart (« QUALCOSA SU DI ME » is words).
  const tokens = text.split(/\s+/);
  if (tokens.length >= 4 && tokens.filter((t) => t.length <= 3).length >= tokens.length * 0.75 && tokens.every((t) => t.length <= 5))
    text = text.replace(/(?<=\p{L})\s(?=\p{L})/gu, '').replace(/\s{2,}/g, ' ');
  return text;
}

const BY_TEXT = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS) as Array<[SectionKind, string[]]>) for (const n of names) if (!BY_TEXT.has(n)) BY_TEXT.set(n, kind);
const LABEL_KIND: Array<[keyof (typeof cvLabels)['fr']['sectionTitles'], SectionKind]> = [
  ['personal_info', 'personal'],
  ['summary', 'summary'],
  ['professional_experiences', 'experience'],
  ['education', 'education'],
  ['skills', 'skills'],
  ['languages', 'languages'],
  ['accreditations', 'accreditations'],
  ['references', 'references'],
  ['miscellaneous', 'miscellaneous'],
];
for (const lang of CV_LANGUAGES) {
  const labels = cvLabels[lang];
  for (const [id, kind] of LABEL_KIND) BY_TEXT.set(fold(labels.sectionTitles[id]), kind);
  BY_TEXT.set(fold(labels.hardSkills), 'hardSkills');
  BY_TEXT.set(fold(labels.softSkills), 'softSkills');
  BY_TEXT.set(fold(labels.contact), 'personal');
}
const KNOWN = [...BY_TEXT.keys()];
/** Heading words that also start ordinary content (« Software Entwicklung », « Stage RTE »). */
const CONTENT_WORDS = new Set([
  'software',
  'praktikum',
  'stage',
  'stages',
  'studium',
  'schule',
  'tools',
  'outils',
  'technologies',
  'informatique',
  'sport',
  'motivation',
  'training',
  'engagement',
  'leadership',
  'portfolio',
  'expertise',
  'kontakt',
  'contact',
  'details',
  'daten',
  'bildung',
]);
const MODIFIERS = new Set([
  'autres',
  'autre',
  'other',
  'others',
  'additional',
  'further',
  'weitere',
  'sonstige',
  'andere',
  'altre',
  'altri',
  'ulteriori',
  'relevant',
  'selected',
  'key',
  'main',
  'principales',
  'principaux',
  'recent',
  'recentes',
  // « Conoscenza lingue straniere », « Connaissances informatiques » (the heading after « knowledge of »).
  'conoscenza',
  'conoscenze',
  'connaissance',
  'connaissances',
  // « Erste Kenntnisse in », « Gute Kenntnisse »: how much, then the heading.
  'erste',
  'gute',
]);
/** Kinds whose heading may take a qualifier after it (« Compétences clés », « Langues parlées »). */
const GLUED_QUALIFIER =
  /^(\p{L}{5,}?)(specifiques|cles|techniques|professionnelles|personnelles|linguistiques|informatiques|generales|complementaires|principales|transversales|particulieres|acquises|specifiche|tecniche|personali|professionali|linguistiche|informatiche|trasversali)$/u;
const QUALIFIED_KINDS = new Set<SectionKind>(['skills', 'languages', 'experience', 'education', 'summary', 'accreditations', 'projects']);
const KIND_ADJECTIVES = new Map<string, SectionKind>([
  ...['berufliche', 'beruflicher', 'beruflichen', 'berufliches'].map((w): [string, SectionKind] => [w, 'experience']),
  ...['schulische', 'schulischer', 'schulischen', 'akademische', 'akademischer', 'akademischen'].map((w): [string, SectionKind] => [w, 'education']),
]);
const SPACELESS = new Map([...BY_TEXT.entries()].map(([text, kind]) => [text.replace(/\s+/g, ''), kind]));

/** Levenshtein distance, stopping past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

const JOINERS = /\s+(?:&|and|et|und|e|ed|\+|\/|,)\s+|\s*[&+/,]\s*/;

/** The kind of section a line heads, or undefined when it is no heading we know. */
export function headingKind(line: string): SectionKind | undefined {
  const text = headingText(line);
  if (!text || text.length > 60 || /\d{3,}|@/.test(text)) return undefined;
  const folded = fold(text).replace(/[:.]+$/, '');
  const exact = BY_TEXT.get(folded);
  if (exact) return exact;
  const bare = folded
    .replace(/[^\p{L}\s'&+/,-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    // « Kenntnisse in », « Connaissances en », « Knowledge of »: the preposition that leads to a list.
    .replace(/\s(?:in|en|of|di|de|im)$/u, '');
  if (!bare || bare.split(' ').length > 7) return undefined;
  const direct = BY_TEXT.get(bare);
  if (direct) return direct;
  // « Formation et diplômes », « Education & Certifications »: the first heading joined to another.
  const parts = bare
    .split(JOINERS)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length >= 2 && parts.length <= 3 && parts.some((p) => BY_TEXT.has(p)))
    return BY_TEXT.get(parts[0]!) ?? BY_TEXT.get(parts[1]!) ?? BY_TEXT.get(parts[2] ?? '');
  // « EXP ÉRIENCE »: a space the PDF put inside a word.
  const closed = SPACELESS.get(bare.replace(/\s+/g, ''));
  if (closed) return closed;
  // « Compétencesspécifiques »: a heading and its qualifier run together by the document (only with a
  // qualifier we know: a German compound such as « Projektleiter » is a word, not a heading).
  if (!bare.includes(' ')) {
    const glued = GLUED_QUALIFIER.exec(bare);
    const kind = glued ? BY_TEXT.get(glued[1]!) : undefined;
    if (kind && QUALIFIED_KINDS.has(kind)) return kind;
  }
  // « Atouts techniques », « Compétences clés », « Langues parlées »: a heading and a qualifier.
  const [head, ...qualifier] = bare.split(' ');
  // « Autres formations », « Other experience », « Weitere Erfahrungen »: the heading after a modifier.
  if (head && MODIFIERS.has(head) && qualifier.length >= 1) {
    const rest = BY_TEXT.get(qualifier.join(' '));
    if (rest) return rest;
  }
  const headKind = head ? BY_TEXT.get(head) : undefined;
  if (
    head &&
    head.length >= 5 &&
    qualifier.length === 1 &&
    headKind &&
    QUALIFIED_KINDS.has(headKind) &&
    !MODIFIERS.has(head) &&
    !CONTENT_WORDS.has(head) &&
    !/^(?:de|du|des|et|and|und|of|di)$/.test(qualifier[0]!)
  )
    return headKind;
  // « Berufliche Tätlichkeit », « Schulische Laufbahn »: an adjective that names the kind, whatever the noun.
  const adjectiveKind = head && qualifier.length >= 1 && qualifier.length <= 2 ? KIND_ADJECTIVES.get(head) : undefined;
  if (adjectiveKind) return adjectiveKind;
  // « Digitale Fähigkeiten », « Soft Skills », « Interkulturelle Kompetenzen »: a word before a skills
  // or languages noun (German and English put the adjective first).
  const tailKind = head && qualifier.length === 1 ? BY_TEXT.get(qualifier[0]!) : undefined;
  if (
    (tailKind === 'skills' || tailKind === 'languages') &&
    head!.length >= 4 &&
    !CONTENT_WORDS.has(head!) &&
    !/^(?:de|du|des|et|and|und|of|di|mit|with)$/.test(head!)
  )
    return tailKind;
  // A letter or two off (« Persönlich Daten », « Berufserfahrungen » misspelt).
  if (bare.length >= 6) {
    const max = bare.length >= 12 ? 2 : 1;
    for (const known of KNOWN) if (known.length >= 6 && distance(bare, known, max) <= max) return BY_TEXT.get(known);
  }
  return undefined;
}

/** Titles of the custom sections an import makes, in French (the editor's language). */
export const EXTRA_SECTION_TITLES: Partial<Record<SectionKind, string>> = {
  projects: 'Projets',
  publications: 'Publications',
  awards: 'Distinctions',
  volunteering: 'Engagement bénévole',
  references: 'Références',
};

/** Which language a heading is written in, for the CV language (undefined: not a heading of one language). */
export function headingLanguage(line: string): 'fr' | 'de' | 'it' | 'en' | undefined {
  const folded = fold(headingText(line));
  for (const lang of CV_LANGUAGES) if (Object.values(cvLabels[lang].sectionTitles).some((t) => fold(t) === folded && t !== 'LinkedIn')) return lang;
  return undefined;
}
