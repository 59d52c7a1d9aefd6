import type { CvLanguage } from '../cv/cv-language.js';
import { letterConventions } from './letter-conventions.js';

/** A named contact as the recipient's « Personne de contact » gives it. */
export interface NamedContact {
  gender: 'f' | 'm';
  /** « Dr. », « Prof. »: kept where the language names them in the salutation. */
  titles: string[];
  /** Everything after the first name: « Rochat », « von Arx », « De Luca ». */
  lastName: string;
}

const FEMALE = /^(madame|mme|frau|signora|sig\.?ra|ms|mrs|miss)\.?$/i;
const MALE = /^(monsieur|m|herr|herrn|signor|signore|sig|mr)\.?$/i;
const ACADEMIC = /^(dr|dre|prof)\.?$/i;

/**
 * Reads « Madame Claire Rochat », « Frau Dr. Anna von Arx », « Signor Marco Rossi », « Ms Laura
 * Dupont »: a form of address first, then the name. Undefined when the contact does not start
 * with one (no way to know how to greet the person): the language's default salutation stays.
 */
export function namedContact(person: string): NamedContact | undefined {
  const words = person.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const gender = FEMALE.test(first) ? 'f' : MALE.test(first) ? 'm' : undefined;
  if (!gender) return undefined;
  const rest = words.slice(1);
  const titles: string[] = [];
  while (rest.length > 1 && ACADEMIC.test(rest[0]!)) titles.push(rest.shift()!.replace(/\.?$/, '.'));
  if (rest.length === 0) return undefined;
  const lastName = rest.length === 1 ? rest[0]! : rest.slice(1).join(' ');
  return { gender, titles, lastName };
}

/** The salutation and closing for a named contact, or the language's defaults. */
export function letterFormulas(language: CvLanguage, person: string): { salutation: string; closing: string } {
  const contact = namedContact(person);
  const defaults = letterConventions[language];
  if (!contact) return { salutation: defaults.salutation, closing: defaults.closing };
  const { gender, titles, lastName } = contact;
  const titled = [...titles, lastName].join(' ');
  switch (language) {
    case 'fr': {
      // French greets without the name, and the closing repeats the greeting.
      const madam = gender === 'f' ? 'Madame' : 'Monsieur';
      return { salutation: `${madam},`, closing: `Veuillez agréer, ${madam}, mes salutations distinguées.` };
    }
    case 'de':
      return { salutation: gender === 'f' ? `Sehr geehrte Frau ${titled},` : `Sehr geehrter Herr ${titled},`, closing: defaults.closing };
    case 'it':
      return { salutation: gender === 'f' ? `Gentile Signora ${lastName},` : `Gentile Signor ${lastName},`, closing: defaults.closing };
    case 'en':
      // « Dear Ms Rochat » is closed « Yours sincerely » (« Yours faithfully » answers « Dear Sir or Madam »).
      return { salutation: `Dear ${titles[0]?.replace(/\.$/, '') ?? (gender === 'f' ? 'Ms' : 'Mr')} ${lastName},`, closing: 'Yours sincerely,' };
  }
}
