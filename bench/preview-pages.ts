// CVs of a chosen length for the preview-per-page figures (bench/render.bench.ts): the long
// French sample with its experiences repeated as earlier posts (longCareerCv), grown one
// experience at a time until the paginated document has the pages asked for.
import { readFileSync } from 'node:fs';
import type { CvDocumentInput } from '../src/domain/cv/cv-schema';
import { cvDocumentSchema } from '../src/domain/cv/cv-schema';
import { processTree } from '../src/server/rendering/process-tree';
import type { Renderer } from '../src/server/rendering/renderer';
import { renderCvHtml } from '../src/templates/render-cv-html';
import { juniorCv } from '../src/templates/samples/junior';
import { longCareerCv } from '../src/templates/samples/long-career';

export function cvHtmlOf(input: CvDocumentInput, templateId: number): string {
  return renderCvHtml(cvDocumentSchema.parse(input), { templateId });
}

export interface CvOfPages {
  /** The CV itself, as the editor would hold it. */
  input: CvDocumentInput;
  html: string;
  experiences: number;
  /** Layout passes its pagination takes (more than one: its nearly empty last page tried the fit steps). */
  passes: number;
}

/**
 * CVs of `pages` pages in `templateId`: the junior sample for one page, else the long French
 * CV with every number of experiences that paginates to that many pages (about four
 * experiences a page: the search starts there and steps one experience at a time). `typical`
 * has the fewest experiences; `fitted`, when there is one, the most layout passes (a last page
 * nearly empty, so the fit steps were tried: the erratic case of issue 33).
 */
export async function cvsOfPages(renderer: Renderer, templateId: number, pages: number): Promise<{ typical: CvOfPages; fitted?: CvOfPages }> {
  const of = async (input: CvDocumentInput, experiences: number) => {
    const html = cvHtmlOf(input, templateId);
    const paged = await renderer.renderPages(html);
    return { cv: { input, html, experiences, passes: paged.passes }, pages: paged.pages };
  };
  if (pages === 1) {
    const junior = await of(juniorCv, (juniorCv.professional_experiences ?? []).length);
    if (junior.pages !== 1) throw new Error(`The junior sample is not one page in template ${templateId}`);
    return { typical: junior.cv };
  }
  let count = Math.max(0, 4 * (pages - 2));
  while (count > 0 && (await of(longCareerCv(count), count)).pages >= pages) count--;
  const found: CvOfPages[] = [];
  for (; count < 200; count++) {
    const got = await of(longCareerCv(count), count);
    if (got.pages > pages) break;
    if (got.pages === pages) found.push(got.cv);
  }
  const [typical] = found;
  if (!typical) throw new Error(`No CV of ${pages} pages in template ${templateId}`);
  const fitted = found.reduce((most, cv) => (cv.passes > most.passes ? cv : most), typical);
  return fitted.passes > 1 ? { typical, fitted } : { typical };
}

/** CPU time (user + system) of a process tree, in ms, from /proc (10 ms ticks). */
export function treeCpuMs(rootPid: number): number {
  const tick = 10;
  let total = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // Ended between the listing and the read.
    }
  }
  return total;
}
