/**
 * French typography of what users read: a non-breaking space before « ! ? : ; » and inside
 * « guillemets », so that no sign wraps alone onto the next line. Either U+00A0 or the narrow
 * U+202F counts; sources write U+00A0.
 */
export const NBSP = '\u00a0';

const SPACE_BEFORE_SIGN = /(?<=\S) (?=[!?:;](?:\s|$|["'’)<]))/u;
const NO_SPACE_BEFORE_SIGN = /[\p{L}\d)»]([!?;](?=\s|$)|:(?=\s))/u;
const OPENING_GUILLEMET = /«(?![\u00a0\u202f])/u;
const CLOSING_GUILLEMET = /(?<![\u00a0\u202f])»/u;

/**
 * The rules a piece of French text breaks. `followsText`: the piece comes right after other
 * text (a template literal after an interpolation), so a sign at its start has a word before it.
 */
export function frenchTypographyProblems(text: string, { followsText = false } = {}): string[] {
  const problems: string[] = [];
  if (SPACE_BEFORE_SIGN.test(text) || (followsText && /^ [!?:;](\s|$)/u.test(text))) problems.push('plain space before a high sign (use a non-breaking space)');
  if (NO_SPACE_BEFORE_SIGN.test(text) || (followsText && /^([!?;](\s|$)|:\s)/u.test(text))) {
    problems.push('no space before a high sign (add a non-breaking space)');
  }
  if (OPENING_GUILLEMET.test(text) || CLOSING_GUILLEMET.test(text)) problems.push('guillemets without non-breaking spaces inside');
  return problems;
}
