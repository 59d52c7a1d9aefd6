import type { CvLanguage } from '../../domain/cv/cv-language.js';
import { frenchTypography, frenchTypographyHtml } from '../../domain/cv/french-typography.js';
import { imageDataUrl } from '../../domain/cv/photo.js';
import { recipientAddressLines } from '../../domain/letter/letter-address.js';
import { formatPlaceAndDate, letterConventions } from '../../domain/letter/letter-conventions.js';
import { letterFormulas } from '../../domain/letter/letter-salutation.js';
import type { LetterDocument } from '../../domain/letter/letter-schema.js';
import { richTextHtml } from '../rich-text.js';

/** What a letter design shows, computed once: empty lines gone, defaults and conventions applied. */
export interface LetterView {
  language: CvLanguage;
  documentTitle: string;
  senderName: string;
  /** Street, then NPA and city. */
  senderAddress: string[];
  /** Phone, e-mail. */
  senderContact: string[];
  /** Company, department, person, street or PO box, NPA and city, country abroad: the lines the envelope's window shows. */
  recipient: string[];
  placeAndDate: string;
  subjectLabel: string;
  subject: string;
  salutation: string;
  bodyHtml: string;
  closing: string;
  signatureImage: string | undefined;
  signatureName: string;
  annexesLabel: string;
  annexes: string[];
}

export interface LetterViewOptions {
  /** The stored signature image as a data: URL. */
  signatureDataUrl?: string | undefined;
  /** The day an undated letter is printed. */
  today: Date;
}

const clean = (value: string) => value.trim().replace(/\s+/g, ' ');
const lines = (...values: string[]) => values.map(clean).filter((v) => v !== '');

export function buildLetterView(letter: LetterDocument, options: LetterViewOptions): LetterView {
  const language = letter.letter_language;
  const conventions = letterConventions[language];
  const { sender, recipient } = letter;
  const senderName = lines(sender.firstName, sender.lastName).join(' ');
  const senderPlace = lines(sender.postalCode, sender.city).join(' ');
  // A named contact (« Madame Claire Rochat ») is greeted by name unless the user wrote their own.
  const formulas = letterFormulas(language, recipient.person);
  const view: LetterView = {
    language,
    documentTitle: clean(letter.title) || 'Lettre',
    senderName,
    senderAddress: lines(sender.street, senderPlace),
    senderContact: lines(sender.phone, sender.email),
    recipient: recipientAddressLines(recipient, language),
    placeAndDate: formatPlaceAndDate(language, clean(letter.place) || clean(sender.city), letter.date, options.today),
    subjectLabel: conventions.subjectLabel,
    subject: clean(letter.subject),
    salutation: clean(letter.salutation) || formulas.salutation,
    bodyHtml: richTextHtml(letter.body),
    closing: clean(letter.closing) || formulas.closing,
    signatureImage: imageDataUrl(options.signatureDataUrl),
    signatureName: clean(letter.signature_name) || senderName,
    annexesLabel: conventions.annexesLabel,
    annexes: letter.annexes.map(clean).filter((a) => a !== ''),
  };
  // Names, addresses and the user's own text stay as typed (« Strauß », « Weiß »): Swiss German
  // writes « ss », but a proper name keeps its spelling; our own formulas have no « ß ».
  if (language === 'fr') return mapProse(view);
  return view;
}

/** French spacing in what the letter says in prose; names and addresses stay as typed. */
function mapProse(view: LetterView): LetterView {
  return {
    ...view,
    subject: frenchTypography(view.subject),
    salutation: frenchTypography(view.salutation),
    bodyHtml: frenchTypographyHtml(view.bodyHtml),
    closing: frenchTypography(view.closing),
    annexes: view.annexes.map(frenchTypography),
  };
}
