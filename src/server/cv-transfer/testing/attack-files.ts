import { deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Files built to stall an import (issue 28): each must be refused with a French 4xx within the
 * deadline while the server keeps answering. Shared by cv-import-attacks.test.ts and
 * bench/import-attacks.bench.ts.
 */

interface Entry {
  name: string;
  data: Uint8Array;
  /** The size the archive declares (a lie when it differs from the data). */
  declaredSize?: number;
  /** The data given already deflated. */
  deflated?: boolean;
}

/** A ZIP archive written by hand, so that it can lie about its entries' sizes. */
export function zipArchive(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.deflated ? Buffer.from(entry.data) : deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Raw deflate of `megabytes` MiB of one byte, written chunk by chunk (never the whole in memory). */
function deflatedRepeat(byte: number, megabytes: number): Buffer {
  const chunk = Buffer.alloc(1024 * 1024, byte);
  const one = deflateRawSync(chunk, { level: 9, finishFlush: 2 /* Z_SYNC_FLUSH */ });
  const last = deflateRawSync(Buffer.alloc(0), { level: 9 });
  return Buffer.concat([...Array.from({ length: megabytes }, () => one), last]);
}

const docx = (documentXml: string) =>
  zipArchive([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.from(documentXml) },
  ]);

/** One page whose content stream inflates to `megabytes` MiB; `pages` such pages. */
function pdf(pages: Array<{ stream: Buffer; deflated: boolean }>): Buffer {
  const objects: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_p, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  pages.forEach((page, i) => {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`);
    objects.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${page.stream.length}${page.deflated ? ' /Filter /FlateDecode' : ''} >>\nstream\n`),
        page.stream,
        Buffer.from('\nendstream'),
      ]),
    );
  });
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((o, i) => {
    offsets.push(length);
    const body = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof o === 'string' ? Buffer.from(o) : o, Buffer.from('\nendobj\n')]);
    parts.push(body);
    length += body.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

export const attackFiles = {
  /** A Word file of under 1 KB whose document.xml opens 30,000 paragraphs and never closes them. */
  docxParagraphs: () => docx(`<w:document><w:body>${'<w:p>'.repeat(30_000)}</w:body></w:document>`),
  /** The same with 30,000 paragraphs of text: more lines than a CV has. */
  docxParagraphsWithText: () => docx(`<w:document><w:body>${'<w:p><w:r><w:t>Ligne</w:t></w:r></w:p>'.repeat(30_000)}</w:body></w:document>`),
  /** 30,000 nested tables, rows and cells, never closed. */
  docxTables: () => docx(`<w:document><w:body>${'<w:tbl><w:tr><w:tc>'.repeat(30_000)}</w:body></w:document>`),
  /** One paragraph of 160 KB of digits: a single line longer than any CV. */
  docxLongLine: () => docx(`<w:document><w:body><w:p><w:r><w:t>${'7'.repeat(160 * 1024)}</w:t></w:r></w:p></w:body></w:document>`),
  /** A ZIP whose document.xml declares 900 bytes and inflates to 300 MB. */
  lyingZip: () =>
    zipArchive([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: deflatedRepeat(0x20, 300), deflated: true, declaredSize: 900 },
    ]),
  /** A LinkedIn export of 200 CSV files of 990 KB each. */
  manyCsvs: () => {
    const row = 'Swisscom,Ingénieure,Description,Berne,Jan 2020,\n';
    const csv = Buffer.from(`Company Name,Title,Description,Location,Started On,Finished On\n${row.repeat(Math.floor((990 * 1024) / row.length))}`);
    return zipArchive(Array.from({ length: 200 }, (_v, i) => ({ name: `export-${i}/Positions.csv`, data: csv })));
  },
  /** A PDF whose one page's content inflates to 150 MB. */
  pdfBomb: () => pdf([{ stream: zlibRepeat(150), deflated: true }]),
  /** 30 pages of 60,000 text operations each. */
  pdfManyOperations: () => {
    const page = Buffer.from(`BT /F1 9 Tf ${'1 0 0 1 40 400 Tm (Lorem) Tj '.repeat(60_000)}ET`);
    const stream = deflateSync(page);
    return pdf(Array.from({ length: 30 }, () => ({ stream, deflated: true })));
  },
  /** A JSON Resume with 20,000 jobs. */
  jsonManyJobs: () =>
    Buffer.from(
      JSON.stringify({
        basics: { name: 'Ana Silva' },
        work: Array.from({ length: 20_000 }, (_v, i) => ({ name: `Firme ${i}`, position: 'Poste', startDate: '2020-01' })),
      }),
    ),
} as const;

/** zlib (not raw) deflate of `megabytes` MiB of spaces, as a PDF's FlateDecode stream holds it. */
function zlibRepeat(megabytes: number): Buffer {
  const raw = deflatedRepeat(0x20, megabytes);
  // zlib header (deflate, default window) + raw deflate; the missing Adler-32 checksum makes it
  // a truncated stream, which readers (and our check) inflate all the same.
  return Buffer.concat([Buffer.from([0x78, 0x9c]), raw]);
}
