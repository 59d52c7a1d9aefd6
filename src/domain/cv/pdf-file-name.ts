/** Longest PDF file name, without the extension (spec section 9). */
export const PDF_FILE_NAME_MAX = 50;

/**
 * Spec section 5: special characters removed, spaces become underscores, cut to 50 characters;
 * otherwise 'CV'. Letters of every script count (accents are not special), and so do digits,
 * hyphens and underscores.
 */
export function pdfFileBaseName(title: string | null | undefined): string {
  const cleaned = (title ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '_');
  const cut = Array.from(cleaned)
    .slice(0, PDF_FILE_NAME_MAX)
    .join('')
    .replace(/^[_-]+|[_-]+$/g, '');
  return cut === '' ? 'CV' : cut;
}

export function pdfFileName(title: string | null | undefined): string {
  return `${pdfFileBaseName(title)}.pdf`;
}
