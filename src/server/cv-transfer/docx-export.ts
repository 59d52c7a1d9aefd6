import { AlignmentType, BorderStyle, Document, HeadingLevel, ImageRun, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import sharp from 'sharp';
import type { CvDocument } from '../../domain/cv/cv-schema.js';
import type { TemplateId } from '../../domain/cv/template-catalogue.js';
import { richTextBlocks } from '../../domain/cv-export/rich-text-lines.js';
import { buildCvView, type SectionView } from '../../templates/cv-view.js';
import { buildTheme } from '../../templates/theme.js';

/**
 * The templates' faces, for Word: the heading and body fonts of each design. Word uses them when
 * they are installed and falls back to a similar face otherwise (we do not embed fonts: Word's
 * font embedding is not read by every word processor and would weigh megabytes).
 */
const TEMPLATE_FONTS: Record<TemplateId, { heading: string; body: string }> = {
  1: { heading: 'Playfair Display', body: 'Lato' },
  2: { heading: 'Inter', body: 'Inter' },
  3: { heading: 'IBM Plex Sans', body: 'IBM Plex Sans' },
  4: { heading: 'Montserrat', body: 'Lato' },
  5: { heading: 'Source Sans 3', body: 'Source Sans 3' },
  6: { heading: 'EB Garamond', body: 'EB Garamond' },
};

const hex = (colour: string | undefined, fallback: string) => (/^#[0-9a-f]{6}$/i.test(colour ?? '') ? colour!.slice(1) : fallback);

export interface DocxPhoto {
  image: Buffer;
}

/**
 * A real Word document of the CV: the name as title, contact lines, one heading per section in
 * the CV's order, bulleted and numbered lists kept as Word lists, the template's fonts and
 * accent colour approximated, the photo embedded (never linked).
 */
export async function cvToDocx(cv: CvDocument, photo?: DocxPhoto): Promise<Buffer> {
  const view = buildCvView(cv);
  const fonts = TEMPLATE_FONTS[cv.template_id] ?? TEMPLATE_FONTS[1];
  const theme = buildTheme({ templateId: cv.template_id, accentColor: cv.accent_colors.primary, secondaryColor: cv.accent_colors.secondary });
  const accent = hex(theme.accentInk, hex(cv.accent_colors.primary, '1F3A5F'));
  const children: Paragraph[] = [];

  if (photo) {
    const jpeg = await sharp(photo.image).rotate().resize(240, 240, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
    children.push(
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new ImageRun({
            type: 'jpg',
            data: jpeg,
            transformation: { width: 110, height: 110 },
            altText: { name: 'Photo', description: view.fullName, title: view.fullName },
          }),
        ],
      }),
    );
  }
  if (view.fullName)
    children.push(
      new Paragraph({
        heading: HeadingLevel.TITLE,
        children: [new TextRun({ text: view.fullName, font: fonts.heading, bold: true, size: 40, color: accent })],
      }),
    );
  if (view.jobTitle)
    children.push(new Paragraph({ children: [new TextRun({ text: view.jobTitle, font: fonts.body, size: 26, color: '444444' })], spacing: { after: 120 } }));
  for (const line of [...view.contact, ...view.personal]) {
    children.push(
      new Paragraph({
        children: [
          ...(line.label ? [new TextRun({ text: `${line.label}${view.language === 'fr' ? '\u00a0: ' : ': '}`, bold: true })] : []),
          new TextRun({ text: line.value }),
        ],
      }),
    );
  }
  for (const section of view.sections) {
    const body = sectionParagraphs(section);
    if (!body.length) continue;
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        spacing: { before: 240, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 2 } },
        children: [new TextRun({ text: section.title, font: fonts.heading, color: accent, bold: true, size: 26 })],
      }),
      ...body,
    );
  }

  const document = new Document({
    creator: 'CV Suisse',
    title: cv.title,
    styles: { default: { document: { run: { font: fonts.body, size: 21 } } } },
    numbering: {
      config: [{ reference: 'cv-numbers', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }] }],
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

function richParagraphs(html: string): Paragraph[] {
  return richTextBlocks(html).map((b) =>
    b.list === 'bullet'
      ? new Paragraph({ text: b.text, bullet: { level: 0 } })
      : b.list === 'number'
        ? new Paragraph({ text: b.text, numbering: { reference: 'cv-numbers', level: 0 } })
        : new Paragraph({ text: b.text }),
  );
}

const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(' · ');

function entry(title: string, period: string, subtitle: string, html: string): Paragraph[] {
  return [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      spacing: { before: 120 },
      children: [new TextRun({ text: title, bold: true }), ...(period ? [new TextRun({ text: `\t${period}`, color: '666666' })] : [])],
    }),
    ...(subtitle ? [new Paragraph({ children: [new TextRun({ text: subtitle, italics: true })] })] : []),
    ...richParagraphs(html),
  ];
}

function sectionParagraphs(section: SectionView): Paragraph[] {
  switch (section.kind) {
    case 'summary':
    case 'miscellaneous':
    case 'custom':
      return richParagraphs(section.text.html);
    case 'experiences':
      return section.items.flatMap((e) => entry(e.title || e.company, e.period, e.title ? join(e.company, e.location) : e.location, e.html));
    case 'education':
      return section.items.flatMap((e) => entry(e.degree || e.institution, e.period, e.degree ? join(e.institution, e.city) : e.city, e.html));
    case 'skills':
      return section.groups.flatMap((g) => [
        ...(g.label ? [new Paragraph({ children: [new TextRun({ text: g.label, bold: true })] })] : []),
        ...g.items.map((s) => new Paragraph({ text: s.level ? `${s.name} (${s.level.label})` : s.name, bullet: { level: 0 } })),
      ]);
    case 'languages':
      return section.items.map((s) => new Paragraph({ text: s.level ? `${s.name} (${s.level.label})` : s.name, bullet: { level: 0 } }));
    case 'accreditations':
      return section.items.flatMap((a) => entry(a.name, a.date, a.organization, a.html));
    case 'references':
      return section.items.flatMap((r) => [
        new Paragraph({ children: [new TextRun({ text: r.name, bold: true })] }),
        ...[join(r.jobTitle, r.company), join(r.phone, r.email)].filter(Boolean).map((t) => new Paragraph({ text: t })),
      ]);
  }
}
