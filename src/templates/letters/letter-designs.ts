import { mixColors } from '../../domain/cv/colour-math.js';
import type { TemplateId } from '../../domain/cv/template-catalogue.js';
import { FALLBACK_STACK, type FontFamilyKey } from '../fonts.js';
import type { Theme } from '../theme.js';

/**
 * The six CV designs as letterheads: the same fonts, colours and header manner as each CV, on
 * a page whose lower part is the shared letter layout (letter-layout-css.ts). Each header stays
 * inside the top 45 mm so that the recipient's address sits in the envelope's window.
 */
export interface LetterDesign {
  fonts: readonly FontFamilyKey[];
  /** A full-height band drawn on every page (`.cv-band`), or none. */
  band?: 'left' | undefined;
  css: (theme: Theme) => string;
}

const sans = (family: string) => `'${family}',${FALLBACK_STACK},sans-serif`;
const serif = (family: string) => `'${family}',${FALLBACK_STACK},serif`;

export const letterDesigns: Record<TemplateId, LetterDesign> = {
  // Classic Elegant: the pastel band with the centred serif name.
  1: {
    fonts: ['playfair', 'lato'],
    css: (theme) => `
body{font-family:${sans('Lato')};font-size:10.2pt;line-height:1.45}
.lt-header{background:var(--accent-fill);color:var(--on-accent);text-align:center;padding:9mm 22mm 0}
.lt-name{font-family:${serif('Playfair Display')};font-weight:600;font-size:22pt;line-height:1.12;color:${theme.accentIsDark ? theme.onAccent : theme.secondaryInk}}
.lt-sender{margin-top:2.6mm;font-size:8.6pt;color:var(--on-accent)}
.lt-sender span+span::before{content:'·';margin:0 2.4mm}
.lt-subject{font-family:${serif('Playfair Display')};color:var(--secondary-ink)}
`,
  },
  // Minimalist Clean: light Inter name, quiet details, a hairline.
  2: {
    fonts: ['inter'],
    css: () => `
body{font-family:${sans('Inter')};font-size:9.8pt;line-height:1.5;font-weight:400}
.lt-header{padding:14mm 20mm 0 25mm}
.lt-header-inner{border-bottom:.5pt solid var(--rule);padding-bottom:4mm}
.lt-name{font-size:22pt;font-weight:300;letter-spacing:-.01em;line-height:1.1;color:var(--ink)}
.lt-name strong{font-weight:600;color:var(--accent-ink)}
.lt-sender{margin-top:2.6mm;font-size:8.3pt;color:var(--muted)}
.lt-sender span+span::before{content:'';display:inline-block;width:4mm}
.lt-subject{font-weight:600}
`,
  },
  // Tech Startup: a bold Plex name under an accent bar.
  3: {
    fonts: ['plex'],
    css: () => `
body{font-family:${sans('IBM Plex Sans')};font-size:9.8pt;line-height:1.48}
.lt-header{border-top:6mm solid var(--accent);padding:8mm 20mm 0 25mm}
.lt-name{font-size:22pt;font-weight:700;letter-spacing:-.015em;line-height:1.08;color:var(--ink)}
.lt-sender{margin-top:2.4mm;font-size:8.4pt;color:var(--muted)}
.lt-sender span{display:inline-block;margin-right:5mm}
.lt-sender span:first-child{color:var(--accent-ink);font-weight:600}
.lt-subject{font-weight:700;color:var(--ink)}
`,
  },
  // Creative Designer: the full-bleed colour block and the stripe down the left edge.
  4: {
    fonts: ['montserrat', 'lato'],
    band: 'left',
    css: (theme) => `
body{font-family:${sans('Lato')};font-size:10pt;line-height:1.48}
.lt-band{left:0;width:5mm;background:${theme.secondaryInk}}
.lt-header{margin-left:5mm;background:var(--accent-fill);color:${theme.accentIsDark ? theme.onAccent : theme.ink};padding:8mm 20mm 0 20mm;position:relative;z-index:1}
.lt-name{font-family:${sans('Montserrat')};font-weight:800;font-size:21pt;line-height:1.05;text-transform:uppercase;letter-spacing:.01em}
.lt-sender{margin-top:3mm;font-size:8.4pt}
.lt-sender span{display:inline-block;margin-right:5mm}
.lt-subject{font-family:${sans('Montserrat')};font-weight:700;font-size:10pt;color:var(--accent-ink)}
`,
  },
  // Modern Professional: the dark sidebar, narrowed to a strip that leaves the window free.
  5: {
    fonts: ['sourceSans'],
    band: 'left',
    css: () => `
body{font-family:${sans('Source Sans 3')};font-size:10.4pt;line-height:1.45}
.lt-band{left:0;width:12mm;background:var(--accent-fill)}
.lt-header{padding:13mm 20mm 0 25mm}
.lt-name{font-size:23pt;font-weight:700;letter-spacing:-.01em;line-height:1.08;color:var(--ink)}
.lt-header-inner{border-bottom:1.2pt solid var(--accent-ink);padding-bottom:3mm}
.lt-sender{margin-top:2mm;font-size:8.8pt;color:var(--muted)}
.lt-sender span{display:inline-block;margin-right:5mm}
.lt-subject{font-weight:700;color:var(--accent-ink)}
`,
  },
  // Executive Professional: serif, a strong name and a double rule.
  6: {
    fonts: ['garamond'],
    css: (theme) => `
body{font-family:${serif('EB Garamond')};font-size:11.4pt;line-height:1.42}
.lt-header{padding:13mm 20mm 0 25mm}
.lt-header-inner{border-bottom:3px double ${theme.accentIsDark ? theme.accent : mixColors(theme.accent, '#1f2328', 0.5)};padding-bottom:3mm}
.lt-name{font-weight:500;font-size:25pt;line-height:1.04;color:${theme.accentIsDark ? theme.accent : theme.ink}}
.lt-sender{margin-top:1.6mm;font-size:10pt;color:var(--muted)}
.lt-sender span+span::before{content:'|';margin:0 2.4mm;color:var(--faint)}
.lt-subject{font-weight:600;letter-spacing:.01em}
`,
  },
};
