import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../domain/cv/colour-math.js';
import { colorOptions, templatePalette } from '../domain/cv/colours.js';
import { TEMPLATE_IDS } from '../domain/cv/template-catalogue.js';
import { buildTheme } from './theme.js';

describe('theme', () => {
  it('keeps text readable with every colour of every template', () => {
    const weak: string[] = [];
    for (const templateId of TEMPLATE_IDS) {
      for (const accentColor of [...templatePalette(templateId), ...colorOptions.map((o) => o.value), '#ffff00', '#000000']) {
        const theme = buildTheme({ templateId, accentColor });
        if (contrastRatio(theme.onAccent, theme.accent) < 4.5) weak.push(`${templateId} ${accentColor}: text on accent`);
        if (contrastRatio(theme.accentInk, '#ffffff') < 4.5) weak.push(`${templateId} ${accentColor}: accent ink`);
        if (contrastRatio(theme.secondaryInk, '#ffffff') < 4.5) weak.push(`${templateId} ${accentColor}: secondary ink`);
      }
    }
    expect(weak).toEqual([]);
  });

  it('paints the gradient with the template stops and white text on the dark designs', () => {
    const theme = buildTheme({ templateId: 5, accentColor: 'gradient' });
    expect(theme.accentFill).toBe('linear-gradient(160deg, #27384c 0%, #1d4e4a 100%)');
    expect(theme.onAccent).toBe('#ffffff');
  });

  it('takes a valid secondary colour as given and derives a missing one', () => {
    expect(buildTheme({ templateId: 2, accentColor: '#133664', secondaryColor: '#ff0000' }).secondary).toBe('#ff0000');
    expect(buildTheme({ templateId: 2, accentColor: '#133664', secondaryColor: 'url(x)' }).secondary).toBe('#dee4ef');
  });
});
