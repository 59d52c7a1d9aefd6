// npm run templates:images:small
// The gallery images' small variant: public/templates/modele-{id}-400.webp, 400 px wide, made
// from the committed 800 px PNG (so both show the same render). A card 150-290 px wide on a
// phone (device pixel ratio up to 2) or on a 1x desktop needs no more; `srcset` lets the
// browser choose (src/domain/templates-catalogue-copy.ts). `npm run templates:images` writes
// them too, after the large ones.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { TEMPLATE_IDS } from '../src/domain/cv/template-catalogue.js';

export const SMALL_WIDTH = 400;

/** The small WebP of a gallery image (same quality settings as the large one). */
export function smallTemplateImage(image: Buffer): Promise<Buffer> {
  return sharp(image).resize({ width: SMALL_WIDTH, kernel: 'lanczos3' }).webp({ quality: 82, effort: 6 }).toBuffer();
}

export async function writeSmallTemplateImages(outDir: URL): Promise<void> {
  for (const templateId of TEMPLATE_IDS) {
    const small = await smallTemplateImage(await readFile(new URL(`modele-${templateId}.png`, outDir)));
    await writeFile(new URL(`modele-${templateId}-${SMALL_WIDTH}.webp`, outDir), small);
    console.log(`modele-${templateId}-${SMALL_WIDTH}.webp: ${Math.round(small.length / 1024)} KB`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await writeSmallTemplateImages(new URL('../public/templates/', import.meta.url));
