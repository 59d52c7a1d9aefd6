import type { CvDocument } from '../../domain/cv/cv-schema.js';
import { renderCvHtml, type RenderCvOptions } from '../../templates/render-cv-html.js';
import { serveJobs } from '../workers/worker-job.js';

/** One CV to lay out as HTML (cv-html.ts posts it). */
export interface CvHtmlJob {
  document: CvDocument;
  options: RenderCvOptions;
}

/**
 * The worker thread that writes a large CV's HTML (cv-html.ts starts it): the French
 * typography and the template's markup cost time in proportion to the CV's text, which for a
 * CV of hundreds of KB is tens to hundreds of ms the app's event loop does not spend.
 */
serveJobs<CvHtmlJob, string>(async ({ document, options }) => Promise.resolve({ answer: renderCvHtml(document, options) }));
