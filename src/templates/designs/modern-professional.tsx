import { FALLBACK_STACK } from '../fonts.js';
import { DetailList } from '../components/details.js';
import { Sections, type SectionStyle } from '../components/sections.js';
import { NameText, nameClass } from '../components/text.js';
import type { CvDesign } from '../design.js';
import { splitSections } from './split-sections.js';

/**
 * 5 · Modern Professional: a dark sidebar on the left carrying the photo,
 * contact, personal details, skills (dots) and languages (bars); a white main column opening
 * with the name, then underlined section titles and period badges. Source Sans 3. On later
 * pages with nothing left for the sidebar, the band narrows to a stripe. The main
 * column comes first in the document (the grid puts the sidebar on the left), so that a parser
 * reads the name first and then the whole sidebar as one block.
 */
const mainStyle: SectionStyle = { items: 'meta', skills: 'dots', languages: 'bar' };
const sideStyle: SectionStyle = { items: 'meta', skills: 'dots', languages: 'bar' };

export const modernProfessional: CvDesign = {
  id: 5,
  fonts: ['sourceSans'],
  css: (theme) => {
    const on = theme.onAccent;
    const muted = theme.onAccentMuted;
    const soft = theme.accentIsDark ? 'rgba(255,255,255,.22)' : 'rgba(0,0,0,.14)';
    const fill = theme.accentIsDark ? theme.secondary : theme.secondaryInk;
    return `
body{font-family:'Source Sans 3',${FALLBACK_STACK},sans-serif;font-size:9.6pt;line-height:1.48;color:#262a30}
.t5-band{left:0;width:70mm;background:var(--accent-fill)}
.t5-grid{position:relative;z-index:1;display:grid;grid-template-columns:70mm minmax(0,1fr)}
.cv-page--wide .t5-band{width:7mm}
.cv-page--wide .t5-grid{grid-template-columns:7mm minmax(0,1fr)}
.cv-page--wide .t5-main{padding-left:12mm}
.cv-page--wide .t5-side{display:none}
.t5-side{grid-column:1;grid-row:1;padding:14mm 8mm 14mm 9mm;color:${on};min-width:0}
.t5-main{grid-column:2;grid-row:1;padding:14mm 14mm 14mm 10mm;min-width:0}
.t5-photo{display:block;width:42mm;height:42mm;border-radius:50%;object-fit:cover;margin:0 auto 8mm;border:1.2mm solid ${fill}}
.t5-header:not(:last-child){margin-bottom:7mm}
.t5-name{font-size:26pt;line-height:1.08;font-weight:700;letter-spacing:-.01em;color:var(--ink)}
.t5-name.cv-name--long{font-size:22pt}
.t5-name.cv-name--xlong{font-size:18.5pt}
.t5-job{margin-top:1.6mm;font-size:12pt;font-weight:600;color:var(--accent-ink)}
.t5-side .cv-section,.t5-side .t5-block{margin-bottom:6.5mm}
.t5-side .cv-section-title,.t5-block-title{font-size:10pt;font-weight:700;letter-spacing:.03em;text-transform:uppercase;color:${on};margin-bottom:3mm}
.t5-side .cv-details{display:grid;gap:2.2mm;font-size:9pt}
.t5-side .cv-details--icons .cv-detail{display:flex;gap:2.6mm;align-items:flex-start}
.t5-side .cv-detail--linkedin{font-size:8pt;letter-spacing:-.01em}
.t5-side .cv-icon{width:3.6mm;height:3.6mm;margin-top:.5mm;color:${fill};stroke-width:2}
.t5-side .cv-detail-label{display:block;font-size:8pt;font-weight:600;color:${muted}}
.t5-side .cv-group+.cv-group{margin-top:3mm}
.t5-side .cv-group-title{font-size:8.4pt;font-weight:600;color:${muted};margin-bottom:1.6mm}
.t5-side .cv-levels{display:grid;gap:1.8mm}
.t5-side .cv-level-item{display:flex;justify-content:space-between;align-items:center;gap:3mm;font-size:9pt}
.t5-side .cv-dot{width:2mm;height:2mm;background:${soft}}
.t5-side .cv-dot--on{background:${fill}}
.t5-side .cv-languages .cv-level-item{display:block}
.t5-side .cv-languages .cv-level-name{display:block;margin-bottom:1mm}
.t5-side .cv-bar{height:1.3mm;border-radius:.65mm;background:${soft}}
.t5-side .cv-bar-fill{background:${fill}}
.t5-side .cv-tags{gap:1.4mm}
.t5-side .cv-tag{font-size:8.6pt;padding:.4mm 2.2mm;border-radius:1mm;border:.6pt solid ${soft}}
.t5-side .cv-rich{--bullet:${fill}}
.t5-main .cv-section{margin-bottom:6mm}
.t5-main .cv-section-title{font-size:12pt;font-weight:700;letter-spacing:.02em;text-transform:uppercase;color:var(--accent-ink);padding-bottom:1.6mm;margin-bottom:3.4mm;border-bottom:.6pt solid var(--rule);background:linear-gradient(var(--accent-ink),var(--accent-ink)) left bottom/14mm 1.8pt no-repeat}
.cv-item+.cv-item{margin-top:4mm}
.cv-item-title{font-size:10.4pt;font-weight:700;color:var(--ink);line-height:1.3}
.cv-item-date{flex:none;font-size:8.4pt;font-weight:600;color:var(--accent-ink);background:var(--accent-wash);border-radius:2.5mm;padding:.2mm 2.4mm;white-space:nowrap}
.cv-item-sub{font-size:9.4pt;font-weight:600;color:var(--muted)}
.cv-item-body{margin-top:1.2mm;color:#383d44}
.t5-main .cv-rich{--bullet:var(--accent-ink)}
.t5-main .cv-levels{display:grid;grid-template-columns:1fr 1fr;gap:2mm 8mm}
.t5-main .cv-level-item{display:flex;justify-content:space-between;align-items:center;gap:3mm}
.t5-main .cv-dot{width:2mm;height:2mm;background:var(--rule)}
.t5-main .cv-dot--on{background:var(--accent-ink)}
.t5-main .cv-bar{width:24mm;height:1.3mm;background:var(--rule)}
.t5-main .cv-bar-fill{background:var(--accent-ink)}
.t5-main .cv-tags{gap:1.6mm}
.t5-main .cv-tag{padding:.4mm 2.4mm;border-radius:1mm;background:var(--accent-wash);color:var(--accent-ink);font-weight:600}
.cv-references{display:grid;grid-template-columns:1fr 1fr;gap:4mm 8mm}
.cv-reference-name{font-weight:700}
.cv-reference-contact{color:var(--muted);font-size:9pt}
`;
  },
  render: (view) => {
    const { side, main } = splitSections(view.sections, ['skills', 'languages']);
    const hasHeader = Boolean(view.fullName || view.jobTitle);
    return (
      <>
        <div className="cv-band t5-band" />
        <div className="t5-grid">
          <main className="cv-flow t5-main">
            {hasHeader ? (
              <header className="t5-header">
                {view.fullName ? <h1 className={nameClass('t5-name', view.nameSize)}>
                    <NameText text={view.fullName} />
                  </h1> : null}
                {view.jobTitle ? <p className="t5-job">{view.jobTitle}</p> : null}
              </header>
            ) : null}
            <Sections sections={main} style={mainStyle} />
          </main>
          <aside className="cv-flow cv-flow--side t5-side">
            {view.photo ? <img className="t5-photo" src={view.photo} alt={view.fullName || view.labels.photo} /> : null}
            {view.contact.length ? (
              <div className="cv-block t5-block">
                <h2 className="t5-block-title">{view.labels.contact}</h2>
                <DetailList lines={view.contact} style="icons" />
              </div>
            ) : null}
            {view.personal.length ? (
              <div className="cv-block t5-block">
                <h2 className="t5-block-title">{view.labels.sectionTitles.personal_info}</h2>
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
