/**
 * `attachment` with both forms of the file name (RFC 6266): `filename` in plain ASCII for old
 * clients, and `filename*` in UTF-8 (RFC 5987) that every current browser prefers, so that
 * « Curriculum_Zoé.pdf » arrives with its accent.
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Accents dropped (é -> e), anything else outside the safe set replaced by '_'. */
export function asciiFallback(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]/g, '_');
  return /^[_.]*(?:\.pdf)?$/i.test(ascii) ? 'CV.pdf' : ascii;
}

export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
