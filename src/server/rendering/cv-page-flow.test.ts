import { describe, expect, it } from 'vitest';
import { defaultAccentColors } from '../../domain/cv/colours.js';
import { TEMPLATE_IDS, type TemplateId } from '../../domain/cv/template-catalogue.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { useRenderAndView } from './fixtures/render-and-view.js';

/*
 * Page flow a designer would sign, on the real templates and the review CVs: no page ends with
 * a heading, no item is cut (none of these is longer than a page), a sidebar section is never
 * cut, nothing runs into the bottom margin, and no page is empty.
 */
const t = useRenderAndView();

interface FlowReport {
  page: number;
  endsWithHeading: string | null;
  cutItems: number;
  cutBlocks: number;
  sidebar: boolean;
  overflow: number;
  text: number;
}

const REPORT = `Array.from(document.querySelectorAll('.cv-page')).flatMap((page, n) => Array.from(page.querySelectorAll('.cv-flow')).map((flow) => {
  const visible = (el) => { const s = getComputedStyle(el); return s.display !== 'none' && s.position !== 'absolute' && s.position !== 'fixed'; };
  let endsWithHeading = null;
  for (let el = flow; el; ) {
    const kids = Array.from(el.children).filter(visible);
    const last = kids[kids.length - 1];
    if (!last) break;
    // An item's head that ends its item is a whole item (one without description), not a heading left alone.
    if (last.matches('.cv-item-head')) { if (!el.matches('.cv-item')) endsWithHeading = last.textContent; break; }
    if (last.matches('h1,h2,h3,h4')) { if (el !== flow || page.nextElementSibling) endsWithHeading = last.textContent; break; }
    el = last;
  }
  const limit = page.getBoundingClientRect().bottom - parseFloat(getComputedStyle(flow).paddingBottom);
  const bottom = Math.max(-Infinity, ...Array.from(flow.querySelectorAll('*')).filter(visible).map((e) => e.getBoundingClientRect().bottom));
  return {
    page: n + 1,
    endsWithHeading,
    cutItems: flow.querySelectorAll('.cv-item[data-cont], .cv-item-head[data-cont], .cv-level-item[data-cont], .cv-reference[data-cont]').length,
    cutBlocks: flow.querySelectorAll('[data-cont]').length,
    sidebar: flow.matches('aside'),
    overflow: Math.max(0, bottom - limit),
    text: flow.textContent.trim().length,
  };
}))`;

describe.each(TEMPLATE_IDS)('template %i: page flow', (templateId: TemplateId) => {
  it.each(['senior', 'german', 'custom-sections', 'long-fr', 'long-de'])('%s CV', async (sampleId) => {
    const html = renderCvHtml(sampleById(sampleId).cv, { templateId, accentColor: defaultAccentColors(templateId).primary });
    const paged = await t.renderer.renderPages(html);
    const flows = (await t.visitor.inspect(paged.html, REPORT)) as FlowReport[];
    for (const flow of flows) {
      const where = `page ${flow.page}${flow.sidebar ? ' (sidebar)' : ''}`;
      expect(flow.endsWithHeading, `${where} ends with a heading`).toBeNull();
      expect(flow.cutItems, `${where} continues a cut item`).toBe(0);
      if (flow.sidebar) expect(flow.cutBlocks, `${where} continues a cut sidebar block`).toBe(0);
      expect(flow.overflow, `${where} runs into the bottom margin`).toBeLessThan(1);
    }
    for (let page = 1; page <= paged.pages; page++) {
      expect(
        flows.filter((f) => f.page === page).reduce((sum, f) => sum + f.text, 0),
        `page ${page} is empty`,
      ).toBeGreaterThan(0);
    }
  });
});
