import type { CvDocument } from '../../domain/cv/cv-schema.js';
import { richTextLines } from '../../domain/cv-export/rich-text-lines.js';
import { buildCvView, type SectionView } from '../../templates/cv-view.js';

/**
 * The CV as plain UTF-8 text for online application forms: name and contact first, then the
 * sections in the CV's own order and titles (hidden ones left out), as the templates show them.
 */
export function cvToText(cv: CvDocument): string {
  const view = buildCvView(cv);
  const out: string[] = [];
  if (view.fullName) out.push(view.fullName);
  if (view.jobTitle) out.push(view.jobTitle);
  const colon = view.language === 'fr' ? '\u00a0: ' : ': ';
  for (const line of [...view.contact, ...view.personal]) out.push(line.label ? `${line.label}${colon}${line.value}` : line.value);
  for (const section of view.sections) {
    const body = sectionLines(section, view.language === 'fr' ? '\u00a0:' : ':');
    if (!body.length) continue;
    out.push('', section.title.toLocaleUpperCase(view.language), ...body);
  }
  return `${out.join('\n').trim()}\n`;
}

function sectionLines(section: SectionView, colon: string): string[] {
  const rich = (html: string) => richTextLines(html);
  const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(' · ');
  switch (section.kind) {
    case 'summary':
    case 'miscellaneous':
    case 'custom':
      return rich(section.text.html);
    case 'experiences':
      return section.items.flatMap((e, i) => [...(i ? [''] : []), join(e.title, e.period), join(e.company, e.location), ...rich(e.html)].filter(Boolean));
    case 'education':
      return section.items.flatMap((e, i) => [...(i ? [''] : []), join(e.degree, e.period), join(e.institution, e.city), ...rich(e.html)].filter(Boolean));
    case 'skills':
      return section.groups.flatMap((g) => [
        ...(g.label ? [`${g.label}${colon}`] : []),
        ...g.items.map((s) => `• ${s.name}${s.level ? ` (${s.level.label})` : ''}`),
      ]);
    case 'languages':
      return section.items.map((s) => `• ${s.name}${s.level ? ` (${s.level.label})` : ''}`);
    case 'accreditations':
      return section.items.flatMap((a) => [join(a.name, a.date), ...(a.organization ? [a.organization] : []), ...rich(a.html)]);
    case 'references':
      return section.items.flatMap((r, i) => [...(i ? [''] : []), r.name, join(r.jobTitle, r.company), join(r.phone, r.email)].filter(Boolean));
  }
}
