import { renderToStaticMarkup } from 'react-dom/server';
import type { Proof } from '../../domain/tracker/proof.js';
import { proofLabels } from '../../domain/tracker/proof-labels.js';
import { FALLBACK_STACK, fontFaceCss, printedText } from '../fonts.js';

/**
 * The monthly proof for the ORP as one A4 landscape document, laid out like the federal form
 * 716.007: the form's title, the person and the month, then one table row per application in
 * the form's column order, the totals, and room for the date and the signature. Chromium
 * repeats the table's header on every page (`thead`), and the page margins carry the person,
 * the month and « Page n / N » on every page (CSS margin boxes). Pure: text in, HTML out.
 */

/** A CSS string literal: quotes, backslashes and « < » escaped (it sits inside a <style>). */
function cssString(value: string): string {
  return `"${value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')
    .replace(/</g, '\\3c ')}"`;
}

function proofCss(proof: Proof): string {
  const l = proofLabels[proof.language];
  const running = [proof.person.name, proof.monthLabel].filter(Boolean).join(' · ');
  return `
@page { size: A4 landscape; margin: 10mm 10mm 12mm 10mm;
  @bottom-left { content: ${cssString(l.title)}; font: 6.5pt 'Source Sans 3', sans-serif; color: #555; }
  @bottom-right { content: ${cssString(`${l.page} `)} counter(page) " / " counter(pages); font: 7.5pt 'Source Sans 3', sans-serif; color: #333; }
  @top-left { content: ${cssString(running)}; font: 600 7.5pt 'Source Sans 3', sans-serif; color: #333; }
  @top-right { content: ${cssString(l.title)}; font: 7.5pt 'Source Sans 3', sans-serif; color: #555; }
}
@page :first { @top-left { content: none; } @top-right { content: none; } }
* { box-sizing: border-box; margin: 0; padding: 0; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Source Sans 3', ${FALLBACK_STACK}, sans-serif; font-size: 8pt; line-height: 1.22; color: #111; }
.pf-head { display: grid; grid-template-columns: 1fr auto; align-items: end; gap: 4mm; border-bottom: 1.2pt solid #111; padding-bottom: 2mm; }
.pf-insurance { font-size: 8pt; font-weight: 600; letter-spacing: .02em; }
.pf-title { font-size: 12pt; font-weight: 700; line-height: 1.15; margin-top: .6mm; }
.pf-form { font-size: 7pt; color: #444; text-align: right; }
.pf-person { display: grid; grid-template-columns: 1.4fr 1fr 1.6fr .9fr; border: .8pt solid #111; border-top: 0; margin-bottom: 3mm; }
.pf-person > div { padding: 1mm 2mm 1.2mm; border-left: .6pt solid #111; min-height: 8mm; }
.pf-person > div:first-child { border-left: 0; }
.pf-person dt { font-size: 6.5pt; color: #444; }
.pf-person dd { font-size: 9.5pt; font-weight: 600; margin-top: .4mm; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
thead { display: table-header-group; }
th { font-size: 6.8pt; font-weight: 700; text-align: left; vertical-align: bottom; padding: 1.2mm 1.4mm; border: .8pt solid #111; background: #ececec; line-height: 1.15; }
td { vertical-align: top; padding: .8mm 1.4mm; border: .6pt solid #111; overflow-wrap: anywhere; }
tr { break-inside: avoid; page-break-inside: avoid; }
.pf-date { white-space: nowrap; font-variant-numeric: tabular-nums; }
.pf-company { font-weight: 700; }
.pf-muted { color: #333; }
.pf-nowrap { white-space: nowrap; }
.pf-empty td { text-align: center; color: #555; padding: 4mm; }
.pf-foot { break-inside: avoid; page-break-inside: avoid; margin-top: 3mm; }
.pf-totals { font-size: 8pt; border: .8pt solid #111; padding: 1.6mm 2mm; }
.pf-totals strong { font-weight: 700; }
.pf-deadline { font-size: 7.5pt; margin-top: 1.6mm; font-weight: 600; }
.pf-sign { display: grid; grid-template-columns: 1fr 2fr 2fr; gap: 6mm; margin-top: 3mm; }
.pf-line { border-bottom: .8pt solid #111; height: 8mm; }
.pf-sign p { font-size: 6.8pt; color: #444; margin-top: .8mm; }
.pf-made { font-size: 6.2pt; color: #555; margin-top: 2mm; }
`;
}

/** « Par écrit / électronique (e-mail) »: the detail in brackets wraps as one piece. */
function ChannelCell({ text }: { text: string }) {
  const at = text.indexOf(' (');
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)} <span className="pf-nowrap">{text.slice(at + 1)}</span>
    </>
  );
}

const widths = ['6.6%', '30%', '13%', '6%', '8.6%', '13.6%', '10.6%', '11.6%'];

/** The complete HTML document of `proof`. */
export function renderProofHtml(proof: Proof): string {
  const l = proofLabels[proof.language];
  const c = l.columns;
  const lang = { fr: 'fr-CH', de: 'de-CH', it: 'it-CH' }[proof.language];
  const markup = renderToStaticMarkup(
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{`${l.title} – ${proof.monthLabel}`}</title>
        <style dangerouslySetInnerHTML={{ __html: fontFaceCss(['sourceSans'], printedText(proof)) + proofCss(proof) }} />
      </head>
      <body>
        <header className="pf-head">
          <div>
            <p className="pf-insurance">{l.insurance}</p>
            <h1 className="pf-title">{l.title}</h1>
          </div>
          <p className="pf-form">716.007</p>
        </header>
        <dl className="pf-person">
          <div>
            <dt>{l.name}</dt>
            <dd>{proof.person.name}</dd>
          </div>
          <div>
            <dt>{l.personNumber}</dt>
            <dd>{proof.person.personNumber}</dd>
          </div>
          <div>
            <dt>{l.address}</dt>
            <dd>{proof.person.address}</dd>
          </div>
          <div>
            <dt>{l.month}</dt>
            <dd>{proof.monthLabel}</dd>
          </div>
        </dl>
        <table>
          <colgroup>
            {widths.map((w, i) => (
              <col key={i} style={{ width: w }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th>{c.date}</th>
              <th>{c.employer}</th>
              <th>{c.position}</th>
              <th>{c.orp}</th>
              <th>{c.workload}</th>
              <th>{c.channel}</th>
              <th>{c.result}</th>
              <th>{c.reason}</th>
            </tr>
          </thead>
          <tbody>
            {proof.rows.length === 0 ? (
              <tr className="pf-empty">
                <td colSpan={8}>{l.empty}</td>
              </tr>
            ) : (
              proof.rows.map((r, i) => (
                <tr key={i}>
                  <td className="pf-date">{r.date}</td>
                  <td>
                    <span className="pf-company">{r.company}</span>
                    {r.address ? <span>{`, ${r.address}`}</span> : null}
                    {r.contact || r.phone ? (
                      <>
                        <br />
                        <span className="pf-muted">{[r.contact, r.phone].filter(Boolean).join(', ')}</span>
                      </>
                    ) : null}
                  </td>
                  <td>{r.position}</td>
                  <td>{r.orp}</td>
                  <td>{r.workload}</td>
                  <td>
                    <ChannelCell text={r.channel} />
                  </td>
                  <td>{r.result}</td>
                  <td>{r.reason}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <section className="pf-foot">
          <p className="pf-totals">
            <strong>{`${l.total} `}</strong>
            {l.totalsLine(proof.totals)}
          </p>
          <p className="pf-deadline">{l.deadline(proof.deadline)}</p>
          <div className="pf-sign">
            <div>
              <div className="pf-line" />
              <p>{l.date}</p>
            </div>
            <div>
              <div className="pf-line" />
              <p>{l.signature}</p>
            </div>
            <div>
              <div className="pf-line" />
              <p>{l.enclosures}</p>
            </div>
          </div>
          <p className="pf-made">{l.madeWith}</p>
        </section>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
