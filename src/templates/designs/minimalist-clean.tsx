import { FALLBACK_STACK } from '../fonts.js';
import { mixColors } from '../../domain/cv/colour-math.js';
import { DetailList } from '../components/details.js';
import { Sections, type SectionStyle } from '../components/sections.js';
import { NameText, nameClass } from '../components/text.js';
import type { CvDesign } from '../design.js';

/**
 * 2 · Minimalist Clean: generous white space, one column, light Inter. A quiet name block with
 * a small square photo, then each section on a hairline, its small capitals title on its own line
 * above the content (a title beside its first entry read as one line in every text extraction),
 * each entry's period at the end of its employer line.
 */
const style: SectionStyle = { skills: 'bar', languages: 'text' };

export const minimalistClean: CvDesign = {
  id: 2,
  fonts: ['inter'],
  css: (theme) => `
body{font-family:'Inter',${FALLBACK_STACK},sans-serif;font-size:8.8pt;line-height:1.42;font-weight:400;color:#2a2e34}
.t2-page{padding:17mm 19mm 15mm}
.t2-header{display:flex;align-items:flex-start;justify-content:space-between;gap:10mm;padding-bottom:6mm}
.t2-id{min-width:0;flex:1}
.t2-name{font-size:25pt;line-height:1.1;font-weight:600;letter-spacing:-.01em;color:var(--ink)}
.t2-name.cv-name--long{font-size:21pt}
.t2-name.cv-name--xlong{font-size:18pt}
.t2-job{margin-top:1.8mm;font-size:10.5pt;font-weight:400;color:var(--muted)}
.t2-header .cv-details{margin-top:3.6mm;display:flex;flex-wrap:wrap;gap:.8mm 5.5mm;font-size:8.2pt;color:var(--muted)}
.t2-header .cv-details--labels{margin-top:1.2mm}
.t2-header .cv-detail-label{color:var(--faint)}
.t2-photo{width:25mm;height:29mm;object-fit:cover;border-radius:1.2mm;flex:none}
.cv-section{padding:4mm 0 4.4mm;border-top:.5pt solid var(--rule)}
.cv-section-title{font-size:8.8pt;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--accent-ink);line-height:1.45;margin-bottom:3mm}
.cv-item+.cv-item{margin-top:3.2mm}
.cv-item-title{font-size:9.4pt;font-weight:600;color:var(--ink);line-height:1.4}
.cv-item-date{font-size:8pt;color:var(--faint);font-variant-numeric:tabular-nums}
.cv-item-sub{font-size:8.6pt;color:var(--muted)}
.cv-item-body{margin-top:1.2mm}
.cv-rich{--bullet:${theme.accentInk}}
.cv-group+.cv-group{margin-top:2.4mm}
.cv-group-title{font-size:8pt;font-weight:500;color:var(--faint);margin-bottom:1.4mm}
.cv-levels{display:grid;grid-template-columns:1fr 1fr;column-gap:9mm;row-gap:1.8mm}
.cv-level-item{display:grid;grid-template-columns:minmax(0,1fr) 20mm;align-items:center;column-gap:3mm}
.cv-bar{height:2px;background:var(--rule)}
.cv-bar-fill{background:var(--accent-ink)}
.cv-languages{grid-template-columns:repeat(3,minmax(0,1fr))}
.cv-languages .cv-level-item{display:block}
.cv-level-text{display:block;font-size:8pt;color:var(--faint)}
.cv-tags{gap:1mm 0}
.cv-tag+.cv-tag::before{content:'/';margin:0 2.4mm;color:${mixColors(theme.accentInk, '#ffffff', 0.45)}}
.cv-references{display:grid;grid-template-columns:1fr 1fr;gap:3.5mm 9mm}
.cv-reference-name{font-weight:600;color:var(--ink)}
.cv-reference .cv-item-sub{font-size:8.4pt}
.cv-reference-contact{font-size:8.2pt;color:var(--muted)}
`,
  render: (view) => (
    <main className="cv-flow t2-page">
      <header className="t2-header">
        <div className="t2-id">
          {view.fullName ? (
            <h1 className={nameClass('t2-name', view.nameSize)}>
              <NameText text={view.fullName} />
            </h1>
          ) : null}
          {view.jobTitle ? <p className="t2-job">{view.jobTitle}</p> : null}
          <DetailList lines={view.contact} style="inline" />
          <DetailList lines={view.personal} style="labels" />
        </div>
        {view.photo ? <img className="t2-photo" src={view.photo} alt={view.fullName || view.labels.photo} /> : null}
      </header>
      <Sections sections={view.sections} style={style} />
    </main>
  ),
};
