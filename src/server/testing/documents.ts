import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFStream, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { multipartBody } from './cvs.js';

/**
 * Files for the upload tests, made by the tests themselves: good ones (text PDFs, scan-like
 * JPEGs) and the bad-input corpus (corrupt, encrypted, active content, bombs, impostors).
 */

/** A text PDF of `pages` A4 pages, each saying its title and page number. */
export async function textPdf(title: string, pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`${title} - page ${i}`, { x: 72, y: 760, size: 18, font, color: rgb(0, 0, 0) });
    page.drawText('Nous certifions que la personne a travaillé chez nous avec engagement.', { x: 72, y: 720, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

/**
 * A PDF carrying everything a sanitiser must drop: document JavaScript, an OpenAction, a page
 * action, a link annotation running JavaScript, an embedded file and a filled form field.
 */
export async function activePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  page.drawText('Certificat de travail', { x: 72, y: 760, size: 18, font });
  const field = doc.getForm().createTextField('employeur');
  field.setText('Migros Genossenschaft');
  field.addToPage(page, { x: 72, y: 680, width: 300, height: 24, font });
  await doc.attach(Buffer.from('MZ pretend executable'), 'payload.exe', { mimeType: 'application/octet-stream' });
  // Writes the attachment into the catalog's name tree, beside which the scripts go.
  await doc.flush();
  const js = (code: string) => doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFHexString.fromText(code) });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(js('app.alert("open")')));
  const jsTree = doc.context.obj({ Names: [PDFHexString.fromText('evil'), doc.context.register(js('app.alert("names")'))] });
  doc.catalog.lookup(PDFName.of('Names'), PDFDict).set(PDFName.of('JavaScript'), doc.context.register(jsTree));
  page.node.set(PDFName.of('AA'), doc.context.obj({ O: doc.context.register(js('app.alert("page")')) }));
  const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 600, 300, 620], A: doc.context.register(js('app.alert("link")')) });
  page.node.addAnnot(doc.context.register(link));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * A certificate whose only page says `title` and whose content stream inflates to
 * `inflatedBytes` (150 MB by default) in a file of about 150 KB: a decompression bomb.
 */
export async function contentBombPdf(title: string, inflatedBytes = 150 * 1024 * 1024): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  page.drawText(title, { x: 72, y: 760, size: 18, font });
  const bomb = doc.context.stream(deflateSync(Buffer.alloc(inflatedBytes, 0x20), { level: 9 }), { Filter: 'FlateDecode' });
  const contents = page.node.get(PDFName.of('Contents'));
  page.node.set(
    PDFName.of('Contents'),
    doc.context.obj([...(contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []), doc.context.register(bomb)]),
  );
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** "%PDF-" and then rubbish: what a broken download or a truncated mail attachment looks like. */
export function corruptPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R'), randomBytes(2048)]);
}

/** A PNG whose header declares 20 000 x 20 000 px (400 MP) in a file of a few hundred kilobytes. */
export function decompressionBombPng(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The start of an iPhone photo (ISO base media file, brand heic). */
export function heicHeader(): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), randomBytes(512)]);
}

/**
 * A scan-like page: A4 at 300 dpi (2480 x 3508), greyish paper with noise, dark text-like bars;
 * compresses like a real scan (poorly), unlike a flat colour.
 */
export function scanLikeJpeg(seed = 1, options: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  // Made once per process: seconds of CPU each on a loaded machine.
  const key = JSON.stringify([seed, options]);
  let made = scans.get(key);
  if (!made) {
    made = makeScan(seed, options);
    scans.set(key, made);
  }
  return made;
}

const scans = new Map<string, Promise<Buffer>>();

async function makeScan(seed: number, options: { width?: number; height?: number; orientation?: number }): Promise<Buffer> {
  const width = options.width ?? 2480;
  const height = options.height ?? 3508;
  const noise = await sharp({
    create: { width, height, channels: 3, background: { r: 238, g: 236, b: 230 }, noise: { type: 'gaussian', mean: 236, sigma: 12 } },
  })
    .png()
    .toBuffer();
  const lines = Array.from({ length: 40 }, (_, i) => {
    const w = 800 + ((seed * 37 + i * 53) % 1200);
    return `<rect x="220" y="${500 + i * 70}" width="${w}" height="22" fill="#222"/>`;
  }).join('');
  const svg = Buffer.from(
    `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg"><rect x="220" y="220" width="900" height="60" fill="#111"/>${lines}</svg>`,
  );
  const image = sharp(noise)
    .composite([{ input: svg }])
    .jpeg({ quality: 92 });
  return options.orientation ? image.withMetadata({ orientation: options.orientation }).toBuffer() : image.toBuffer();
}

/** What a scanner's « PDF » button makes: one full-page scan-like JPEG per page (about 3 MB each). */
export async function scannedPdf(seeds: number[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const seed of seeds) {
    const image = await doc.embedJpg(await scanLikeJpeg(seed));
    doc.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  return Buffer.from(await doc.save());
}

/** POST /api/documents/upload/ with the file as field `file` (and a `kind` field when given). */
export function uploadDocument(app: FastifyInstance, token: string, file: { name: string; type: string; content: Buffer; kind?: string }) {
  const { payload, headers } = multipartBody('file', file.name, file.type, file.content, file.kind ? { kind: file.kind } : undefined);
  return app.inject({ method: 'POST', url: '/api/documents/upload/', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

/** Every dictionary key and name value in a PDF's objects (object streams opened, nested dictionaries and arrays walked). */
export async function pdfObjectKeys(pdf: Buffer): Promise<Set<string>> {
  const doc = await PDFDocument.load(pdf);
  const keys = new Set<string>();
  const walk = (value: unknown): void => {
    if (value instanceof PDFName) keys.add(value.asString());
    else if (value instanceof PDFArray) value.asArray().forEach(walk);
    else if (value instanceof PDFStream) walk(value.dict);
    else if (value instanceof PDFDict) {
      for (const [key, inner] of value.entries()) {
        keys.add(key.asString());
        walk(inner);
      }
    }
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) walk(object);
  walk(doc.catalog);
  return keys;
}
