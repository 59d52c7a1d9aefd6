// npx tsx scripts/render-letter-samples.ts [-- --language de]
// Writes each of the six designs as a CV (page 1) beside its matching letter into
// render-output/letters/t{id}.png, and each letter's PDF, for visual review.
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { defaultAccentColors } from '../src/domain/cv/colours.js';
import { TEMPLATE_IDS } from '../src/domain/cv/template-catalogue.js';
import { isCvLanguage } from '../src/domain/cv/cv-language.js';
import { letterDocumentSchema } from '../src/domain/letter/letter-schema.js';
import { renderLetterHtml } from '../src/templates/letters/render-letter-html.js';
import { sampleLetters } from '../src/templates/letters/sample-letters.js';
import { renderCvHtml } from '../src/templates/render-cv-html.js';
import { sampleById } from '../src/templates/samples/sample-catalogue.js';
import { launchCvPrinter, pdfPageCount, pdfToPngs } from './cv-chromium.js';

const { values } = parseArgs({ options: { language: { type: 'string', default: 'fr' }, dpi: { type: 'string', default: '60' } } });
const language = isCvLanguage(values.language) ? values.language : 'fr';
const outDir = new URL('../render-output/letters/', import.meta.url);
await mkdir(outDir, { recursive: true });

const cv = sampleById('junior').cv;
const printer = await launchCvPrinter();
try {
  for (const templateId of TEMPLATE_IDS) {
    const accent_colors = defaultAccentColors(templateId);
    const cvHtml = renderCvHtml(cv, { templateId, accentColor: accent_colors.primary, secondaryColor: accent_colors.secondary });
    const info = cv.personal_info;
    const letter = letterDocumentSchema.parse({
      ...sampleLetters[language],
      template_id: templateId,
      accent_colors,
      sender: { ...sampleLetters[language].sender, firstName: info.firstName, lastName: info.lastName },
    });
    const letterPdf = (await printer.pdf(renderLetterHtml(letter))).pdf;
    await writeFile(new URL(`t${templateId}-${language}.pdf`, outDir), letterPdf);
    const [cvPng] = await pdfToPngs((await printer.pdf(cvHtml)).pdf, { dpi: Number(values.dpi), firstPageOnly: true });
    const [letterPng] = await pdfToPngs(letterPdf, { dpi: Number(values.dpi), firstPageOnly: true });
    const { width = 0, height = 0 } = await sharp(cvPng).metadata();
    const side = await sharp({ create: { width: width * 2 + 30, height, channels: 3, background: '#888888' } })
      .composite([
        { input: cvPng!, left: 0, top: 0 },
        { input: letterPng!, left: width + 30, top: 0 },
      ])
      .png()
      .toBuffer();
    await writeFile(new URL(`t${templateId}-${language}.png`, outDir), side);
    console.log(`t${templateId}: letter ${await pdfPageCount(letterPdf)} page(s)`);
  }
} finally {
  await printer.close();
}
