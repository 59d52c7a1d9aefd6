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

  it('guarantees 4.5:1 for every derived text colour, custom mid greys included', () => {
    const weak: string[] = [];
    const greys = Array.from({ length: 18 }, (_, i) => `#${(0x40 + i * 8).toString(16).repeat(3)}`);
    for (const templateId of TEMPLATE_IDS) {
      for (const accentColor of [...templatePalette(templateId), ...colorOptions.map((o) => o.value), ...greys, '#46719d', '#a14a1a']) {
        const t = buildTheme({ templateId, accentColor });
        const check = (name: string, text: string, background: string) => {
          if (contrastRatio(text, background) < 4.5) weak.push(`${templateId} ${accentColor}: ${name} ${contrastRatio(text, background).toFixed(2)}`);
        };
        check('text on accent', t.onAccent, t.accent);
        check('muted text on accent', t.onAccentMuted, t.accent);
        check('accent ink on its wash', t.accentInk, t.accentWash);
        check('faint text', t.faint, '#ffffff');
        check('muted text', t.muted, '#ffffff');
      }
    }
    expect(weak).toEqual([]);
  });
});
