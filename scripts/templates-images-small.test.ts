import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cvTemplates, templateImageSrcSet } from '../src/domain/cv/template-catalogue';

/** Each `srcset` candidate of the gallery: its file under public/ and the width it announces. */
const candidates = cvTemplates.flatMap((template) =>
  templateImageSrcSet(template.id)
    .split(', ')
    .map((candidate) => {
      const [file, width] = candidate.split(' ');
      return { file: file!, width: Number(width!.replace('w', '')) };
    }),
);

describe('the gallery images in two widths', () => {
  it('lists a 400 px and an 800 px WebP per template', () => {
    expect(candidates.map((c) => c.width)).toEqual([400, 800, 400, 800, 400, 800, 400, 800, 400, 800, 400, 800]);
  });

  it.each(candidates)('$file is committed, $width px wide, A4 portrait', async ({ file, width }) => {
    const image = await readFile(new URL(`../public${file}`, import.meta.url));
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
    expect(meta.height / meta.width).toBeCloseTo(297 / 210, 1);
  });
});
