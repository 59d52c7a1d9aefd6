import type { CvLanguage } from '../../domain/cv/cv-language.js';
import { frenchTypography, frenchTypographyHtml } from '../../domain/cv/french-typography.js';
import { imageDataUrl } from '../../domain/cv/photo.js';
import { formatPlaceAndDate, letterConventions, swissGermanSpelling } from '../../domain/letter/letter-conventions.js';
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
  /** Company, person, street, NPA and city: the lines the envelope's window shows. */
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
  const view: LetterView = {
    language,
    documentTitle: clean(letter.title) || 'Lettre',
    senderName,
    senderAddress: lines(sender.street, senderPlace),
    senderContact: lines(sender.phone, sender.email),
    recipient: lines(recipient.company, recipient.person, recipient.street, lines(recipient.postalCode, recipient.city).join(' ')),
    placeAndDate: formatPlaceAndDate(language, clean(letter.place) || clean(sender.city), letter.date, options.today),
    subjectLabel: conventions.subjectLabel,
    subject: clean(letter.subject),
    salutation: clean(letter.salutation) || conventions.salutation,
    bodyHtml: richTextHtml(letter.body),
    closing: clean(letter.closing) || conventions.closing,
    signatureImage: imageDataUrl(options.signatureDataUrl),
    signatureName: clean(letter.signature_name) || senderName,
    annexesLabel: conventions.annexesLabel,
    annexes: letter.annexes.map(clean).filter((a) => a !== ''),
  };
  if (language === 'de') return mapText(view, swissGermanSpelling, swissGermanSpelling);
  if (language === 'fr') return mapProse(view);
  return view;
}

/** Every text of the view through `text` (and the body through `html`); images untouched. */
function mapText(view: LetterView, text: (s: string) => string, html: (s: string) => string): LetterView {
  return {
    ...view,
    documentTitle: text(view.documentTitle),
    senderName: text(view.senderName),
    senderAddress: view.senderAddress.map(text),
    senderContact: view.senderContact,
    recipient: view.recipient.map(text),
    placeAndDate: text(view.placeAndDate),
    subject: text(view.subject),
    salutation: text(view.salutation),
    bodyHtml: html(view.bodyHtml),
    closing: text(view.closing),
    signatureName: text(view.signatureName),
    annexes: view.annexes.map(text),
  };
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
