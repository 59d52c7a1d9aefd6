import { findDate, findDateRange } from './dates.js';
import { fold } from './headings.js';
import { employerScore, hasCompanyForm, hasDegreeWord, hasJobWord, hasSchoolWord, schoolScore } from './vocabulary.js';

/**
 * The entries of a dated section (jobs, studies, certificates): each is anchored on its dates;
 * the lines around the dates that look like a head (short, set apart by bold or size, not a
 * sentence, not a list item) are its title, employer or school and place, the rest its
 * description. Which line is the employer and which the title is decided for the whole section
 * (CVs repeat one layout): by the words each line holds (« SA », « GmbH », « Université » against
 * « Ingénieure », « Praktikant », « Master »), then by their order.
 */
export interface EntryLine {
  text: string;
  emphasis?: 'heading' | 'strong';
  size?: number;
  bullet?: boolean;
  gapBefore?: boolean;
}

export interface ParsedEntry {
  /** Title (job) or degree; employer or school; place. */
  primary: string;
  secondary: string;
  place: string;
  startDate: string;
  endDate: string;
  description: string[];
}

interface Anchor {
  line: number;
  startDate: string;
  endDate: string;
  /** The line's text without its dates. */
  rest: string;
}

const SENTENCE_END = /[.!?;]$/;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The dates a line holds as an entry's dates (not a year inside a sentence). */
export function entryDates(line: EntryLine): Omit<Anchor, 'line'> | undefined {
  const text = line.text;
  const range = findDateRange(text);
  if (range) {
    const atEdge = range.index <= 3 || range.index + range.length >= text.length - 3 || text.includes('\t');
    if (line.bullet && range.index > 3) return undefined;
    if (!atEdge && (wordCount(range.rest) > 10 || text.length > 140)) return undefined;
    // « [ 01/03/2023 – Current ] » (Europass): the brackets left around the dates are no head.
    return { startDate: range.startDate, endDate: range.endDate, rest: range.rest.replace(/^[\s[\](){}|]+$/, '') };
  }
  const single = findDate(text);
  if (!single) return undefined;
  const before = text.slice(0, single.index);
  const after = text.slice(single.index + single.length);
  const whole = !before.trim() && !after.trim();
  const first = !before.trim() || /^[\s*•·\-–(]*$/.test(before);
  const last = !after.trim() || /^[\s):.]*$/.test(after);
  const separatedAfter = /^\s*(?:[:–—\-|,)\t]|$)/.test(after);
  const separatedBefore = /(?:[\t,|–—(-]|\s{2})\s*$/.test(before) || /\t/.test(before);
  if (line.bullet && !first) return undefined;
  // « …de la banque en 2004. »: a year that ends a sentence, or a wrapped line's end, is no entry's date.
  if ((!whole && !first && (/[.;!?]\s*$/.test(text) || /^\p{Ll}/u.test(text))) || /^\s*[.;!?]\s*$/.test(after)) return undefined;
  // « 2021 Wirtschaft digital PWC »: a year, one space, then a capitalised head.
  const headAfter = first && !before.trim() && /^ \p{Lu}/u.test(after) && wordCount(text) <= 12 && !SENTENCE_END.test(text);
  if (
    whole ||
    (first && separatedAfter) ||
    headAfter ||
    (last && separatedBefore && text.length <= 120) ||
    (last && text.length <= 60 && wordCount(text) <= 8)
  ) {
    return { startDate: single.date, endDate: single.date, rest: single.rest };
  }
  return undefined;
}

/** How much a line looks like part of an entry's head rather than its description. */
function headScore(lines: EntryLine[], i: number): number {
  const line = lines[i]!;
  const text = line.text;
  const next = lines[i + 1];
  let score = 0;
  if (line.emphasis) score += 2;
  if (line.size !== undefined && Math.abs(line.size - 1) >= 0.05) score += 1;
  if (line.bullet) score -= 3;
  if (text.length > 100) score -= 2;
  else if (text.length <= 60) score += 1;
  if (SENTENCE_END.test(text) && wordCount(text) > 5) score -= 2;
  if (/^\p{Ll}/u.test(text)) score -= 2;
  if (next && /^\p{Ll}/u.test(next.text) && !next.bullet && !/[,|·]$/.test(text)) score -= 1;
  if (text.includes('\t')) score += 1;
  if (hasCompanyForm(text) || hasSchoolWord(text) || hasJobWord(text) || hasDegreeWord(text)) score += 1;
  return score;
}

const CONNECTORS = /\s+(?:at|chez|[Bb]ei|[Bb]eim|[Bb]ei der|presso|auprès de|pour|for|@|à|au|an der|am)\s+(?=\p{Lu}|\d)/u;
const EMPLOYER_CONNECTOR = /\s+(?:[Bb]ei|[Bb]eim|chez|at|presso|auprès de)\s+(?:(?:the|der|den|dem|la|le|l['’])\s*)?(?=\p{L})/u;
/** « Praktikum in der Computeragentur Halle GbR »: « in » names the employer when a company form ends it. */
const IN_COMPANY = /\s+(?:in der|in den|im|in|dans l['’]entreprise|nella)\s+(?=\p{Lu})/u;
const NOTE = /^(?:\p{L}[\p{L}-]{1,20}(?:\s\p{L}[\p{L}-]{1,20})?\s?:\s|(?:c?gpa|eqf|nqf|ects|note|grade|mention|voto|moyenne|durchschnitt|abschlussnote)\b)/iu;
const DEGREE_LABEL = /^(?:abschluss|diplôme|diplome|degree|titre|titolo|diploma|qualification|qualifikation)\s?:\s*/iu;
const PLACE_LABEL = /^(?:city|country|town|ville|pays|localité|ort|stadt|land|città|citta|paese|luogo)\s*:\s*(\S.{0,40})$/iu;
const SCHOOL_CONNECTOR = /\s+(?:à|au|aux|at|bei|beim|an der|am|presso|alla|al)\s+(?=\p{Ll})/u;
const SEPARATORS = [/\s+[·•|]\s+/u, /\s+[–—]\s+/u, /\s+-\s+/u, /,\s+/u];

/** Three pieces: a degree, its subject (a few capitalised words), then a school, and nothing else a school. */
function degreeAndSubject(names: string[]): boolean {
  if (names.length !== 3) return false;
  const [degree, subject, school] = names as [string, string, string];
  return (
    hasDegreeWord(degree) &&
    !hasDegreeWord(subject) &&
    /^\p{Lu}[\p{L}\s&,'’-]*$/u.test(subject) &&
    wordCount(subject) <= 8 &&
    !isPlace(subject) &&
    hasSchoolWord(school) &&
    schoolScore(school) > 0 &&
    schoolScore(degree) <= 0 &&
    schoolScore(subject) <= 0
  );
}

/**
 * « Wirtschaft digital PWC », « Konfliktmanagement-MDI », « Gründung der Führung. MDI »: a course
 * named in words, then the initials of who gave it (two to six capitals, not a degree's).
 */
function trailingOrganisation(text: string): [string, string] | undefined {
  const match = /^(.*?\p{Ll}[\p{L}.)]*)(?:\s+|\s*-\s*)(\p{Lu}{2,6})$/u.exec(text.trim());
  if (!match || hasDegreeWord(match[2]!) || hasSchoolWord(match[1]!)) return undefined;
  return [match[1]!.trim(), match[2]!];
}

/** A name as organisations have them: a few words, each capitalised (« HSG Engineering », « KeepUP »), or joined by « & ». */
const properName = (text: string) => wordCount(text) <= 3 && text.split(/\s+/).every((w) => /^(?:[\p{Lu}\d]|&$|\()/u.test(w));

/** Codes that end a place (« Denver, CO », « Lausanne, VD », « Berlin, DE »). */
const REGION_CODE = /^(?:[A-Z]{2}|USA|UK|GB)$/;

/** « Laney Media, Denver, CO » → « Laney Media » and « Denver, CO »; « Swisscom, Berne » → « Swisscom », « Berne ». */
function splitPlace(text: string): [string, string] | undefined {
  const parts = text.split(/,\s+/);
  if (parts.length < 2) return undefined;
  for (let from = 1; from < parts.length; from++) {
    const place = parts.slice(from).join(', ');
    const last = parts.at(-1)!.trim();
    // « Denver, CO » after a name is a place; a lone « CO » is not (« Verona, VR » is all place).
    if (isPlace(place) || (REGION_CODE.test(last) && from < parts.length - 1 && parts.slice(from, -1).every((p) => wordCount(p) <= 3)))
      return [parts.slice(0, from).join(', '), place];
  }
  return undefined;
}

interface Piece {
  text: string;
  /** Known to be a place (split off after a name: « Denver, CO »). */
  place?: boolean;
  /** Named after « bei », « chez », « at », « presso »: an organisation, never the place. */
  organisation?: boolean;
}

/** The pieces of what follows « bei », « chez »…: the first is the organisation. */
const organisation = (text: string): Piece[] => named(text).map((p, i) => (i === 0 && !p.place ? { ...p, organisation: true } : p));
const BY_ORGANISATION = /^\s+(?:[Bb]ei|[Bb]eim|[Bb]ei der|chez|at|presso|auprès de)\s+$/u;

const named = (text: string): Piece[] => {
  // « Regensburg, Deutschland » is one place, not a name and its country.
  const parts = text.split(/,\s*/);
  if (parts.length === 2 && COUNTRIES.has(fold(parts[1]!.trim())) && /^\p{Lu}\p{Ll}[\p{L}\s.'’-]*$/u.test(parts[0]!.trim()) && wordCount(parts[0]!) <= 3)
    return [{ text, place: true }];
  const split = splitPlace(text);
  return split ? [{ text: split[0] }, { text: split[1], place: true }] : [{ text }];
};

/** A street and its number, then maybe a postcode and a town: « Via Hermada 2 21047 Saronno, Italien », « Musterstrasse 5, 8000 Zürich ». */
const STREET_ADDRESS =
  /[\s,]+(?:(?:[Vv]ia|[Vv]iale|[Cc]orso|[Pp]iazza|[Pp]iazzale|Rue|rue|Avenue|avenue|Chemin|chemin|Route|route|Boulevard|boulevard)\s+(?:\p{L}[\p{L}'’.-]*\s+){1,4}|\p{Lu}[\p{L}-]*(?:strasse|straße|gasse|weg|platz|allee|ring)\s+)\d{1,4}[a-z]?(?=[\s,.]|$)[\s,]*(?:(?:CH-|D-|I-|F-|A-)?\d{4,5}\s+(?<town>\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}))?(?:\s*\([^()]{1,10}\))?(?:,\s*\p{Lu}[\p{L} ]{1,30})?[\s.]*$/u;

/** What a street address holds, looked for first: most heads have none, and the full pattern is the costlier. */
const STREET_WORD =
  /(?:^|[\s,])(?:[Vv]ia|[Vv]iale|[Cc]orso|[Pp]iazza|[Pp]iazzale|[Rr]ue|[Aa]venue|[Cc]hemin|[Rr]oute|[Bb]oulevard)\s|(?:strasse|straße|gasse|weg|platz|allee|ring)\s+\d/u;

/** A head line cut into its pieces: cells, then « Title · Company », « Title at Company »... */
function pieces(text: string, commas = true): Piece[] {
  const cells = text
    .split('\t')
    .map((c) => c.replace(/^[\s|,;:·•–—-]+|[\s|,;:·•–—-]+$/gu, '').trim())
    .filter(Boolean);
  return cells.flatMap((cell): Piece[] => {
    // A cell that is only a place (« Milano, Italia ») beside the name in another cell.
    if (cells.length > 1 && isPlace(cell)) return [{ text: cell, place: true }];
    // « Receptionist bei Hotel Mercurio 3* Via Hermada 2 21047 Saronno, Italien »: the street address
    // ends the head; its town is the place.
    const address = STREET_WORD.test(cell) ? STREET_ADDRESS.exec(cell) : null;
    if (address && address.index > 2) {
      const town = address.groups?.town?.trim();
      return [...pieces(cell.slice(0, address.index), commas), { text: town || address[0].replace(/^[\s,]+|[\s,.]+$/g, ''), place: true }];
    }
    for (const separator of SEPARATORS) {
      const parts = cell
        .split(separator)
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length < 2 || parts.length > 4 || !parts.every((p) => p.length >= 2)) continue;
      if (separator.source === ',\\s+' && !commas) return named(cell);
      if (separator.source === ',\\s+') {
        if (splitPlace(cell)) return named(cell);
        // « Fallschirmjäger, Seedorf » as the last of several cells: a name, then its town.
        const town = cells.length > 1 && cell === cells.at(-1) ? /^([^,]+),\s*(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)$/u.exec(cell) : null;
        if (town && !isPlace(town[1]!)) return [...named(town[1]!.trim()), { text: town[2]!, place: true }];
        if (cells.length > 1) return [{ text: cell }];
      }
      return parts.flatMap((p) => (isPlace(p) ? [{ text: p, place: true }] : named(p)));
    }
    const connector = CONNECTORS.exec(cell);
    if (connector && connector.index > 2)
      return [
        { text: cell.slice(0, connector.index).trim() },
        ...(BY_ORGANISATION.test(connector[0]) ? organisation : named)(cell.slice(connector.index + connector[0].length).trim()),
      ];
    // « Kassierer bei burgerking Dorsten », « internship at the University of Bern »: after a short
    // title, « bei », « chez », « at », « presso » name the employer, whatever its case.
    const employer = EMPLOYER_CONNECTOR.exec(cell);
    if (employer && employer.index > 2 && wordCount(cell.slice(0, employer.index)) <= 4)
      return [{ text: cell.slice(0, employer.index).trim() }, ...organisation(cell.slice(employer.index + employer[0].length).trim())];
    const inCompany = IN_COMPANY.exec(cell);
    if (inCompany && inCompany.index > 2 && hasCompanyForm(cell.slice(inCompany.index + inCompany[0].length)))
      return [{ text: cell.slice(0, inCompany.index).trim() }, ...organisation(cell.slice(inCompany.index + inCompany[0].length).trim())];
    // « CFEE à l’école élémentaire de Dialmath », « BFEM au lycée de Thillè »: a school named in lower case.
    const school = SCHOOL_CONNECTOR.exec(cell);
    if (
      school &&
      school.index > 1 &&
      hasSchoolWord(
        cell
          .slice(school.index + school[0].length)
          .split(/\s+/)
          .slice(0, 2)
          .join(' '),
      )
    )
      return [{ text: cell.slice(0, school.index).trim() }, ...named(cell.slice(school.index + school[0].length).trim())];
    return named(cell);
  });
}

const COUNTRY_NAMES = [
  'suisse',
  'schweiz',
  'svizzera',
  'switzerland',
  'france',
  'frankreich',
  'francia',
  'allemagne',
  'deutschland',
  'germania',
  'germany',
  'italie',
  'italien',
  'italia',
  'italy',
  'autriche',
  'österreich',
  'austria',
  'belgique',
  'belgien',
  'belgio',
  'belgium',
  'espagne',
  'spanien',
  'spagna',
  'spain',
  'portugal',
  'royaume-uni',
  'uk',
  'united kingdom',
  'usa',
  'etats-unis',
  'united states',
  'canada',
  'luxembourg',
  'liechtenstein',
  'pays-bas',
  'niederlande',
  'netherlands',
];
const COUNTRIES = new Set(COUNTRY_NAMES.map((p) => fold(p)));
const PLACES = new Set(
  [
    ...COUNTRY_NAMES,
    'remote',
    'télétravail',
    'teletravail',
    'homeoffice',
    'home office',
    'genève',
    'geneve',
    'genf',
    'ginevra',
    'geneva',
    'lausanne',
    'zürich',
    'zurich',
    'zurigo',
    'bern',
    'berne',
    'berna',
    'basel',
    'bâle',
    'bale',
    'basilea',
    'lugano',
    'luzern',
    'lucerne',
    'st. gallen',
    'saint-gall',
    'winterthur',
    'fribourg',
    'freiburg',
    'neuchâtel',
    'neuchatel',
    'sion',
    'sitten',
    'bienne',
    'biel',
    'biel/bienne',
    'yverdon',
    'yverdon-les-bains',
    'nyon',
    'morges',
    'vevey',
    'montreux',
    'la chaux-de-fonds',
    'delémont',
    'chur',
    'coire',
    'zug',
    'zoug',
    'aarau',
    'baden',
    'thun',
    'thoune',
    'schaffhausen',
    'solothurn',
    'soleure',
    'bellinzona',
    'locarno',
    'mendrisio',
    'olten',
    'uster',
    'emmen',
    'kriens',
    'schlieren',
    'renens',
    'ecublens',
    'carouge',
    'meyrin',
    'vernier',
    'lancy',
    'martigny',
    'monthey',
    'sierre',
    'paris',
    'lyon',
    'marseille',
    'toulouse',
    'bordeaux',
    'montpellier',
    'nice',
    'rennes',
    'reims',
    'dijon',
    'besançon',
    'besancon',
    'mulhouse',
    'metz',
    'nancy',
    'clermont-ferrand',
    'tours',
    'rouen',
    'caen',
    'brest',
    'limoges',
    'amiens',
    'perpignan',
    'orléans',
    'orleans',
    'saint-etienne',
    'avignon',
    'pau',
    'la rochelle',
    'poitiers',
    'angers',
    'le mans',
    'evian',
    'thonon',
    'thonon-les-bains',
    'saint-julien-en-genevois',
    'annemasse',
    'ferney-voltaire',
    'divonne',
    'gex',
    'pontarlier',
    'chamonix',
    'lille',
    'nantes',
    'strasbourg',
    'grenoble',
    'annecy',
    'berlin',
    'münchen',
    'munich',
    'hamburg',
    'köln',
    'cologne',
    'frankfurt',
    'stuttgart',
    'düsseldorf',
    'dusseldorf',
    'wien',
    'vienna',
    'vienne',
    'milano',
    'milan',
    'mailand',
    'genova',
    'genua',
    'gênes',
    'venezia',
    'venedig',
    'venise',
    'florenz',
    'neapel',
    'naples',
    'rom',
    'roma',
    'rome',
    'torino',
    'turin',
    'napoli',
    'bologna',
    'firenze',
    'florence',
    'london',
    'londres',
    'new york',
    'madrid',
    'barcelona',
    'amsterdam',
    'bruxelles',
    'brussels',
    'brüssel',
  ].map((p) => fold(p)),
);

/** Whether a piece is a place (« Genève », « Milano, Italia », « Regensburg, Deutschland »). */
export function isPlace(text: string): boolean {
  // « TOULOUSE (31) », « Saint-Girons (09) »: a French town with its département.
  if (/^\p{Lu}[\p{L}\s'’-]{1,40}\s\(\d{2,3}\)$/u.test(text.trim())) return true;
  // « Verona (VR) », « Verona, VR », « Denver, CO »: a town with its province or state code.
  if (
    /^\p{Lu}[\p{L}\s.'’-]{1,40}(?:\s\([A-Z]{2}\)|,\s(?:[A-Z]{2}|USA|UK))$/u.test(text.trim()) &&
    wordCount(text) <= 4 &&
    !hasJobWord(text) &&
    !hasCompanyForm(text)
  )
    return true;
  const parts = fold(text)
    .replace(/\(.*?\)/g, '')
    .split(/\s*[,/]\s*|\s+-\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length || parts.length > 3) return false;
  return parts.some((p) => PLACES.has(p)) && parts.every((p) => p.split(' ').length <= 3 && !/\d{3,}/.test(p));
}

const looksLikePlace = (text: string, lastCell: boolean) =>
  isPlace(text) ||
  (lastCell &&
    wordCount(text) <= 3 &&
    /^\p{Lu}[\p{L}\s.,'’()/-]*$/u.test(text) &&
    // « Edeka M. Bahrs »: an initial before a surname names a person or a shop, not a town.
    !/(?:^|\s)\p{Lu}\.\s\p{Lu}/u.test(text) &&
    !hasJobWord(text) &&
    !hasCompanyForm(text) &&
    !hasSchoolWord(text) &&
    !hasDegreeWord(text) &&
    employerScore(text) <= 0);

/**
 * The entries of a section. `kind` chooses the vocabulary that tells the two head pieces apart
 * (experience: title and employer; education: degree and school). Lines that belong to no entry
 * (before the first one, when they do not look like its head) are returned as loose.
 */
export function readEntries(lines: EntryLine[], kind: 'experience' | 'education' | 'other'): { entries: ParsedEntry[]; loose: string[] } {
  const anchors: Anchor[] = [];
  lines.forEach((line, i) => {
    const dates = entryDates(line);
    if (dates) anchors.push({ line: i, ...dates });
  });
  if (kind === 'education') {
    const prose = proseEntries(lines, anchors);
    if (prose) return prose;
  }
  if (!anchors.length) return undated(lines, kind);

  const headLike = lines.map((_l, i) => headScore(lines, i) >= 1);
  // How many head lines the first entry has before its dates: the section's layout.
  let before = 0;
  while (before < 4 && anchors[0]!.line - before - 1 >= 0 && headLike[anchors[0]!.line - before - 1]) before += 1;
  const loose: string[] = lines.slice(0, anchors[0]!.line - before).map((l) => l.text);

  interface Span {
    anchor: Anchor;
    head: number[];
    from: number;
  }
  const byStarters = starterSpans(lines, anchors, headLike);
  if (byStarters)
    return finish(
      byStarters,
      lines.slice(0, byStarters[0]!.from).map((l) => l.text),
    );
  const spans: Span[] = anchors.map((anchor) => ({ anchor, head: [anchor.line], from: anchor.line }));
  spans.forEach((span, k) => {
    const floor = k === 0 ? 0 : spans[k - 1]!.anchor.line + 1;
    let taken = 0;
    for (let i = span.anchor.line - 1; i >= floor && taken < before && headLike[i]; i--) {
      span.head.unshift(i);
      span.from = i;
      taken += 1;
    }
  });
  // After the dates: the title, employer or place printed below them.
  spans.forEach((span, k) => {
    const limit = k + 1 < spans.length ? spans[k + 1]!.from : lines.length;
    const restEmpty = !span.anchor.rest;
    const max = before === 0 ? (restEmpty ? 3 : 2) : restEmpty ? 2 : 1;
    for (let i = span.anchor.line + 1, taken = 0; i < limit && taken < max && headLike[i]; i++, taken++) {
      // A second line of the head after the dates only when the head is not complete yet.
      if (before > 0 && taken >= 1 && span.head.length >= before + 1) break;
      span.head.push(i);
    }
    // Dates alone, then a list item that names the entry (« 2019 » / « – Lycée X, Baccalauréat »).
    const next = lines[span.anchor.line + 1];
    if (span.head.length === 1 && restEmpty && span.anchor.line + 1 < limit && next?.bullet && next.text.length <= 160) span.head.push(span.anchor.line + 1);
  });

  return finish(spans, loose);

  function finish(spans: Span[], loose: string[]): { entries: ParsedEntry[]; loose: string[] } {
    const heads = spans.map((span) => {
      const parts: Array<Piece & { lastCell: boolean }> = [];
      const texts = span.head.map((i) => (i === span.anchor.line ? withoutDates(lines[i]!.text, span.anchor) : lines[i]!.text));
      // « Title, Company » is read at commas only when the head has one line: a title of its own line keeps its commas.
      const commas = texts.filter((t) => t.trim()).length === 1;
      for (const text of texts) {
        const found = pieces(text, commas);
        found.forEach((p, n) => parts.push({ ...p, lastCell: n === found.length - 1 && found.length > 1 }));
      }
      return parts;
    });

    // The section's layout: is the first piece the employer (school) or the title (degree)?
    const score = kind === 'education' ? schoolScore : employerScore;
    let orgFirst = 0;
    for (const parts of heads) {
      const names = parts.filter((p) => !p.place && !looksLikePlace(p.text, p.lastCell));
      if (names.length >= 2) orgFirst += Math.sign(score(names[0]!.text) - score(names[1]!.text));
    }

    const entries: ParsedEntry[] = spans.map((span, k) => {
      const parts = heads[k]!;
      let place = '';
      const names: string[] = [];
      const notes: string[] = [];
      // A piece known to be a place (« Amherst, MA ») is the place: a short last cell is then no guess at one.
      const known = parts.some((p) => p.place);
      for (const part of parts) {
        // « Schwerpunkt: Industrie 4.0 », « Area: Physics », « CGPA 3.73/4.0 », « EQF level 5 »: a note on the entry.
        // (« Abschluss: Hauptschulabschluss »: the label names the degree; the value is it.)
        if (DEGREE_LABEL.test(part.text)) names.push(part.text.replace(DEGREE_LABEL, ''));
        else if (NOTE.test(part.text) && !PLACE_LABEL.test(part.text)) notes.push(part.text);
        else if (!place && !part.organisation && (part.place || (!known && names.length >= 1 && looksLikePlace(part.text, part.lastCell)))) place = part.text;
        // « Bei IBM », « chez Nestlé »: the employer without its preposition.
        else names.push(part.text.replace(/^(?:bei|beim|bei der|chez|at|presso|auprès de)\s+(?=\p{Lu}|\d)/iu, ''));
      }
      let primary = '';
      let secondary = '';
      const extra: string[] = [];
      const course = kind === 'education' && names.length === 1 ? trailingOrganisation(names[0]!) : undefined;
      if (course) {
        // « Wirtschaft digital PWC », « Konfliktmanagement-MDI »: a course, then who gave it.
        [primary, secondary] = course;
      } else if (names.length === 1) {
        // « Datasmart – Osmannoro(Fi) »: a place goes with an organisation, not with a title, unless
        // the name says it is one (« Vendeur – Genève »).
        const own = kind === 'education' ? hasDegreeWord(names[0]!) : hasJobWord(names[0]!);
        if (score(names[0]!) > 0.5 || (place && !own && properName(names[0]!) && score(names[0]!) >= 0 && kind !== 'other')) secondary = names[0]!;
        else primary = names[0]!;
      } else if (kind === 'education' && degreeAndSubject(names)) {
        // « Master of Science (M.S.) – Data Analytics » / « University of Massachusetts »: a degree,
        // its subject, then the school.
        primary = `${names[0]} – ${names[1]}`;
        secondary = names[2]!;
      } else if (names.length >= 2) {
        const [a, b, ...more] = names as [string, string, ...string[]];
        const local = Math.sign(score(a) - score(b));
        const swap = local !== 0 ? local > 0 : orgFirst > 0;
        [primary, secondary] = swap ? [b, a] : [a, b];
        extra.push(...more);
      }
      const limit = k + 1 < spans.length ? spans[k + 1]!.from : lines.length;
      const description = [...extra, ...notes];
      for (let i = span.from; i < limit; i++) {
        if (span.head.includes(i)) continue;
        const line = lines[i]!;
        description.push(line.bullet ? `• ${line.text}` : line.text.replace(/\t/g, ' · '));
      }
      // « City: Sofia » / « Country: Bulgaria » (Europass): the place, not the description.
      const placed = description.flatMap((d) => PLACE_LABEL.exec(d)?.[1] ?? []);
      if (!place && placed.length && placed.length <= 2) {
        place = placed.join(', ');
        for (let i = description.length - 1; i >= 0; i--) if (PLACE_LABEL.test(description[i]!)) description.splice(i, 1);
      }
      return { primary, secondary, place, startDate: span.anchor.startDate, endDate: span.anchor.endDate, description };
    });
    return { entries, loose };
  }
}

/** « presso », « auprès de », « at », « an der »…: the word that names the school in a sentence. */
const PROSE_SCHOOL = /\s(?:presso|auprès d[eu]|at|an der|am|bei|à|au|alla|all['’])\s+(?:(?:la|le|les|l['’]|the|der|dem|den|il|lo)\s*)?/iu;
/** Where the degree's name ends: « conseguito », « obtenu », « obtained », « erworben »… */
const PROSE_DEGREE_END = /\s(?:conseguit[oa]|ottenut[oa]|obtenue?|obtained|awarded|completed|erworben|abgeschlossen|réussie?)\b/iu;
/** Where the school's name ends: its mark, a clause, a sentence's end. */
const PROSE_SCHOOL_END =
  /\s(?:con (?:il )?voto|con votazione|avec (?:la )?mention|with (?:a )?(?:grade|gpa|honou?rs)|mit (?:der )?(?:note|gesamtnote))\b|[.;](?:\s|$)|,\s/iu;

/**
 * An education told in one sentence: « Diploma di licenza media conseguito in Luglio 2009 presso
 * la scuola secondaria Enrico Fermi con voto finale 8/10 », « Laurea triennale presso Università
 * degli studi di Firenze in Ingegneria Informatica ». The degree is what comes before the date or
 * « conseguito », the school what follows « presso » up to its mark; a subject after the school
 * (« in Ingegneria Informatica ») goes back to the degree.
 */
export function proseEducation(text: string): ParsedEntry | undefined {
  const sentence = text.replace(/^[\s•*–-]+/u, '').trim();
  if (sentence.length > 400) return undefined;
  const connector = PROSE_SCHOOL.exec(sentence);
  if (!connector || connector.index < 3) return undefined;
  const after = sentence.slice(connector.index + connector[0].length);
  if (!hasSchoolWord(after.split(/\s+/).slice(0, 6).join(' '))) return undefined;
  let before = sentence.slice(0, connector.index);
  const range = findDateRange(before);
  const date = range ? undefined : findDate(before);
  const found = range ?? date;
  // « 2013 : BFEM au lycée… », « Seit Februar 2014: Master an der… »: the dates first, then the degree.
  const lead = found && /^(?:seit|depuis|since|dal|dès|from|ab)?\s*$/iu.test(before.slice(0, found.index));
  if (lead) before = before.slice(found.index + found.length).replace(/^[\s:–-]+/u, '');
  const ends = [PROSE_DEGREE_END.exec(before)?.index, lead ? undefined : found?.index].filter((i): i is number => i !== undefined && i > 0);
  let degree = before
    .slice(0, ends.length ? Math.min(...ends) : undefined)
    .replace(/[\s,;:(–-]+(?:in|en|im|le|nel|nell['’]|am)?\s*$/iu, '')
    .trim();
  if (!degree || !hasDegreeWord(degree) || wordCount(degree) > 12) return undefined;
  // « Bachelor … in Mailand »: a place the degree names is the entry's place.
  const degreePlace = /\s(?:in|à|a)\s+(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?)$/u.exec(degree);
  const placeOfDegree = degreePlace && isPlace(degreePlace[1]!) ? degreePlace[1]! : '';
  if (placeOfDegree) degree = degree.slice(0, degreePlace!.index).trim();
  const end = PROSE_SCHOOL_END.exec(after);
  let school = (end ? after.slice(0, end.index) : after).trim();
  let subject = '';
  let place = placeOfDegree;
  const inSubject = /\s(in|en|im)\s+(\p{Lu}[\p{L}\s'’-]*)$/u.exec(school);
  if (inSubject && hasSchoolWord(school.slice(0, inSubject.index))) {
    // « … in Ingegneria Informatica » is the degree's subject; « … in Bern », the place.
    if (isPlace(inSubject[2]!.trim())) place = inSubject[2]!.trim();
    else subject = ` ${inSubject[1]} ${inSubject[2]!.trim()}`;
    school = school.slice(0, inSubject.index).trim();
  }
  if (!school || wordCount(school) > 14) return undefined;
  // What the sentence says after the school (its mark, a thesis) stays with the entry.
  const rest = end ? after.slice(end.index).replace(/^[\s.,;]+|[\s.,;]+$/g, '') : '';
  return {
    primary: degree + subject,
    secondary: school,
    place,
    startDate: range?.startDate ?? date?.date ?? '',
    endDate: range?.endDate ?? date?.date ?? '',
    description: rest ? [rest] : [],
  };
}

/**
 * A section of education told in sentences (each one a degree, its date and its school): each such
 * sentence starts an entry and the lines after it (« Voto finale: 86/110 ») are its description.
 * Used when no line holds dates other than those sentences.
 */
function proseEntries(lines: EntryLine[], anchors: Anchor[]): { entries: ParsedEntry[]; loose: string[] } | undefined {
  const found = lines.map((line) => proseEducation(line.text));
  const starts = found.flatMap((entry, i) => (entry ? [i] : []));
  if (!starts.length || anchors.some((a) => !found[a.line])) return undefined;
  const loose = lines.slice(0, starts[0]).map((l) => l.text);
  const entries = starts.map((start, k) => {
    const entry = found[start]!;
    const until = k + 1 < starts.length ? starts[k + 1]! : lines.length;
    entry.description.push(...lines.slice(start + 1, until).map((l) => (l.bullet ? `• ${l.text}` : l.text)));
    return entry;
  });
  return { entries, loose };
}

/**
 * Entries that each start with a line set apart (bold or larger) and hold one date somewhere
 * below it (« Stage RTE » / description / « RTE - Toulouse 2025 »): cut at those lines. Used
 * when most such cuts hold exactly one date; undefined otherwise.
 */
function starterSpans(lines: EntryLine[], anchors: Anchor[], headLike: boolean[]): Array<{ anchor: Anchor; head: number[]; from: number }> | undefined {
  const anchorAt = new Map(anchors.map((a) => [a.line, a]));
  const starters = lines.flatMap((line, i) => (line.emphasis && !line.bullet && !anchorAt.has(i) && line.text.length <= 120 ? [i] : []));
  if (starters.length < 2 || anchors.some((a) => a.line < starters[0]!)) return undefined;
  // Head lines right above their dates are the other layout: the anchor reading handles it.
  if (starters.every((s) => anchorAt.has(s + 1))) return undefined;
  const segments = starters.map((from, k) => ({ from, to: k + 1 < starters.length ? starters[k + 1]! : lines.length }));
  const dated = segments.map((seg) => anchors.filter((a) => a.line > seg.from && a.line < seg.to));
  if (dated.filter((d) => d.length === 1).length < segments.length * 0.75) return undefined;
  return segments.map((seg, k) => {
    const anchor = dated[k]![0] ?? { line: seg.from, startDate: '', endDate: '', rest: lines[seg.from]!.text };
    const head = [seg.from];
    if (
      seg.from + 1 < seg.to &&
      seg.from + 1 !== anchor.line &&
      headLike[seg.from + 1] &&
      !lines[seg.from + 1]!.bullet &&
      lines[seg.from + 1]!.text.length <= 80
    )
      head.push(seg.from + 1);
    if (anchor.line !== seg.from && !head.includes(anchor.line) && lines[anchor.line]!.text.length <= 140) head.push(anchor.line);
    return { anchor, head, from: seg.from };
  });
}

function withoutDates(text: string, anchor: Anchor): string {
  // The anchor's rest keeps the tabs between the other cells.
  return anchor.rest.replace(/^(?:de|du|von|vom|dal|from|seit|depuis|since)\s+/i, '');
}

/** A section with no dates at all: each head (a line set apart) starts an entry. */
function undated(lines: EntryLine[], kind: 'experience' | 'education' | 'other'): { entries: ParsedEntry[]; loose: string[] } {
  const entries: ParsedEntry[] = [];
  const loose: string[] = [];
  const styled = lines.some((l) => l.emphasis && !l.bullet) && lines.some((l) => !l.emphasis);
  let current: ParsedEntry | undefined;
  for (const line of lines) {
    const allBullets = lines.every((l) => l.bullet);
    const startsEntry = styled ? !!line.emphasis && !line.bullet : (!line.bullet || allBullets) && line.text.length <= 120 && !/^\p{Ll}/u.test(line.text);
    if (startsEntry) {
      const [a = '', b = '', ...more] = pieces(line.text).map((p) => p.text);
      const score = kind === 'education' ? schoolScore : employerScore;
      const swap = b && score(a) > score(b);
      current = { primary: swap ? b : a, secondary: swap ? a : b, place: '', startDate: '', endDate: '', description: [...more] };
      entries.push(current);
    } else if (current) current.description.push(line.bullet ? `• ${line.text}` : line.text);
    else loose.push(line.text);
  }
  return { entries, loose };
}
