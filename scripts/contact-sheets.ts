// npm run templates:sheets [-- --out dir --label after]
// Contact sheets of the six templates for design review: one JPEG per CV length (the junior CV
// on one page, the German CV on two, the long French CV on four), a row per template, a column
// per page, each page drawn from the PDF the renderer prints. Prints the page count of each.
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { defaultAccentColors } from '../src/domain/cv/colours.js';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema.js';
import { TEMPLATE_IDS } from '../src/domain/cv/template-catalogue.js';
import { renderCvHtml } from '../src/templates/render-cv-html.js';
import { womanPortrait } from '../src/templates/samples/sample-photos.js';
import { sampleById } from '../src/templates/samples/sample-catalogue.js';
import { launchCvPrinter, pdfToPngs } from './cv-chromium.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'render-output/sheets' }, label: { type: 'string', default: 'sheet' } } });
const THUMB_WIDTH = 124;
const THUMB_HEIGHT = Math.round((THUMB_WIDTH * 297) / 210);
const GAP = 6;

const CASES = ['junior', 'german', 'long-fr'] as const;
const printer = await launchCvPrinter();
await mkdir(values.out, { recursive: true });
try {
  for (const id of CASES) {
    const input = sampleById(id).input;
    const cv = cvDocumentSchema.parse({
      ...input,
      personal_info: { ...input.personal_info, photo_base64: input.personal_info?.photo_base64 || womanPortrait },
    });
    const rows: Buffer[][] = [];
    for (const templateId of TEMPLATE_IDS) {
      const { pdf } = await printer.pdf(renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary }));
      const pngs = await pdfToPngs(pdf, { dpi: 40 });
      rows.push(await Promise.all(pngs.map((png) => sharp(png).resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'fill' }).png().toBuffer())));
      console.log(`${values.label} ${id} t${templateId}: ${pngs.length} page(s)`);
    }
    const columns = Math.max(...rows.map((r) => r.length));
    const width = GAP + columns * (THUMB_WIDTH + GAP);
    const height = GAP + rows.length * (THUMB_HEIGHT + GAP);
    const sheet = await sharp({ create: { width, height, channels: 3, background: '#9aa0a6' } })
      .composite(rows.flatMap((row, r) => row.map((input, c) => ({ input, left: GAP + c * (THUMB_WIDTH + GAP), top: GAP + r * (THUMB_HEIGHT + GAP) }))))
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    await writeFile(`${values.out}/${values.label}-${id}.jpg`, sheet);
  }
} finally {
  await printer.close();
}
