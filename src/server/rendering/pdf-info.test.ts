import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from './fixtures/pdf-tools.js';
import { setPdfInfo } from './pdf-info.js';

/** A minimal one-page PDF with a classic cross-reference table, as Chromium writes them. */
function minimalPdf(options: { info?: boolean; id?: boolean } = {}): Buffer {
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    '<</Type /Pages /Kids [3 0 R] /Count 1>>',
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>>',
    '<</Length 45>>\nstream\nBT /F1 24 Tf 72 720 Td (Bonjour Zurich) Tj ET\nendstream',
    '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>',
    ...(options.info ? ['<</Title (Ancien titre) /Producer (Test)>>'] : []),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = options.id ? ' /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]' : '';
  body += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R${options.info ? ' /Info 6 0 R' : ''}${id}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('setPdfInfo', () => {
  it.each([
    ['without an Info dictionary', {}],
    ['replacing an Info dictionary, keeping the file ID', { info: true, id: true }],
  ])('sets Title and Author %s, leaving the original bytes untouched', async (_, options) => {
    const original = minimalPdf(options);
    const updated = setPdfInfo(original, { title: 'CV – Jürg Müller « ß €', author: 'Jürg Müller' })!;
    expect(updated.subarray(0, original.length).equals(original)).toBe(true);
    const info = await pdfInfo(updated);
    expect(info.stderr).toBe('');
    expect(info.Title).toBe('CV – Jürg Müller « ß €');
    expect(info.Author).toBe('Jürg Müller');
    expect(info.Creator).toBe('CV Suisse');
    expect(info.Pages).toBe('1');
    expect(await pdfText(updated)).toContain('Bonjour Zurich');
  });

  it('turns control characters into spaces and bounds the length', async () => {
    const updated = setPdfInfo(minimalPdf(), { title: `a\u0000b\nc${'x'.repeat(1000)}`, author: ')\\(' })!;
    const info = await pdfInfo(updated);
    expect(info.Title).toBe(`a b c${'x'.repeat(295)}`);
    expect(info.Author).toBe(')\\(');
  });

  it('leaves alone a PDF whose ending it does not recognise', () => {
    const withXrefStream = Buffer.from('%PDF-1.5\n1 0 obj\n<</Type /XRef>>\nendobj\nstartxref\n9\n%%EOF\n', 'latin1');
    expect(setPdfInfo(withXrefStream, { title: 't', author: 'a' })).toBeUndefined();
    const encrypted = Buffer.from(minimalPdf().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 7 0 R'), 'latin1');
    expect(setPdfInfo(encrypted, { title: 't', author: 'a' })).toBeUndefined();
    expect(setPdfInfo(Buffer.from('not a pdf'), { title: 't', author: 'a' })).toBeUndefined();
  });
});
