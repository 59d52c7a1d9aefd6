/**
 * French typography for the text a CV prints (plain fields and the text of rich text): the
 * spaces a French typesetter puts where a keyboard gives none or a breakable one.
 *
 * - U+202F (narrow no-break space) before ! ? ; % and before : (one character for all, as the
 *   Imprimerie nationale's modern usage and most French word processors do); inside « »;
 * - U+00A0 (no-break space) between a number and the unit or currency that follows it
 *   (« 80 CHF », « 3 ans », « 12 km ») and between a currency and the number after it
 *   (« CHF 80'000 »), so that the two never part at a line end.
 *
 * Conservative on purpose: a token that looks like a URL, an e-mail address or a time
 * (« 14:30 ») is never touched, a colon only gets its space when a space or the end follows it,
 * and an existing space is replaced rather than doubled. German, English and Italian text is left
 * as is: `typesetText` and `typesetHtml` apply the rules to the sentences written in French only
 * (the CV's language, or a sentence-level guess for a mixed CV).
 */
import type { CvLanguage } from './cv-language.js';
import { guessTextLanguage, sentencesOf } from './text-language.js';
import { TextMemo } from './text-memo.js';

export const NNBSP = '\u202f';
export const NBSP = '\u00a0';

/** Units and currencies after a number (case-sensitive where case matters: h, Mio). */
const UNITS = [
  'CHF',
  'EUR',
  'USD',
  'GBP',
  '€',
  '\\$',
  '£',
  'Fr\\.',
  'fr\\.',
  'km',
  'm²',
  'm2',
  'm',
  'cm',
  'mm',
  'kg',
  'g',
  'h',
  'min',
  'ans?',
  'mois',
  'jours?',
  'semaines?',
  'heures?',
  'Mio',
  'mio',
  'Mia',
  'mia',
  'Mrd',
  'mrd',
  'millions?',
  'milliards?',
  'ko',
  'Mo',
  'Go',
  'To',
  'pts?',
  'points?',
  'personnes',
  'collaborateurs?',
  'collaboratrices?',
  'employés?',
  'clients?',
  'projets?',
  'langues',
  '°C',
];
const UNIT = UNITS.join('|');
/** A letter or digit: what must not follow a unit for it to be one (« 3 kilos » is left alone). */
const WORD_CHAR = '[\\p{L}\\p{N}]';

const NUMBER_UNIT = new RegExp(`(\\d)[ \\u202f](${UNIT})(?!${WORD_CHAR})`, 'gu');
const CURRENCY_NUMBER = /(?<![\p{L}\p{N}])(CHF|EUR|USD|Fr\.) (?=\d)/gu;
/**
 * Something that is not text to typeset: a word (a run without spaces) holding a URL, an e-mail
 * address or a domain name. Each test is anchored or has a fixed-length start, so a whole text is
 * read in linear time whatever it holds (« a@a@a@… » made an unanchored pattern cubic: 2,000
 * characters blocked the server for a second).
 */
const URL_START = /^[^\p{L}\p{N}]{0,3}(?:[a-z][a-z0-9+.-]{0,31}:\/\/|www\.)/iu;
const DOMAIN = /[\w-]\.(?:ch|com|org|net|fr|de|io|li)(?![\w])/iu;
function isLiteral(word: string): boolean {
  if (URL_START.test(word) || DOMAIN.test(word)) return true;
  const at = word.indexOf('@');
  const dot = word.lastIndexOf('.');
  return at > 0 && dot > at + 1 && dot < word.length - 1;
}

function typesetRun(text: string): string {
  return (
    text
      // ! ? ; : after a word or a closing sign, with or without a space before it.
      .replace(/([^\s\u00a0\u202f!?;:])[ \u00a0]?([!?;]+)/gu, `$1${NNBSP}$2`)
      .replace(/([^\s\u00a0\u202f:/])[ \u00a0]?:(?=\s|$)/gu, `$1${NNBSP}:`)
      // A sign right after an inline tag (« <b>Bonjour</b> ! »): the space becomes unbreakable.
      .replace(/^[ \u00a0]+(?=[!?;»%]|:(?:\s|$))/u, NNBSP)
      // Percent after a number.
      .replace(/(\d)[ \u00a0]?%/gu, `$1${NNBSP}%`)
      // Guillemets.
      .replace(/«[ \u00a0\u202f]?/gu, `«${NNBSP}`)
      .replace(/[ \u00a0\u202f]?»/gu, `${NNBSP}»`)
      // Numbers and units.
      // Thousands groups (« 80 000 ») and numbers with their unit.
      .replace(/(\d) (?=\d{3}(?!\d))/gu, `$1${NNBSP}`)
      .replace(NUMBER_UNIT, `$1${NBSP}$2`)
      .replace(CURRENCY_NUMBER, `$1${NBSP}`)
  );
}

/** French spacing in plain text; URLs, e-mail addresses and domain names stay untouched. */
export function frenchTypography(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(/\S+/gu)) {
    if (!isLiteral(match[0])) continue;
    out += typesetRun(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + typesetRun(text.slice(last));
}

/**
 * The same on HTML produced by the rich-text filter: only the text between tags changes, and
 * entities (&amp; &lt; …) are kept whole so that their semicolon never gets a space.
 */
export function frenchTypographyHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') || part === '' ? part : typesetHtmlText(part, frenchTypography)))
    .join('');
}

/**
 * What `typesetText` and `typesetHtml` answered lately, by language, kind and text (2 M
 * characters, a few MB): a preview typesets the whole CV again, and only the field being typed
 * has changed (issue 33: the language guess and the typography were a fifth of a long CV's HTML).
 */
export const typesetMemo = new TextMemo(2_000_000);

/** French spacing on the sentences of `text` that are in French; `language` is the CV's. */
export function typesetText(text: string, language: CvLanguage): string {
  return typesetMemo.get(`${language}\0t\0${text}`, () =>
    sentencesOf(text)
      .map((sentence) => (guessTextLanguage(sentence, language) === 'fr' ? frenchTypography(sentence) : sentence))
      .join(''),
  );
}

/**
 * `typesetText` on rich-text HTML: each paragraph or bullet takes its language from its whole
 * text (the CV's language when it says too little), then each sentence in it from its own words.
 */
export function typesetHtml(html: string, language: CvLanguage): string {
  return typesetMemo.get(`${language}\0h\0${html}`, () => typesetHtmlUnkept(html, language));
}

function typesetHtmlUnkept(html: string, language: CvLanguage): string {
  return html
    .split(/(?<=<\/(?:p|li|h[1-6])>|<br\s*\/?>)/i)
    .map((block) => {
      const blockLanguage = guessTextLanguage(block.replace(/<[^>]*>/g, ' '), language);
      return block
        .split(/(<[^>]*>)/)
        .map((part) => (part.startsWith('<') || part === '' ? part : typesetHtmlText(part, (text) => typesetText(text, blockLanguage))))
        .join('');
    })
    .join('');
}

function typesetHtmlText(text: string, typeset: (text: string) => string): string {
  // Entities become placeholders from a private-use range, so that rules see one character.
  const entities: string[] = [];
  const masked = text.replace(/&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi, (entity) => {
    entities.push(entity);
    return String.fromCharCode(0xe000 + entities.length - 1);
  });
  return typeset(masked).replace(/[\ue000-\uefff]/g, (c) => entities[c.charCodeAt(0) - 0xe000] ?? c);
}
