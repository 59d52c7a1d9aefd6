import { CV_LANGUAGES, cvLabels } from '../cv/cv-language.js';
import { findDateRange } from './dates.js';
import { fold, headingKind } from './headings.js';
import { isLanguageName, isNameParticle } from './vocabulary.js';

/**
 * Contact details and the person's name as CVs print them: e-mail, phone numbers in Swiss,
 * French, German, Belgian and international forms (« +41 (0)77 411 27 04 », « 06 01 75 63 78 »,
 * « 0162 533 3260 »), LinkedIn, addresses, « Label : value » lines in four languages, names in
 * capitals, surname first, or with particles (« von Wattenwyl », « de La Fontaine »).
 */
export const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,4}\.\p{L}{2,24}/u;
export const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[^\s\t|,;]{1,100}/i;
const URL = /(?:https?:\/\/|www\.)[^\s\t|]{1,200}|\b[a-z0-9-]{2,40}\.(?:ch|com|io|dev|net|org|fr|de|it|me|github\.io)(?:\/[^\s\t|]{0,100})?\b/i;
/** Runs of characters a phone number is written with; which runs are phone numbers is checked after. */
const PHONE_RUN = /(?:\+|\(\+)?[\d(][\d\s()./–-]{6,24}\d/g;
const POSTAL_CITY =
  /^(?:(?<street>.{2,80}?)[,;]\s*)?(?:(?:CH|D|F|I|A|FL|B|L)\s?[-–]?\s?)?(?<postal>\d{4,5})\s+(?<city>\p{L}[\p{L}\s.'’()-]{1,40}?)(?:\s*[,;(]\s*(?<country>\p{L}[\p{L}\s'’-]{1,30}?)\)?)?$/u;
const CITY_POSTAL = /^(?<city>\p{L}[\p{L}\s.'’-]{1,40}?)\s+(?<postal>\d{5})$/u;
const STREET =
  /^\p{L}[\p{L}\s.'’-]{1,50}(?:str(?:asse|aße|\.)?|strasse|straße|weg|gasse|platz|allee|ring|rue|route|chemin|ch\.|avenue|av\.|boulevard|bd|place|quai|via|viale|piazza|corso|road|street|st\.|lane|drive|avenue)\b.{0,20}\d{1,4}\s?\p{L}?$|^\d{1,4}[a-z]?,?\s+(?:rue|route|chemin|avenue|av\.|boulevard|bd|place|quai|via|viale|piazza|corso)\b/iu;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Whether a run of digits is a phone number (and not a date, a period, a postal code or an amount). */
export function phoneNumber(run: string): string | undefined {
  const text = run.trim().replace(/[–-]$/, '');
  const digits = digitsOf(text);
  if (digits.length < 9 || digits.length > 15) return undefined;
  if (/^(?:\d{1,2}[./]){2}\d{2,4}$/.test(text.replace(/\s/g, ''))) return undefined;
  if (findDateRange(text)) return undefined;
  // A number that starts like one: an international prefix, or a national 0.
  const northAmerican = /^(?:\(\d{3}\)[-.\s]?|\d{3}[-.])\d{3}[-.\s]\d{4}$/.test(text);
  if (!/^(?:\+|\(\+|00|0|\(0)/.test(text) && !/^[1-9]\d{8,11}$/.test(text) && !northAmerican) return undefined;
  return text;
}

export function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE_RUN)) {
    const phone = phoneNumber(match[0]);
    if (phone) return phone.replace(/^\(([^)]*)$/, '$1');
  }
  return undefined;
}

export function findEmail(text: string): string | undefined {
  return EMAIL.exec(text.replace(/\s*@\s*/g, '@').replace(/\s*\.\s*(?=[a-z]{2,4}\b)/g, (m) => (m.trim() === '.' ? '.' : m)))?.[0];
}

export function findLinkedIn(text: string): string | undefined {
  const found = LINKEDIN.exec(text)?.[0];
  return found ? (/^https?:/i.test(found) ? found : `https://${found}`) : undefined;
}

export const hasUrl = (text: string) => URL.test(text);

export interface Address {
  street?: string;
  postalCode: string;
  city: string;
  country?: string;
}

export function findAddress(text: string): Address | undefined {
  const clean = text.replace(/^\s*(?:adresse|address|anschrift|indirizzo|wohnort|domicile|residenza)\s*:?\s*/i, '').trim();
  if (findDateRange(clean)) return undefined;
  const match = POSTAL_CITY.exec(clean) ?? CITY_POSTAL.exec(clean);
  if (!match?.groups) return undefined;
  const { street, postal = '', city = '', country } = match.groups;
  if (/^(?:19|20)\d{2}$/.test(postal) && !street) return undefined;
  return { ...(street ? { street: street.trim() } : {}), postalCode: postal, city: city.trim(), ...(country ? { country: country.trim() } : {}) };
}

export const isStreet = (text: string) => STREET.test(text.trim());

export type PersonalField =
  | 'age'
  | 'nationality'
  | 'workPermit'
  | 'drivingLicense'
  | 'email'
  | 'phone'
  | 'address'
  | 'linkedin'
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'city'
  | 'ignore';

/** « Label : value » labels of personal details in the four languages. */
const LABELS: Array<[string, PersonalField]> = [];
for (const lang of CV_LANGUAGES) {
  const l = cvLabels[lang];
  LABELS.push(
    [l.age, 'age'],
    [l.nationality, 'nationality'],
    [l.workPermit, 'workPermit'],
    [l.drivingLicense, 'drivingLicense'],
    [l.email, 'email'],
    [l.phone, 'phone'],
    [l.address, 'address'],
  );
}
LABELS.push(
  ['Date de naissance', 'age'],
  ['Né le', 'age'],
  ['Née le', 'age'],
  ['Date et lieu de naissance', 'age'],
  ['Geburtsdatum', 'age'],
  ['Geboren', 'age'],
  ['Geboren am', 'age'],
  ['Data di nascita', 'age'],
  ['Nato il', 'age'],
  ['Nata il', 'age'],
  ['Date of birth', 'age'],
  ['Birth date', 'age'],
  ['Born', 'age'],
  ['Jahrgang', 'age'],
  ['Alter', 'age'],
  ['Nationalité', 'nationality'],
  ['Nationalitäten', 'nationality'],
  ['Staatsangehörigkeit', 'nationality'],
  ['Staatsbürgerschaft', 'nationality'],
  ['Nationalität', 'nationality'],
  ['Nazionalità', 'nationality'],
  ['Cittadinanza', 'nationality'],
  ['Nationality', 'nationality'],
  ['Citizenship', 'nationality'],
  ['Heimatort', 'nationality'],
  ['Origine', 'nationality'],
  ['Permis de séjour', 'workPermit'],
  ['Permis de travail', 'workPermit'],
  ['Permis', 'workPermit'],
  ['Aufenthaltsbewilligung', 'workPermit'],
  ['Arbeitsbewilligung', 'workPermit'],
  ['Bewilligung', 'workPermit'],
  ['Permesso', 'workPermit'],
  ['Work permit', 'workPermit'],
  ['Permis de conduire', 'drivingLicense'],
  ['Führerschein', 'drivingLicense'],
  ['Führerausweis', 'drivingLicense'],
  ['Fahrausweis', 'drivingLicense'],
  ['Patente', 'drivingLicense'],
  ['Driving licence', 'drivingLicense'],
  ['Driving license', 'drivingLicense'],
  ["Driver's license", 'drivingLicense'],
  ['E-mail', 'email'],
  ['Email', 'email'],
  ['Mail', 'email'],
  ['Courriel', 'email'],
  ['E-Mail-Adresse', 'email'],
  ['Email address', 'email'],
  ['Posta elettronica', 'email'],
  ['Téléphone', 'phone'],
  ['Tél.', 'phone'],
  ['Tél', 'phone'],
  ['Tel.', 'phone'],
  ['Tel', 'phone'],
  ['Telefon', 'phone'],
  ['Telefono', 'phone'],
  ['Phone', 'phone'],
  ['Mobile', 'phone'],
  ['Mobil', 'phone'],
  ['Handy', 'phone'],
  ['Natel', 'phone'],
  ['Portable', 'phone'],
  ['Cellulare', 'phone'],
  ['Cell', 'phone'],
  ['Cellphone', 'phone'],
  ['Tel/Mobile', 'phone'],
  ['Fon', 'phone'],
  ['Mob.', 'phone'],
  ['Mob', 'phone'],
  ['Adresse', 'address'],
  ['Anschrift', 'address'],
  ['Wohnort', 'address'],
  ['Indirizzo', 'address'],
  ['Residenza', 'address'],
  ['Address', 'address'],
  ['Domicile', 'address'],
  ['LinkedIn', 'linkedin'],
  ['Prénom', 'firstName'],
  ['Vorname', 'firstName'],
  ['Nome', 'firstName'],
  ['First name', 'firstName'],
  ['Given name', 'firstName'],
  ['Nom de famille', 'lastName'],
  ['Nom', 'lastName'],
  ['Nachname', 'lastName'],
  ['Familienname', 'lastName'],
  ['Cognome', 'lastName'],
  ['Last name', 'lastName'],
  ['Surname', 'lastName'],
  ['Family name', 'lastName'],
  ['Name', 'fullName'],
  ['Nom et prénom', 'fullName'],
  ['Nome e cognome', 'fullName'],
  ['Full name', 'fullName'],
  ['Ville', 'city'],
  ['Ort', 'city'],
  ['Città', 'city'],
  ['City', 'city'],
  ['Lieu', 'city'],
  ['Sexe', 'ignore'],
  ['Geschlecht', 'ignore'],
  ['Sesso', 'ignore'],
  ['Gender', 'ignore'],
  ['Sex', 'ignore'],
  ['Zivilstand', 'ignore'],
  ['Familienstand', 'ignore'],
  ['État civil', 'ignore'],
  ['Etat civil', 'ignore'],
  ['Stato civile', 'ignore'],
  ['Marital status', 'ignore'],
  ['Geburtsort', 'ignore'],
  ['Lieu de naissance', 'ignore'],
  ['Luogo di nascita', 'ignore'],
  ['Place of birth', 'ignore'],
  ['Konfession', 'ignore'],
  ['Religion', 'ignore'],
);
const FOLDED_LABELS = LABELS.map(([label, field]) => [fold(label), field] as const).sort((a, b) => b[0].length - a[0].length);

/** A « Label : value » cell (« Téléphone : 079… », « Geburtsdatum: 15.07.1993 »), or undefined. */
export function labelled(cell: string): { field: PersonalField; value: string } | undefined {
  const text = cell.trim();
  const folded = fold(text);
  for (const [label, field] of FOLDED_LABELS) {
    if (!folded.startsWith(label)) continue;
    const after = text.slice(label.length);
    const separator =
      /^\s*(?:[:：=]|\s-\s|\t)\s*/.exec(after) ??
      (field !== 'firstName' && field !== 'lastName' && field !== 'fullName' && field !== 'ignore' && field !== 'city' ? /^\s+/.exec(after) : null);
    if (after.length === 0) return { field, value: '' };
    if (!separator) continue;
    return { field, value: after.slice(separator[0].length).trim() };
  }
  return undefined;
}

const NAME_WORD = /^(?:\p{Lu}[\p{Ll}\p{Lu}'’.-]*|\p{Lu}{2,}(?:[-'’]\p{Lu}+)*)$/u;
const titleCaseWord = (word: string) =>
  /\p{Ll}/u.test(word) ? word : word.toLocaleLowerCase('fr').replace(/(^|[-'’\s])(\p{L})/gu, (_m, p: string, c: string) => p + c.toLocaleUpperCase('fr'));

/** Whether a line can be a person's name: two to five words, capitalised, particles allowed. */
export function nameLike(text: string): boolean {
  const clean = text.replace(/[\u200B-\u200D\uFEFF]/g, '').trim();
  if (clean.length < 3 || clean.length > 60 || /[\d@/:|,;()!?•·]/.test(clean)) return false;
  const words = clean.split(/\s+/);
  if (words.length < 1 || words.length > 5) return false;
  if (headingKind(clean) || isLanguageName(clean)) return false;
  return words.every((w, i) => NAME_WORD.test(w) || (i > 0 && i < words.length - 1 && isNameParticle(w)) || (i > 0 && isNameParticle(w) && words.length > 2));
}

/**
 * A name split into first and last: « Marie-Claire de La Fontaine » → « Marie-Claire » /
 * « de La Fontaine »; « PROMIS Caroline » (surname first, in capitals) → « Caroline » / « Promis »;
 * capitals written as names are.
 */
export function splitName(text: string): { firstName: string; lastName: string } {
  const words = text
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .trim()
    .split(/\s+/);
  if (words.length === 1) return { firstName: titleCaseWord(words[0]!), lastName: '' };
  const caps = words.map((w) => /\p{L}/u.test(w) && w === w.toLocaleUpperCase('fr') && w.length > 1);
  // Surname first in capitals, first name after in mixed case.
  if (caps[0] && !caps.at(-1) && words.length === 2) return { firstName: words[1]!, lastName: titleCaseWord(words[0]!) };
  let split = words.findIndex((w, i) => i > 0 && isNameParticle(w));
  if (split < 0) {
    // « Jean-Luc MARTIN DUPONT »: the words in capitals after a mixed-case first name.
    const firstCaps = caps.findIndex((c, i) => c && i > 0 && !caps[0]);
    split = firstCaps > 0 ? firstCaps : words.length - 1;
  }
  return {
    firstName: words.slice(0, split).map(titleCaseWord).join(' '),
    lastName: words
      .slice(split)
      .map((w) => (isNameParticle(w) ? w : titleCaseWord(w)))
      .join(' '),
  };
}

const nameKey = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');

/**
 * The name in the order the document's author wrote it (a Word file's « creator » and « last
 * modified by »: the writer's Office account, « Olga Kosilova » or « Kosilova, Olga »), when the
 * CV prints the same words: « Kosilova Olga » printed surname first becomes Olga / Kosilova. An
 * author whose words are not the CV's (a template's maker, « Acer », « USER ») changes nothing; a
 * one-word author (« Matteo ») that is one of a two-word name's words is its first name.
 */
export function nameInAuthorsOrder(name: { firstName: string; lastName: string }, authors: readonly string[]): { firstName: string; lastName: string } {
  const words = `${name.firstName} ${name.lastName}`.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return name;
  const byKey = new Map(words.map((w) => [nameKey(w), w]));
  if (byKey.size !== words.length) return name;
  const sameWords = (keys: string[]) => keys.length === words.length && keys.every((k) => byKey.has(k));
  const keysOf = (text: string) => text.trim().split(/\s+/).filter(Boolean).map(nameKey);
  for (const author of authors) {
    const comma = /^([^,]+),([^,]+)$/.exec(author.trim());
    if (comma) {
      const last = keysOf(comma[1]!);
      const first = keysOf(comma[2]!);
      if (sameWords([...first, ...last])) return { firstName: first.map((k) => byKey.get(k)!).join(' '), lastName: last.map((k) => byKey.get(k)!).join(' ') };
      continue;
    }
    const keys = keysOf(author);
    if (sameWords(keys))
      return {
        firstName: keys
          .slice(0, -1)
          .map((k) => byKey.get(k)!)
          .join(' '),
        lastName: byKey.get(keys.at(-1)!)!,
      };
  }
  if (words.length === 2) {
    for (const author of authors) {
      const keys = keysOf(author);
      if (keys.length === 1 && byKey.has(keys[0]!)) {
        const first = byKey.get(keys[0]!)!;
        return { firstName: first, lastName: words.find((w) => w !== first)! };
      }
    }
  }
  return name;
}
