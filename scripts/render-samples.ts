// npm run render:samples [-- --template 3 --sample senior]
// Writes every template x sample CV as PDF and PNG into render-output/ for visual review:
// {sample}-t{id}.pdf, {sample}-t{id}.png (page 1) and {sample}-t{id}-p{n}.png (every page).
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { defaultAccentColors } from '../src/domain/cv/colours.js';
import { TEMPLATE_IDS } from '../src/domain/cv/template-catalogue.js';
import { renderCvHtml } from '../src/templates/render-cv-html.js';
import { sampleCvs } from '../src/templates/samples/sample-catalogue.js';
import { launchCvPrinter, pdfPageCount, pdfToPngs } from './cv-chromium.js';

const { values } = parseArgs({
  options: { template: { type: 'string' }, sample: { type: 'string' }, color: { type: 'string' }, dpi: { type: 'string', default: '70' } },
});
const outDir = new URL('../render-output/', import.meta.url);
await mkdir(outDir, { recursive: true });

const templates = values.template ? [Number(values.template)] : [...TEMPLATE_IDS];
const samples = sampleCvs.filter((s) => !values.sample || s.id === values.sample);
const printer = await launchCvPrinter();
const summary: string[] = [];
try {
  for (const sample of samples) {
    for (const templateId of templates) {
      const html = renderCvHtml(sample.cv, {
        templateId,
        accentColor: values.color ?? defaultAccentColors(templateId).primary,
      });
      const { pdf, blocked } = await printer.pdf(html);
      const name = `${sample.id}-t${templateId}`;
      await writeFile(new URL(`${name}.pdf`, outDir), pdf);
      await writeFile(new URL(`${name}.html`, outDir), html);
      const pngs = await pdfToPngs(pdf, { dpi: Number(values.dpi) });
      await Promise.all(pngs.map((png, i) => writeFile(new URL(i === 0 ? `${name}.png` : `${name}-p${i + 1}.png`, outDir), png)));
      const pages = await pdfPageCount(pdf);
      summary.push(`${name}: ${pages} page(s)${blocked.length ? `, BLOCKED ${blocked.join(' ')}` : ''}`);
    }
  }
} finally {
  await printer.close();
}
console.log(summary.join('\n'));
