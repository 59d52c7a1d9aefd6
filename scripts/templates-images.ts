// npm run templates:images
// Renders the showcase CV in each template (default colour) and writes the gallery images:
// public/templates/modele-{id}.png (page 1, 800 px wide) and modele-{id}.webp (lighter, for the web),
// then their 400 px variants (templates-images-small.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { defaultAccentColors } from '../src/domain/cv/colours.js';
import { TEMPLATE_IDS } from '../src/domain/cv/template-catalogue.js';
import { renderCvHtml } from '../src/templates/render-cv-html.js';
import { sampleById } from '../src/templates/samples/sample-catalogue.js';
import { launchCvPrinter, pdfToPngs } from './cv-chromium.js';
import { writeSmallTemplateImages } from './templates-images-small.js';

const WIDTH = 800;
// Rasterised at twice the final width, then reduced: sharper text than rendering at 800 px.
const DPI = Math.ceil(((WIDTH * 2) / 210) * 25.4);

const outDir = new URL('../public/templates/', import.meta.url);
await mkdir(outDir, { recursive: true });
const showcase = sampleById('showcase');
const printer = await launchCvPrinter();
try {
  for (const templateId of TEMPLATE_IDS) {
    const html = renderCvHtml(showcase.cv, { templateId, accentColor: defaultAccentColors(templateId).primary });
    const { pdf } = await printer.pdf(html);
    const [page1] = await pdfToPngs(pdf, { dpi: DPI, firstPageOnly: true });
    if (!page1) throw new Error(`No page rendered for template ${templateId}`);
    const resized = sharp(page1).resize({ width: WIDTH, kernel: 'lanczos3' });
    const png = await resized.clone().png({ compressionLevel: 9, palette: true, quality: 95, effort: 10 }).toBuffer();
    const webp = await resized.clone().webp({ quality: 82, effort: 6 }).toBuffer();
    await writeFile(new URL(`modele-${templateId}.png`, outDir), png);
    await writeFile(new URL(`modele-${templateId}.webp`, outDir), webp);
    console.log(`modele-${templateId}: png ${Math.round(png.length / 1024)} KB, webp ${Math.round(webp.length / 1024)} KB`);
  }
} finally {
  await printer.close();
}
await writeSmallTemplateImages(outDir);
