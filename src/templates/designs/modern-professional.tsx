import { FALLBACK_STACK } from '../fonts.js';
import { DetailList } from '../components/details.js';
import { Sections, type SectionStyle } from '../components/sections.js';
import { NameText, nameClass } from '../components/text.js';
import type { CvDesign } from '../design.js';
import { sidebarCss } from './sidebar.js';
import { splitSections } from './split-sections.js';

/**
 * 5 · Modern Professional: a dark sidebar on the left carrying the photo,
 * contact, personal details, skills (dots) and languages (bars); a white main column opening
 * with the name, the job title and the profile link, then underlined section titles and period
 * badges. Source Sans 3. On later
 * pages with nothing left for the sidebar, the band narrows to a stripe.
 *
 * Reading order (the document's order; the grid places the parts): the name block, the whole
 * sidebar, then the main column, so that what page 2 carries on follows the main column's last
 * words instead of the sidebar's. The photo stands above the sidebar, beside the name block, and
 * the sidebar is one text block for poppler's layout analysis (sidebar.ts).
 */
const style: SectionStyle = { skills: 'dots', languages: 'bar' };

export const modernProfessional: CvDesign = {
  id: 5,
  fonts: ['sourceSans'],
  css: (theme) => {
    const on = theme.onAccent;
    const muted = theme.onAccentMuted;
    const soft = theme.accentIsDark ? 'rgba(255,255,255,.16)' : 'rgba(0,0,0,.1)';
    const fill = theme.accentIsDark ? theme.secondary : theme.secondaryInk;
    return `
body{font-family:'Source Sans 3',${FALLBACK_STACK},sans-serif;font-size:9.6pt;line-height:1.44;color:#262a30}
.t5-band{left:0;width:70mm;background:var(--accent-fill)}
.t5-grid{position:relative;z-index:1;display:grid;grid-template-columns:70mm minmax(0,1fr);grid-template-rows:auto 1fr;height:100%}
.t5-portrait{grid-column:1;grid-row:1;padding:14mm 8mm 8mm 9mm}
.t5-header{grid-column:2;grid-row:1;align-self:center;padding:14mm 14mm 8mm 10mm;min-width:0}
.t5-side{grid-column:1;grid-row:2;padding:0 8mm 14mm 9mm;color:${on};min-width:0}
.t5-main{grid-column:2;grid-row:2;padding:0 14mm 14mm 10mm;min-width:0}
.cv-page--cont .t5-side,.cv-page--cont .t5-main{padding-top:14mm}
.cv-page:not(.cv-page--cont) .t5-main{padding-top:3mm}
.cv-page--wide .t5-band{width:7mm}
.cv-page--wide .t5-grid{grid-template-columns:7mm minmax(0,1fr)}
.cv-page--wide .t5-main{padding-left:16mm}
.cv-page--wide .t5-side{display:none}
.t5-photo{display:block;width:42mm;height:42mm;border-radius:50%;object-fit:cover;margin:0 auto;border:1.2mm solid ${fill}}
.t5-name{font-size:26pt;line-height:1.08;font-weight:700;letter-spacing:-.01em;color:var(--ink)}
.t5-name.cv-name--long{font-size:22pt}
.t5-name.cv-name--xlong{font-size:18.5pt}
.t5-job{margin-top:1.6mm;font-size:12pt;font-weight:600;color:var(--accent-ink)}
.t5-links{margin-top:2mm;font-size:9pt;color:var(--muted)}
.t5-links .cv-detail{display:flex;gap:2mm;align-items:center}
.t5-links .cv-icon{width:3.4mm;height:3.4mm;color:var(--accent-ink);stroke-width:2}
${sidebarCss('t5', 9.6, { on, muted, mark: fill }, theme.accentIsDark, { left: 9, right: 8 })}
.t5-side .cv-block,.t5-side .cv-section{margin:0}
.t5-side .cv-dot{width:1.7mm;height:1.7mm;background:${soft}}
.t5-side .cv-dot--on{background:${fill}}
.t5-side .cv-bar{background:${soft}}
.t5-side .cv-bar-fill{background:${fill}}
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
.t5-main .cv-skills.cv-tags .cv-tag:not(:last-child){margin-right:0}
.t5-main .cv-tag{padding:.4mm 2.4mm;border-radius:1mm;background:var(--accent-wash);color:var(--accent-ink);font-weight:600}
.cv-references{display:grid;grid-template-columns:1fr 1fr;gap:4mm 8mm}
.cv-reference-name{font-weight:700}
.cv-reference-contact{color:var(--muted);font-size:9pt}
`;
  },
  render: (view) => {
    const { side, main } = splitSections(view.sections, ['skills', 'languages']);
    // The profile link goes under the job title: in the sidebar's one text size it would wrap.
    const links = view.contact.filter((line) => line.kind === 'linkedin');
    const contact = view.contact.filter((line) => line.kind !== 'linkedin');
    return (
      <>
        <div className="cv-band t5-band" />
        <div className="t5-grid">
          {view.photo ? (
            <div className="t5-portrait">
              <img className="t5-photo" src={view.photo} alt={view.fullName || view.labels.photo} />
            </div>
          ) : null}
          <header className="t5-header">
            {view.fullName ? (
              <h1 className={nameClass('t5-name', view.nameSize)}>
                <NameText text={view.fullName} />
              </h1>
            ) : null}
            {view.jobTitle ? <p className="t5-job">{view.jobTitle}</p> : null}
            <DetailList lines={links} style="icons" className="t5-links" />
          </header>
          <aside className="cv-flow cv-flow--side t5-side">
            {contact.length ? (
              <div className="cv-block t5-block">
                <DetailList lines={contact} style="icons" />
              </div>
            ) : null}
            {view.personal.length ? (
              <div className="cv-block t5-block">
                <h2 className="t5-block-title">{view.labels.sectionTitles.personal_info}</h2>
                <DetailList lines={view.personal} style="labels" />
              </div>
            ) : null}
            <Sections sections={side} style={style} />
          </aside>
          <main className="cv-flow t5-main">
            <Sections sections={main} style={style} />
          </main>
        </div>
      </>
    );
  },
};
