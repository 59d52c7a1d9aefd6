import type { CvLanguage } from '../cv/cv-language.js';

/**
 * Swiss letter conventions per language (docs/decisions/2026-11-23-cover-letters.md): the
 * default salutation and closing printed when the user leaves them empty, how the place and
 * date line is written, whether the subject carries a label, and the enclosures heading.
 */
export interface LetterConventions {
  salutation: string;
  closing: string;
  /** Printed before the subject; '' prints the subject alone, in bold. */
  subjectLabel: string;
  annexesLabel: string;
  months: readonly string[];
  placeAndDate: (place: string, day: number, month: string, year: number) => string;
}

const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const IT_MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const joinPlace = (place: string, date: string, separator: string) => (place ? `${place}${separator}${date}` : date);

export const letterConventions: Record<CvLanguage, LetterConventions> = {
  fr: {
    salutation: 'Madame, Monsieur,',
    closing: 'Veuillez agréer, Madame, Monsieur, mes salutations distinguées.',
    subjectLabel: 'Objet\u00a0: ',
    annexesLabel: 'Annexes',
    months: FR_MONTHS,
    // « le 1er mai »: French writes the first day of the month as an ordinal.
    placeAndDate: (place, day, month, year) => joinPlace(place, `le ${day === 1 ? '1er' : day} ${month} ${year}`, ', '),
  },
  de: {
    // Swiss German letters put no comma after the salutation and start the body with a capital.
    salutation: 'Sehr geehrte Damen und Herren',
    closing: 'Freundliche Grüsse',
    subjectLabel: '',
    annexesLabel: 'Beilagen',
    months: DE_MONTHS,
    placeAndDate: (place, day, month, year) => joinPlace(place, `${day}. ${month} ${year}`, ', '),
  },
  it: {
    salutation: 'Gentili Signore e Signori,',
    closing: 'Distinti saluti',
    subjectLabel: 'Oggetto: ',
    annexesLabel: 'Allegati',
    months: IT_MONTHS,
    placeAndDate: (place, day, month, year) => joinPlace(place, `${day === 1 ? '1º' : day} ${month} ${year}`, ', '),
  },
  en: {
    salutation: 'Dear Sir or Madam,',
    closing: 'Yours faithfully,',
    subjectLabel: '',
    annexesLabel: 'Enclosures',
    months: EN_MONTHS,
    placeAndDate: (place, day, month, year) => joinPlace(place, `${day} ${month} ${year}`, ', '),
  },
};

/**
 * « Lausanne, le 23 novembre 2026 », « Zürich, 23. November 2026 », « Lugano, 23 novembre 2026 »,
 * « Geneva, 23 November 2026 ». `isoDate` '' means `today` (the day the letter is printed).
 */
export function formatPlaceAndDate(language: CvLanguage, place: string, isoDate: string, today: Date): string {
  const conventions = letterConventions[language];
  const date = isoDate ? new Date(`${isoDate}T12:00:00Z`) : today;
  const zurich = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(zurich.find((p) => p.type === type)?.value);
  const month = conventions.months[part('month') - 1] ?? '';
  return conventions.placeAndDate(place.trim().replace(/\s+/g, ' '), part('day'), month, part('year'));
}
