import { FALLBACK_STACK } from '../fonts.js';
import { mixColors } from '../../domain/cv/colour-math.js';
import { DetailList } from '../components/details.js';
import { Sections, type SectionStyle } from '../components/sections.js';
import { NameText, nameClass } from '../components/text.js';
import type { CvDesign } from '../design.js';
import { sidebarCss } from './sidebar.js';
import { splitSections } from './split-sections.js';

/**
 * 3 · Tech Startup: a bold name block with icon contacts, a timeline of experiences, and an
 * accent sidebar on the left with the photo, personal details, skill bars and language gauges;
 * on later pages with nothing left for it, the band narrows to a stripe and the main column
 * takes its width. IBM Plex Sans throughout.
 *
 * Reading order (the document's order; the grid places the parts): the name block with the
 * contacts, the whole sidebar, then the main column, so that what page 2 carries on follows the
 * main column's last words instead of the sidebar's. The sidebar is on the left because poppler's
 * layout analysis reads a block that stands wholly left of another first: on the right, it came
 * between page 1's main column and page 2. The photo stands above the sidebar, beside the name
 * block, and the sidebar is one text block for that analysis (sidebar.ts).
 */
const style: SectionStyle = { skills: 'bar', languages: 'segments' };

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
.t3-band{left:0;width:67mm;background:var(--accent-fill)}
.t3-grid{position:relative;z-index:1;display:grid;grid-template-columns:67mm minmax(0,1fr);grid-template-rows:auto 1fr;height:100%}
.cv-page--wide .t3-band{width:7mm}
.cv-page--wide .t3-grid{grid-template-columns:7mm minmax(0,1fr)}
.cv-page--wide .t3-main{padding-left:16mm}
.cv-page--wide .t3-side{display:none}
.t3-portrait{grid-column:1;grid-row:1;padding:15mm 8mm 6mm 9mm}
.t3-header{grid-column:2;grid-row:1;align-self:end;margin:0 14mm 6mm 10mm;padding:15mm 0 6mm;border-bottom:.6pt solid var(--rule);min-width:0}
.t3-header:empty{margin-bottom:0;padding-bottom:0;border:0}
.t3-main{grid-column:2;grid-row:2;padding:0 14mm 14mm 10mm;min-width:0}
.t3-side{grid-column:1;grid-row:2;padding:0 8mm 14mm 9mm;color:${on};min-width:0}
.cv-page--cont .t3-side,.cv-page--cont .t3-main{padding-top:15mm}
.t3-name{font-size:25pt;line-height:1.08;font-weight:700;letter-spacing:-.015em;color:var(--ink)}
.t3-name.cv-name--long{font-size:21pt}
.t3-name.cv-name--xlong{font-size:18pt}
.t3-job{margin-top:2mm;font-size:11pt;font-weight:500;color:var(--accent-ink)}
.t3-job::before{content:'';display:inline-block;width:5mm;height:1.2mm;border-radius:.6mm;background:var(--accent-ink);margin-right:2.4mm;vertical-align:.6mm}
.t3-header .cv-details{margin-top:5mm;display:flex;flex-wrap:wrap;gap:1.6mm 6mm;font-size:8.3pt;color:#3d434a}
.t3-header .cv-detail{display:flex;align-items:center;gap:2.2mm;min-width:0}
.t3-header .cv-detail--linkedin{flex-basis:100%}
.t3-header .cv-icon{width:3.6mm;height:3.6mm;color:var(--accent-ink);stroke-width:2.2}
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
.t3-main .cv-skills.cv-tags .cv-tag:not(:last-child){margin-right:0}
.t3-main .cv-tag{border:.6pt solid var(--rule);border-radius:1mm;padding:.3mm 2mm;font-size:8.3pt}
.t3-photo{width:38mm;height:38mm;border-radius:50%;object-fit:cover;margin:0 auto;border:1.2mm solid ${theme.accentIsDark ? 'rgba(255,255,255,.9)' : '#ffffff'}}
${sidebarCss('t3', 9, { on, muted: sideMuted, mark: fill }, theme.accentIsDark, { left: 9, right: 8 })}
.t3-side .cv-block,.t3-side .cv-section{margin:0}
.t3-side .cv-bar{background:${track}}
.t3-side .cv-bar-fill{background:${fill};border-radius:.7mm}
.t3-side .cv-segments{gap:.8mm}
.t3-side .cv-segment{background:${track}}
.t3-side .cv-segment--on{background:${fill}}
`;
  },
  render: (view) => {
    const { side, main } = splitSections(view.sections, ['skills', 'languages']);
    return (
      <>
        <div className="cv-band t3-band" />
        <div className="t3-grid">
          {view.photo ? (
            <div className="t3-portrait">
              <img className="t3-photo" src={view.photo} alt={view.fullName || view.labels.photo} />
            </div>
          ) : null}
          <header className="t3-header">
            {view.fullName ? (
              <h1 className={nameClass('t3-name', view.nameSize)}>
                <NameText text={view.fullName} />
              </h1>
            ) : null}
            {view.jobTitle ? <p className="t3-job">{view.jobTitle}</p> : null}
            <DetailList lines={view.contact} style="icons" />
          </header>
          <aside className="cv-flow cv-flow--side t3-side">
            {view.personal.length ? (
              <div className="cv-block t3-block">
                <h2 className="t3-block-title">{view.labels.sectionTitles.personal_info}</h2>
                <DetailList lines={view.personal} style="labels" />
              </div>
            ) : null}
            <Sections sections={side} style={style} />
          </aside>
          <main className="cv-flow t3-main">
            <Sections sections={main} style={style} />
          </main>
        </div>
      </>
    );
  },
};
