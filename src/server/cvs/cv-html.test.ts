import { describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../../domain/cv/cv-schema.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { longCareerCv } from '../../templates/samples/long-career.js';
import { cvHtmlOffTheLoop, cvHtmlWorkerStats, OFF_THREAD_CHARS } from './cv-html.js';

const options = { templateId: 5, accentColor: '#1F4E79' };

describe('a CV’s HTML written off the event loop when it is large (cv-html.ts)', () => {
  it('writes a CV of ordinary length here, and one at the 300 KB limit on a worker thread, the same HTML as on this thread', async () => {
    const ordinary = cvDocumentSchema.parse(longCareerCv(13));
    const ordinaryLength = JSON.stringify(ordinary).length;
    expect(ordinaryLength).toBeLessThan(OFF_THREAD_CHARS);
    const before = cvHtmlWorkerStats().completed;
    expect(await cvHtmlOffTheLoop(ordinary, options, ordinaryLength)).toBe(renderCvHtml(ordinary, options));
    expect(cvHtmlWorkerStats().completed).toBe(before);

    // Fifty posts, each described at the field's limit: what anyone may send to the preview.
    const long = longCareerCv(50);
    const huge = cvDocumentSchema.parse({
      ...long,
      professional_experiences: (long.professional_experiences ?? []).map((e, i) => ({
        ...e,
        description: `<p>${`Poste ${i} : suivi des comptes, « clôtures » et reporting; `.repeat(300).slice(0, 5_000)}</p>`,
      })),
    });
    const hugeLength = JSON.stringify(huge).length;
    expect(hugeLength).toBeGreaterThan(250_000);
    const html = await cvHtmlOffTheLoop(huge, options, hugeLength);
    expect(cvHtmlWorkerStats().completed).toBe(before + 1);
    expect(html).toBe(renderCvHtml(huge, options));
    expect(html).toContain('Poste 49');
  }, 60_000);
});
