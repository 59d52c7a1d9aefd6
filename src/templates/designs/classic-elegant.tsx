import { FALLBACK_STACK } from '../fonts.js';
import { mixColors } from '../../domain/cv/colour-math.js';
import { DetailList } from '../components/details.js';
import { Sections, type SectionStyle } from '../components/sections.js';
import { NameText, nameClass } from '../components/text.js';
import type { CvDesign } from '../design.js';

/**
 * 1 · Classic Elegant: a pastel band carrying a centred header (round photo, serif name,
 * spaced job title, contact line), then one column with centred serif section titles between
 * thin rules, dates in a left margin column and skills with dots.
 */
const style: SectionStyle = { skills: 'dots', languages: 'text' };

export const classicElegant: CvDesign = {
  id: 1,
  fonts: ['playfair', 'lato'],
  css: (theme) => {
    const headline = theme.accentIsDark ? theme.onAccent : theme.secondaryInk;
    const line = mixColors(theme.secondaryInk, '#ffffff', 0.6);
    return `
body{font-family:'Lato',${FALLBACK_STACK},sans-serif;font-size:9.3pt;line-height:1.4;word-spacing:.05em}
.t1-header{background:var(--accent-fill);color:var(--on-accent);text-align:center;padding:9mm 22mm 6.5mm}
.t1-photo{width:24mm;height:24mm;border-radius:50%;object-fit:cover;margin:0 auto 3.5mm;border:1mm solid rgba(255,255,255,.8)}
.t1-name{font-family:'Playfair Display',${FALLBACK_STACK},serif;font-weight:600;font-size:24pt;line-height:1.12;letter-spacing:.01em;color:${headline}}
.t1-name.cv-name--long{font-size:20pt}
.t1-name.cv-name--xlong{font-size:17pt}
.t1-job{margin-top:1.6mm;font-family:'Playfair Display',${FALLBACK_STACK},serif;font-style:italic;font-size:11.5pt;font-weight:400;color:var(--on-accent-muted)}
.t1-header .cv-details{margin-top:3mm;display:flex;flex-wrap:wrap;justify-content:center;gap:.8mm 5.5mm;font-size:8.5pt}
.t1-header .cv-detail{display:flex;align-items:center;gap:1.6mm}
.t1-header .cv-icon{width:3.1mm;height:3.1mm;color:${headline};stroke-width:2}
.t1-personal{margin-top:1.4mm!important;gap:.8mm 5mm!important}
.t1-personal .cv-detail{display:block}
.t1-personal .cv-detail-label{color:${headline};font-weight:700}
.t1-main{padding:11mm 20mm 12mm}
.cv-page--cont .t1-main{padding-top:16mm}
.cv-section{margin-bottom:5mm}
.t1-main>.cv-section:first-child{margin-top:-3mm}
.cv-section-title{display:flex;align-items:center;gap:4mm;margin-bottom:3.1mm;font-family:'Playfair Display',${FALLBACK_STACK},serif;font-weight:600;font-size:11pt;letter-spacing:.03em;text-transform:uppercase;color:var(--secondary-ink)}
.cv-section-title::before,.cv-section-title::after{content:'';flex:1;height:.6pt;background:${line}}
.cv-item{margin-bottom:3.8mm}
.cv-item:last-child{margin-bottom:0}
.cv-item-date{padding-top:.5mm;font-size:8.4pt;font-style:italic;color:var(--muted);line-height:1.35}
.cv-item-title{font-size:10pt;font-weight:700;line-height:1.35}
.cv-item-sub{font-family:'Playfair Display',${FALLBACK_STACK},serif;font-style:italic;font-size:9.6pt;color:var(--secondary-ink)}
.cv-item-body{margin-top:1.3mm;color:#33373d}
.cv-rich{--bullet:${theme.secondaryInk}}
.cv-section--summary .cv-rich,.cv-section--custom .cv-rich,.cv-section--miscellaneous .cv-rich{color:#33373d}
.cv-group+.cv-group{margin-top:2.6mm}
.cv-tags{row-gap:.6mm}
.cv-tag+.cv-tag::before{content:'';display:inline-block;width:1.2mm;height:1.2mm;border-radius:50%;background:${mixColors(theme.secondaryInk, '#ffffff', 0.45)};margin:0 2.6mm;vertical-align:.45mm}
.cv-group-title{font-size:8.8pt;font-weight:700;color:var(--muted);margin-bottom:1.6mm}
.cv-levels{display:grid;grid-template-columns:1fr 1fr;column-gap:12mm;row-gap:1.4mm}
.cv-languages{grid-template-columns:repeat(3,1fr);column-gap:8mm}
.cv-level-item{display:flex;align-items:baseline;justify-content:space-between;gap:3mm;border-bottom:.5pt dotted ${line};padding-bottom:1mm}
.cv-level-name{font-weight:400}
.cv-dots{align-self:center}
.cv-dot{width:2mm;height:2mm;background:${mixColors(theme.secondaryInk, '#ffffff', 0.8)}}
.cv-dot--on{background:var(--secondary-ink)}
.cv-languages .cv-level-item{flex-direction:column;gap:0}
.cv-level-text{font-size:8.2pt;font-style:italic;color:var(--muted)}
.cv-references{display:grid;grid-template-columns:1fr 1fr;gap:4mm 12mm}
.cv-reference-name{font-weight:700}
.cv-reference .cv-item-sub{font-size:9pt}
.cv-reference-contact{font-size:8.6pt;color:var(--muted)}
`;
  },
  render: (view) => (
    <>
      <header className="t1-header">
        {view.photo ? <img className="t1-photo" src={view.photo} alt={view.fullName || view.labels.photo} /> : null}
        {view.fullName ? (
          <h1 className={nameClass('t1-name', view.nameSize)}>
            <NameText text={view.fullName} />
          </h1>
        ) : null}
        {view.jobTitle ? <p className="t1-job">{view.jobTitle}</p> : null}
        <DetailList lines={view.contact} style="icons" />
        <DetailList lines={view.personal} style="labels" className="t1-personal" />
      </header>
      <main className="cv-flow t1-main">
        <Sections sections={view.sections} style={style} />
      </main>
    </>
  ),
};
