import { create as contentDisposition } from 'content-disposition';

/**
 * `attachment` with both forms of the file name (RFC 6266), written by the `content-disposition`
 * package: `filename` in plain ASCII for old clients, and `filename*` in UTF-8 that every current
 * browser prefers, so that « Curriculum_Zoé.pdf » arrives with its accent. Our fallback drops
 * accents (é -> e) where the package's would put '?'.
 */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName, { fallback: asciiFallback(fileName) });
}

/** `inline` (shown by the browser, saved under this name), with the same two forms of the name. */
export function inlineDisposition(fileName: string): string {
  return contentDisposition(fileName, { type: 'inline', fallback: asciiFallback(fileName) });
}

/** Accents dropped (é -> e), anything else outside the safe set replaced by '_'. */
export function asciiFallback(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]/g, '_');
  return /^[_.]*(?:\.pdf)?$/i.test(ascii) ? 'CV.pdf' : ascii;
}
