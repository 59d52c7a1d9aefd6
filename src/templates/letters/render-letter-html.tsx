import { renderToStaticMarkup } from 'react-dom/server';
import { resolveTemplateId } from '../../domain/cv/template-catalogue.js';
import type { LetterDocument } from '../../domain/letter/letter-schema.js';
import { baseCss } from '../base-css.js';
import { fontFaceCss, printedText } from '../fonts.js';
import { buildTheme, themeCss } from '../theme.js';
import { letterDesigns } from './letter-designs.js';
import { ADDRESS_MAX_HEIGHT_PX, letterLayoutCss } from './letter-layout-css.js';
import { buildLetterView, type LetterView } from './letter-view.js';

export interface RenderLetterOptions {
  /** The handwritten signature as a data: URL. */
  signatureDataUrl?: string | undefined;
  /** The day an undated letter is printed. */
  today?: Date;
  /** Draws the envelope's window over page 1 (the editor's preview, on request; never in a PDF). */
  showWindow?: boolean;
}

/**
 * The letter as one complete HTML document in its CV design: the same bytes feed the live
 * preview, the PDF and the preview image, paginated by the renderer like a CV (one `.cv-page`
 * holding one `.cv-flow`). No script; nothing but fonts and data: URLs.
 */
export function renderLetterHtml(letter: LetterDocument, options: RenderLetterOptions = {}): string {
  const templateId = resolveTemplateId(letter.template_id);
  const design = letterDesigns[templateId];
  const theme = buildTheme({ templateId, accentColor: letter.accent_colors.primary, secondaryColor: letter.accent_colors.secondary });
  const view = buildLetterView(letter, { signatureDataUrl: options.signatureDataUrl, today: options.today ?? new Date() });
  const css = [fontFaceCss(design.fonts, printedText(view)), themeCss(theme), baseCss, letterLayoutCss, design.css(theme)].join('\n');
  const markup = renderToStaticMarkup(
    <html lang={view.language === 'de' ? 'de-CH' : view.language === 'fr' ? 'fr-CH' : view.language === 'it' ? 'it-CH' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{view.documentTitle}</title>
        {view.senderName ? <meta name="author" content={view.senderName} /> : null}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className={`cv letter lt-template-${templateId}`}>
        <div className="cv-page">
          {design.band ? <div className="cv-band lt-band" /> : null}
          {view.senderName ? (
            // A band for the paginator (copied onto every continuation page), shown on those only.
            <div className="cv-band lt-running">
              <span className="lt-running-name">{view.senderName}</span>
              <span className="lt-running-page" />
            </div>
          ) : null}
          {options.showWindow ? <div className="lt-window" aria-hidden="true" /> : null}
          <LetterBody view={view} templateId={templateId} />
        </div>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

function LetterName({ view, templateId }: { view: LetterView; templateId: number }) {
  if (!view.senderName) return null;
  // Minimalist Clean sets the last name in bold, as its CV does.
  const [first, ...rest] = view.senderName.split(' ');
  return (
    <h1 className="lt-name">
      {templateId === 2 && rest.length ? (
        <>
          {first} <strong>{rest.join(' ')}</strong>
        </>
      ) : (
        view.senderName
      )}
    </h1>
  );
}

function LetterBody({ view, templateId }: { view: LetterView; templateId: number }) {
  const senderLines = [...view.senderAddress, ...view.senderContact];
  return (
    <>
      <header className="lt-header">
        <div className="lt-header-inner">
          <LetterName view={view} templateId={templateId} />
          {senderLines.length ? (
            <p className="lt-sender">
              {senderLines.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </p>
          ) : null}
        </div>
      </header>
      <main className="cv-flow lt-flow">
        <address className="lt-address" data-keep="" data-fit="address" data-fit-max={ADDRESS_MAX_HEIGHT_PX}>
          {view.recipient.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </address>
        <p className="lt-date">{view.placeAndDate}</p>
        {view.subject ? (
          <p className="lt-subject" data-keep-next="">
            <strong>
              {view.subjectLabel}
              {view.subject}
            </strong>
          </p>
        ) : null}
        <p className="lt-salutation" data-keep-next="">
          {view.salutation}
        </p>
        {view.bodyHtml ? <div className="lt-body cv-rich" dangerouslySetInnerHTML={{ __html: view.bodyHtml }} /> : null}
        <div className="lt-signoff" data-keep="">
          <p className="lt-closing">{view.closing}</p>
          <div className={view.signatureImage ? 'lt-signature lt-signature--image' : 'lt-signature'}>
            {view.signatureImage ? <img src={view.signatureImage} alt={view.signatureName} /> : null}
            {view.signatureName ? <p className="lt-signature-name">{view.signatureName}</p> : null}
          </div>
        </div>
        {view.annexes.length ? (
          <div className="lt-annexes" data-keep="">
            <p className="lt-annexes-title">{view.annexesLabel}</p>
            <ul>
              {view.annexes.map((annex, i) => (
                <li key={i}>{annex}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </main>
    </>
  );
}
