import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFiumLibrary } from '@hyzyla/pdfium';
import sharp from 'sharp';

/**
 * The preview image is page 1 of the PDF itself, rasterised by PDFium (Chromium's own PDF
 * engine, compiled to WebAssembly): a screenshot of the print-media layout would differ from
 * the PDF wherever the page break moves content to page 2 or @page margins apply.
 */

let library: Promise<PDFiumLibrary> | undefined;

function pdfium(): Promise<PDFiumLibrary> {
  // The WebAssembly binary is read from the package: nothing is fetched.
  library ??= PDFiumLibrary.init({
    wasmBinary: new Uint8Array(readFileSync(createRequire(import.meta.url).resolve('@hyzyla/pdfium/pdfium.wasm'))).buffer,
  }).catch((err: unknown) => {
    library = undefined;
    throw err;
  });
  return library;
}

export const PREVIEW_IMAGE_TYPE = 'image/jpeg';

/** Page 1 of `pdf` as a JPEG `width` pixels wide (height from the page's proportions). */
export async function firstPageImage(pdf: Buffer, width: number, quality = 80): Promise<Buffer> {
  const document = await (await pdfium()).loadDocument(pdf);
  try {
    if (document.getPageCount() < 1) throw new Error('The PDF has no page to preview');
    const page = document.getPage(0);
    const { originalWidth, originalHeight } = page.getOriginalSize();
    const height = Math.round((width * originalHeight) / originalWidth);
    const bitmap = await page.render({ width, height, scale: 1, render: 'bitmap' });
    const image = await sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
      // PDFium paints the page on white: the alpha channel carries nothing.
      .removeAlpha()
      // Plain libjpeg settings: mozjpeg's trellis search would triple the time for ~10 % fewer bytes.
      .jpeg({ quality })
      .toBuffer();
    if (image.length === 0) throw new Error('The preview image came out empty');
    return image;
  } finally {
    document.destroy();
  }
}

/** Every page of `pdf` as a PNG `width` pixels wide: what a reader's PDF viewer shows. */
export async function pdfPageImages(pdf: Buffer, width: number): Promise<Buffer[]> {
  const document = await (await pdfium()).loadDocument(pdf);
  try {
    const images: Buffer[] = [];
    for (let i = 0; i < document.getPageCount(); i++) {
      const page = document.getPage(i);
      const { originalWidth, originalHeight } = page.getOriginalSize();
      const bitmap = await page.render({ width, height: Math.round((width * originalHeight) / originalWidth), scale: 1, render: 'bitmap' });
      images.push(
        await sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
          .removeAlpha()
          .png()
          .toBuffer(),
      );
    }
    return images;
  } finally {
    document.destroy();
  }
}

/** Every page of `pdf` as a JPEG `width` pixels wide, with each page's size in points. */
export async function pdfPageJpegs(pdf: Buffer, width: number, quality: number): Promise<Array<{ jpeg: Buffer; widthPt: number; heightPt: number }>> {
  const document = await (await pdfium()).loadDocument(pdf);
  try {
    const pages: Array<{ jpeg: Buffer; widthPt: number; heightPt: number }> = [];
    for (let i = 0; i < document.getPageCount(); i++) {
      const page = document.getPage(i);
      const { originalWidth, originalHeight } = page.getOriginalSize();
      const bitmap = await page.render({ width, height: Math.round((width * originalHeight) / originalWidth), scale: 1, render: 'bitmap' });
      const jpeg = await sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
        .removeAlpha()
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      pages.push({ jpeg, widthPt: originalWidth, heightPt: originalHeight });
    }
    return pages;
  } finally {
    document.destroy();
  }
}

/** Page `index` (0-based) of `pdf` as a JPEG `width` pixels wide. */
export async function pdfPageJpeg(pdf: Buffer, index: number, width: number, quality: number): Promise<Buffer> {
  const document = await (await pdfium()).loadDocument(pdf);
  try {
    if (index < 0 || index >= document.getPageCount()) throw new RangeError('No such page');
    const page = document.getPage(index);
    const { originalWidth, originalHeight } = page.getOriginalSize();
    const bitmap = await page.render({ width, height: Math.round((width * originalHeight) / originalWidth), scale: 1, render: 'bitmap' });
    return await sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
      .removeAlpha()
      .jpeg({ quality })
      .toBuffer();
  } finally {
    document.destroy();
  }
}
