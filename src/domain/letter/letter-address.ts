import type { CvLanguage } from '../cv/cv-language.js';
import { applicantFileName } from '../dossier/dossier-file-name.js';
import { countryName, HOME_COUNTRY } from './countries.js';
import type { LetterDocument } from './letter-schema.js';

const clean = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * The recipient's address as the envelope's window shows it, in Swiss Post's order: company,
 * department, contact person, the PO box when there is one (it replaces the street: the letter
 * goes to the box), postcode and place, and the country on the last line when the letter goes
 * abroad, written in the letter's language. Empty lines are left out; nothing is cut (the block
 * wraps, and the editor warns when it no longer fits the window).
 */
export function recipientAddressLines(recipient: LetterDocument['recipient'], language: CvLanguage): string[] {
  const place = [recipient.postalCode, recipient.city].map(clean).filter(Boolean).join(' ');
  const country = recipient.country && recipient.country !== HOME_COUNTRY ? countryName(recipient.country, language) : '';
  return [recipient.company, recipient.department, recipient.person, clean(recipient.poBox) || recipient.street, place, country]
    .map(clean)
    .filter((line) => line !== '');
}

/** « Lettre_Zoé_Favre_Coopérative-Migros-Vaud.pdf »: the sender's name and the company written to. */
export const letterFileName = (firstName: string, lastName: string, company: string) => applicantFileName('Lettre', firstName, lastName, company);
