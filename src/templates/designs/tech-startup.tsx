import { FALLBACK_STACK } from '../fonts.js';
import { mixColors } from '../../domain/cv/colour-math.js';
import { DetailList } from '../components/details.js';
import { Sections, type SectionStyle } from '../components/sections.js';
import { NameText, nameClass } from '../components/text.js';
import type { CvDesign } from '../design.js';
import { splitSections } from './split-sections.js';

/**
 * 3 · Tech Startup: a bold name block with icon contacts, a timeline of experiences, and a
 * dark accent sidebar on the right with the photo, personal details, skill bars and language
 * gauges; on later pages with nothing left for it, the band narrows to a stripe and the main
 * column takes its width. IBM Plex Sans throughout.
 */
const mainStyle: SectionStyle = { items: 'meta', skills: 'bar', languages: 'segments' };
const sideStyle: SectionStyle = { items: 'meta', skills: 'bar', languages: 'segments' };

export const techStartup: CvDesign = {
  id: 3,
  fonts: ['plex'],
  css: (theme) => {
    const on = theme.onAccent;
    const track = theme.accentIsDark ? 'rgba(255,255,255,.22)' : 'rgba(0,0,0,.12)';
    const fill = theme.accentIsDark ? mixColors(theme.secondary, '#ffffff', 0.15) : theme.secondaryInk;
    const sideMuted = theme.onAccentMuted;
    return `
body{font-family:'IBM Plex Sans',${FALLBACK_STACK},sans-serif;font-size:8.9pt;line-height:1.5;color:#24292f}
.t3-band{right:0;width:67mm;background:var(--accent-fill)}
.t3-grid{position:relative;z-index:1;display:grid;grid-template-columns:minmax(0,1fr) 67mm}
.cv-page--wide .t3-band{width:7mm}
.cv-page--wide .t3-grid{grid-template-columns:minmax(0,1fr) 7mm}
.cv-page--wide .t3-main{padding-right:12mm}
.cv-page--wide .t3-side{display:none}
.t3-main{padding:15mm 10mm 14mm 15mm;min-width:0}
.t3-side{padding:15mm 8.5mm 14mm;color:${on};min-width:0}
.t3-name{font-size:25pt;line-height:1.08;font-weight:700;letter-spacing:-.015em;color:var(--ink)}
.t3-name.cv-name--long{font-size:21pt}
.t3-name.cv-name--xlong{font-size:18pt}
.t3-job{margin-top:2mm;font-size:11pt;font-weight:500;color:var(--accent-ink)}
.t3-job::before{content:'';display:inline-block;width:5mm;height:1.2mm;border-radius:.6mm;background:var(--accent-ink);margin-right:2.4mm;vertical-align:.6mm}
.t3-main .cv-details{margin-top:5mm;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1.6mm 6mm;font-size:8.3pt;color:#3d434a}
.t3-main .cv-detail{display:flex;align-items:center;gap:2.2mm;min-width:0}
.t3-main .cv-detail--linkedin{grid-column:1/-1}
.t3-main .cv-icon{width:3.6mm;height:3.6mm;color:var(--accent-ink);stroke-width:2.2}
.t3-header:not(:last-child){padding-bottom:6mm;margin-bottom:6mm;border-bottom:.6pt solid var(--rule)}
.t3-main .cv-section{margin-bottom:6mm}
.t3-main .cv-section-title{display:flex;align-items:center;gap:2.4mm;font-size:10.5pt;font-weight:700;letter-spacing:.02em;text-transform:uppercase;color:var(--ink);margin-bottom:3.4mm}
.t3-main .cv-section-title::before{content:'';width:2.4mm;height:2.4mm;border-radius:.6mm;background:var(--accent-ink);flex:none}
.t3-main .cv-section--experiences .cv-items,.t3-main .cv-section--education .cv-items{border-left:.8pt solid ${mixColors(theme.accentInk, '#ffffff', 0.7)};margin-left:1.1mm;padding-left:5mm}
.t3-main .cv-section--experiences .cv-item-head,.t3-main .cv-section--education .cv-item-head{margin-left:-6.24mm;padding-left:6.24mm;background:radial-gradient(circle at 1.1mm 2.2mm,#fff .3mm,var(--accent-ink) .36mm,var(--accent-ink) 1.1mm,transparent 1.16mm) no-repeat}
.cv-item+.cv-item{margin-top:4mm}
.cv-item-title{font-size:9.6pt;font-weight:600;color:var(--ink);line-height:1.35}
.cv-item-date{flex:none;font-size:7.8pt;font-weight:500;color:var(--accent-ink);background:var(--accent-wash);padding:.3mm 1.8mm;border-radius:1mm;white-space:nowrap;font-variant-numeric:tabular-nums}
.cv-item-sub{font-size:8.6pt;color:var(--muted);font-weight:500}
.cv-item-body{margin-top:1.3mm;color:#3a4047}
.t3-main .cv-rich{--bullet:var(--accent-ink)}
.cv-references{display:grid;grid-template-columns:1fr 1fr;gap:3.5mm 8mm}
.cv-reference-name{font-weight:600}
.cv-reference-contact{font-size:8.2pt;color:var(--muted)}
.t3-main .cv-levels{display:grid;grid-template-columns:1fr 1fr;gap:2.4mm 8mm}
.t3-main .cv-bar{background:var(--rule);margin-top:1mm}
.t3-main .cv-bar-fill{background:var(--accent-ink)}
.t3-main .cv-segment{background:var(--rule)}
.t3-main .cv-segment--on{background:var(--accent-ink)}
.t3-main .cv-tags{gap:1.4mm}
.t3-main .cv-tag{border:.6pt solid var(--rule);border-radius:1mm;padding:.3mm 2mm;font-size:8.3pt}
.t3-photo{width:38mm;height:38mm;border-radius:50%;object-fit:cover;margin:0 auto 7mm;border:1.2mm solid ${theme.accentIsDark ? 'rgba(255,255,255,.9)' : '#ffffff'}}
.t3-side .cv-section,.t3-side .t3-block{margin-bottom:6.5mm}
.t3-side .cv-section-title,.t3-side .t3-block-title{font-size:9pt;font-weight:700;letter-spacing:.03em;text-transform:uppercase;color:${on};padding-bottom:1.6mm;margin-bottom:3mm;border-bottom:.6pt solid ${theme.accentIsDark ? 'rgba(255,255,255,.3)' : 'rgba(0,0,0,.18)'}}
.t3-side .cv-details{display:grid;gap:2mm;font-size:8.4pt}
.t3-side .cv-detail-label{display:block;font-size:7.4pt;font-weight:600;letter-spacing:.03em;text-transform:uppercase;color:${sideMuted}}
.t3-side .cv-group+.cv-group{margin-top:3.4mm}
.t3-side .cv-group-title{font-size:7.6pt;font-weight:600;text-transform:uppercase;letter-spacing:.03em;color:${sideMuted};margin-bottom:1.8mm}
.t3-side .cv-levels{display:grid;gap:2.3mm}
.t3-side .cv-level-name{display:block;font-size:8.5pt;margin-bottom:.9mm}
.t3-side .cv-bar{height:1.4mm;border-radius:.7mm;background:${track}}
.t3-side .cv-bar-fill{background:${fill};border-radius:.7mm}
.t3-side .cv-segments{gap:.8mm}
.t3-side .cv-segment{height:1.4mm;border-radius:.4mm;background:${track}}
.t3-side .cv-segment--on{background:${fill}}
.t3-side .cv-level-text{font-size:7.8pt;color:${sideMuted}}
.t3-side .cv-tags{gap:1.4mm}
.t3-side .cv-tag{font-size:8pt;padding:.3mm 2mm;border-radius:1mm;background:${track}}
.t3-side .cv-rich{--bullet:${on}}
.t3-side .cv-item-title,.t3-side .cv-reference-name{color:${on}}
.t3-side .cv-item-sub,.t3-side .cv-reference-contact{color:${sideMuted}}
.t3-side .cv-item-head{display:block}
.t3-side .cv-item-date{background:none;padding:0;color:${sideMuted}}
`;
  },
  render: (view) => {
    const { side, main } = splitSections(view.sections, ['skills', 'languages']);
    return (
      <>
        <div className="cv-band t3-band" />
        <div className="t3-grid">
          <main className="cv-flow t3-main">
            <header className="t3-header">
              {view.fullName ? <h1 className={nameClass('t3-name', view.nameSize)}>
                <NameText text={view.fullName} />
              </h1> : null}
              {view.jobTitle ? <p className="t3-job">{view.jobTitle}</p> : null}
              <DetailList lines={view.contact} style="icons" />
            </header>
            <Sections sections={main} style={mainStyle} />
          </main>
          <aside className="cv-flow cv-flow--side t3-side">
            {view.photo ? <img className="t3-photo" src={view.photo} alt={view.fullName || view.labels.photo} /> : null}
            {view.personal.length ? (
              <div className="cv-block t3-block">
                <h2 className="t3-block-title">{view.labels.sectionTitles.personal_info}</h2>
                <DetailList lines={view.personal} style="labels" />
              </div>
            ) : null}
            <Sections sections={side} style={sideStyle} />
          </aside>
        </div>
      </>
    );
  },
};
