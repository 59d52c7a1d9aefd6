import { renderToStaticMarkup } from 'react-dom/server';
import { resolveTemplateId } from '../../domain/cv/template-catalogue.js';
import { baseCss } from '../base-css.js';
import { fontFaceCss, printedText } from '../fonts.js';
import { letterDesigns } from '../letters/letter-designs.js';
import { letterLayoutCss } from '../letters/letter-layout-css.js';
import { buildTheme, themeCss } from '../theme.js';

export interface CoverPage {
  templateId: number;
  accentColor: string;
  secondaryColor: string;
  name: string;
  /** Address and contact lines under the name, as on the letterhead. */
  senderLines: string[];
  company: string;
  position: string;
  /** The documents in their order, with the page each starts on in the merged file. */
  contents: Array<{ title: string; page: number }>;
}

const coverCss = `
.dc-flow{padding:28mm 20mm 18mm 25mm}
.dc-title{font-size:24pt;line-height:1.15;font-weight:700;color:var(--secondary-ink, inherit)}
.dc-target{margin-top:5mm;font-size:12pt;line-height:1.4}
.dc-contents{margin-top:18mm}
.dc-contents h2{font-size:11pt;text-transform:uppercase;letter-spacing:.06em;margin-bottom:4mm}
.dc-contents ol{list-style:none}
.dc-contents li{display:flex;gap:3mm;padding:2.2mm 0;border-bottom:.5pt solid var(--rule, #ccc)}
.dc-contents .dc-item{flex:1}
.dc-contents .dc-page{font-variant-numeric:tabular-nums}
`;

/**
 * The cover page of an application file, in the CV's design: the letterhead of the letter
 * designs (same fonts, colours and header), then « Dossier de candidature », the position and
 * company, and the contents with their page numbers. One A4 page.
 */
export function renderCoverHtml(cover: CoverPage): string {
  const templateId = resolveTemplateId(cover.templateId);
  const design = letterDesigns[templateId];
  const theme = buildTheme({ templateId, accentColor: cover.accentColor, secondaryColor: cover.secondaryColor });
  const css = [fontFaceCss(design.fonts, printedText(cover)), themeCss(theme), baseCss, letterLayoutCss, design.css(theme), coverCss].join('\n');
  const markup = renderToStaticMarkup(
    <html lang="fr-CH">
      <head>
        <meta charSet="utf-8" />
        <title>Dossier de candidature</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className={`cv letter lt-template-${templateId}`}>
        <div className="cv-page">
          {design.band ? <div className="cv-band lt-band" /> : null}
          <header className="lt-header">
            <div className="lt-header-inner">
              {cover.name ? <h1 className="lt-name">{cover.name}</h1> : null}
              {cover.senderLines.length ? (
                <p className="lt-sender">
                  {cover.senderLines.map((line, i) => (
                    <span key={i}>{line}</span>
                  ))}
                </p>
              ) : null}
            </div>
          </header>
          <main className="cv-flow dc-flow">
            <p className="dc-title">Dossier de candidature</p>
            <p className="dc-target">
              {cover.position ? (
                <>
                  {cover.position}
                  <br />
                </>
              ) : null}
              {cover.company}
            </p>
            <section className="dc-contents">
              <h2>Contenu</h2>
              <ol>
                {cover.contents.map((item, i) => (
                  <li key={i}>
                    <span className="dc-item">{item.title}</span>
                    <span className="dc-page">{item.page}</span>
                  </li>
                ))}
              </ol>
            </section>
          </main>
        </div>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
