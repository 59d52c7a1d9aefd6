import type { CvDocumentInput } from '../../domain/cv/cv-schema.js';
import { germanCv } from './german.js';
import { manPortrait, womanPortrait } from './sample-photos.js';
import { seniorCv } from './senior.js';

type Experience = NonNullable<CvDocumentInput['professional_experiences']>[number];

/** The experiences again, as earlier posts: a longer career with the same kind of entries. */
function earlierPosts(experiences: Experience[], startId: number, years: number): Experience[] {
  const back = (date: string | null | undefined) => date?.replace(/(\d{4})/, (y) => String(Number(y) - years)) ?? '';
  return experiences.map((e, i) => ({ ...e, id: startId + i, startDate: back(e.startDate), endDate: back(e.endDate) || back(e.startDate) }));
}

/** Four pages in every design: the senior CV with a longer career, with a photo. */
export const longFrenchCv: CvDocumentInput = {
  ...seniorCv,
  title: 'CV complet Marc-Antoine Rochat',
  personal_info: { ...seniorCv.personal_info, photo_base64: manPortrait },
  professional_experiences: [...(seniorCv.professional_experiences ?? []), ...earlierPosts((seniorCv.professional_experiences ?? []).slice(0, 3), 100, 12)],
};

/** The German CV with a longer career and a photo: three to four pages. */
export const longGermanCv: CvDocumentInput = {
  ...germanCv,
  title: 'Lebenslauf Jonas Großmann (ausführlich)',
  personal_info: { ...germanCv.personal_info, photo_base64: womanPortrait },
  professional_experiences: [
    ...(germanCv.professional_experiences ?? []),
    ...earlierPosts(germanCv.professional_experiences ?? [], 100, 9),
    ...earlierPosts(germanCv.professional_experiences ?? [], 200, 18),
  ],
};

/**
 * The long French CV with `count` experiences, its own and then earlier copies of them, ten
 * years back each round: about four experiences a page, so CVs of any length (the pagination's
 * tests and bench/render.bench.ts).
 */
export function longCareerCv(count: number): CvDocumentInput {
  const own = longFrenchCv.professional_experiences ?? [];
  const experiences: Experience[] = Array.from({ length: count }, (_, i) => {
    const e = own[i % own.length] as Experience;
    const years = 10 * Math.floor(i / own.length);
    const back = (date: string | null | undefined) => date?.replace(/(\d{4})/, (y) => String(Number(y) - years)) ?? '';
    return { ...e, id: 1000 + i, startDate: back(e.startDate), endDate: back(e.endDate) || back(e.startDate) };
  });
  return { ...longFrenchCv, professional_experiences: experiences };
}
