import { FALLBACK_STACK } from '../fonts.js';
import { mixColors } from '../../domain/cv/colour-math.js';
import { DetailList } from '../components/details.js';
import { Sections, type SectionStyle } from '../components/sections.js';
import { NameText, nameClass } from '../components/text.js';
import type { CvDesign } from '../design.js';

/**
 * 6 · Executive Professional: restrained and serif. A strong left-aligned name block with a
 * square photo and the contact details set right, closed by a double rule; section titles on
 * a pale band of the accent; levels written out in words. EB Garamond throughout.
 */
const style: SectionStyle = { skills: 'text', languages: 'text' };

export const executiveProfessional: CvDesign = {
  id: 6,
  fonts: ['garamond'],
  optical: 1.05,
  css: (theme) => {
    const ink = theme.accentIsDark ? theme.accentInk : theme.secondaryInk;
    const band = theme.accentIsDark ? mixColors(theme.accent, '#ffffff', 0.86) : 'var(--accent-fill)';
    return `
body{font-family:'EB Garamond',${FALLBACK_STACK},serif;font-size:10.5pt;line-height:1.4;color:#24262a}
.t6-page{padding:14mm 18mm 13mm}
.t6-header{display:flex;flex-wrap:wrap;gap:4mm 7mm;align-items:stretch}
.t6-photo{width:27mm;height:33mm;object-fit:cover;flex:none;border:.6pt solid ${ink}}
.t6-id{flex:1 1 60mm;min-width:min-content;display:flex;flex-direction:column;justify-content:flex-end}
.t6-name{font-weight:600;font-size:29pt;line-height:1.04;letter-spacing:.005em;color:${ink}}
.t6-name.cv-name--long{font-size:24pt}
.t6-name.cv-name--xlong{font-size:20pt}
.t6-job{margin-top:1.6mm;font-style:italic;font-size:13pt;color:var(--muted)}
.t6-contact{flex:0 1 auto;max-width:64mm;margin-left:auto;display:flex;flex-direction:column;justify-content:flex-end;text-align:right}
.t6-contact .cv-details{display:grid;gap:.5mm;font-size:10pt}
.t6-rule{margin:5mm 0 3mm;border-top:2.2pt solid ${ink};padding-top:1mm}
.t6-rule::after{content:'';display:block;border-top:.6pt solid ${ink}}
.t6-personal .cv-details{display:flex;flex-wrap:wrap;gap:.6mm 7mm;font-size:10pt;color:#3b3e44}
.t6-personal .cv-detail-label{font-style:italic;color:var(--muted)}
.t6-main{margin-top:4.5mm}
.cv-section{margin-bottom:5mm}
.cv-section-title{background:${band};color:${ink};font-weight:600;font-size:11.5pt;letter-spacing:.03em;text-transform:uppercase;padding:1.1mm 3mm .9mm;margin-bottom:3.2mm;border-left:1.4mm solid ${ink}}
.cv-item+.cv-item{margin-top:3.6mm}
.cv-item-title{font-weight:600;font-size:11.3pt;line-height:1.3;color:var(--ink)}
.cv-item-date{flex:none;font-style:italic;font-size:10.2pt;color:var(--muted);white-space:nowrap}
.cv-item-sub{font-style:italic;font-size:10.8pt;color:${ink}}
.cv-item-body{margin-top:1mm}
.cv-rich{--bullet:${ink}}
.cv-group+.cv-group{margin-top:2.6mm}
.cv-group-title{font-style:italic;font-weight:400;font-size:10pt;color:var(--muted);margin-bottom:1.2mm}
.cv-levels{display:grid;grid-template-columns:1fr 1fr;gap:1.2mm 10mm}
.cv-level-item{display:flex;justify-content:space-between;align-items:baseline;gap:3mm;border-bottom:.5pt solid var(--rule);padding-bottom:.8mm}
.cv-level-text{font-style:italic;color:var(--muted);font-size:10pt;text-align:right;white-space:nowrap}
.cv-tags{gap:.6mm 0}
.cv-tag+.cv-tag::before{content:'·';margin:0 2.4mm;color:${ink}}
.cv-references{display:grid;grid-template-columns:1fr 1fr;gap:3.5mm 10mm}
.cv-reference-name{font-weight:600;font-size:11.4pt}
.cv-reference-contact{font-size:10pt;color:var(--muted)}
`;
  },
  render: (view) => {
    const hasHeader = Boolean(view.fullName || view.jobTitle || view.photo || view.contact.length);
    const hasBody = view.personal.length > 0 || view.sections.length > 0;
    return (
      <main className="cv-flow t6-page">
        {hasHeader ? (
          <>
            <header className="t6-header">
              {view.photo ? <img className="t6-photo" src={view.photo} alt={view.fullName || view.labels.photo} /> : null}
              <div className="t6-id">
                {view.fullName ? (
                  <h1 className={nameClass('t6-name', view.nameSize)}>
                    <NameText text={view.fullName} />
                  </h1>
                ) : null}
                {view.jobTitle ? <p className="t6-job">{view.jobTitle}</p> : null}
              </div>
              {view.contact.length ? (
                <div className="t6-contact">
                  <DetailList lines={view.contact} style="inline" />
                </div>
              ) : null}
            </header>
            {hasBody ? <div className="t6-rule" /> : null}
          </>
        ) : null}
        {view.personal.length ? (
          <div className="t6-personal">
            <DetailList lines={view.personal} style="labels" />
          </div>
        ) : null}
        <div className="t6-main">
          <Sections sections={view.sections} style={style} />
        </div>
      </main>
    );
  },
};
