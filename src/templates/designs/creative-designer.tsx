import { FALLBACK_STACK } from '../fonts.js';
import { mixColors } from '../../domain/cv/colour-math.js';
import { DetailList } from '../components/details.js';
import { Sections, type SectionStyle } from '../components/sections.js';
import { NameText, nameClass } from '../components/text.js';
import type { CvDesign } from '../design.js';

/**
 * 4 · Creative Designer: an asymmetric composition. A full-bleed colour block carries a
 * oversized name on one line and a tall photo that breaks out of the block; a strong stripe runs
 * down the left edge of every page; section titles led by a drawn accent block (no number in the
 * text: a parser took « 02 EXPÉRIENCES » for a title it did not know), each entry's period as a
 * tag at the end of its employer line, skills as chips.
 */
const style: SectionStyle = { skills: 'dots', skillLayout: 'chips', languages: 'segments' };

export const creativeDesigner: CvDesign = {
  id: 4,
  fonts: ['montserrat', 'lato'],
  css: (theme) => {
    // The stripe, numbers and dates: the dark accent itself, or the designed dark companion of a pastel.
    const bold = theme.accentIsDark ? theme.accent : theme.secondaryInk;
    const onBlock = theme.accentIsDark ? theme.onAccent : theme.secondaryInk;
    const chip = theme.accentIsDark ? mixColors(theme.accent, '#ffffff', 0.88) : theme.accent;
    const chipInk = theme.accentIsDark ? theme.accentInk : theme.secondaryInk;
    return `
body{font-family:'Lato',${FALLBACK_STACK},sans-serif;font-size:9.1pt;line-height:1.4;word-spacing:.05em;color:#2b2d31}
.t4-stripe{left:0;width:5mm;background:${bold}}
.t4-header{position:relative;z-index:1;background:var(--accent-fill);color:${onBlock};margin-left:5mm;padding:9mm 17mm 7mm 14mm;display:flex;gap:9mm;align-items:flex-start}
.t4-id{flex:1;min-width:0}
.t4-name{font-family:'Montserrat',${FALLBACK_STACK},sans-serif;font-weight:800;font-size:27pt;line-height:1.08;letter-spacing:-.02em}
.t4-name.cv-name--long{font-size:23pt}
.t4-name.cv-name--xlong{font-size:19pt}
.t4-job{margin-top:3mm;display:inline-block;font-family:'Montserrat',${FALLBACK_STACK},sans-serif;font-weight:500;font-size:9.6pt;letter-spacing:.01em;padding:1.2mm 3mm;background:${onBlock};color:${theme.accentIsDark ? theme.accentInk : theme.accent}}
.t4-header .cv-details{margin-top:4mm;display:flex;flex-wrap:wrap;gap:1.4mm 6mm;font-size:8.4pt}
.t4-header .cv-detail{display:flex;align-items:center;gap:1.8mm}
.t4-header .cv-icon{width:3.3mm;height:3.3mm;stroke-width:2.2}
.t4-personal{margin-top:1.6mm!important}
.t4-personal .cv-detail{display:block}
.t4-personal .cv-detail-label{font-weight:700}
.t4-header.t4-has-photo{padding-right:60mm;min-height:50mm}
.t4-photo{position:absolute;right:17mm;bottom:-8mm;width:35mm;height:43mm;object-fit:cover;border-radius:2mm;box-shadow:0 0 0 1.4mm #fff}
.t4-main{position:relative;z-index:1;padding:8mm 17mm 12mm 19mm}
.cv-page--cont .t4-main{padding-top:14mm}
.t4-main.t4-has-photo{padding-top:11.5mm}
.cv-section{margin-bottom:3.8mm}
.cv-section-title{display:flex;align-items:center;gap:3mm;margin-bottom:2.4mm;font-family:'Montserrat',${FALLBACK_STACK},sans-serif;font-weight:700;font-size:11pt;letter-spacing:.02em;text-transform:uppercase;color:var(--ink)}
.cv-section-title::before{content:'';flex:none;width:4.2mm;height:4.2mm;background:${bold}}
.cv-section-title::after{content:'';flex:1;height:1.2pt;background:${mixColors(bold, '#ffffff', 0.75)}}
.cv-item+.cv-item{margin-top:2.8mm}
.cv-item-date{font-family:'Montserrat',${FALLBACK_STACK},sans-serif;font-weight:700;font-size:7.6pt;line-height:1.45;color:${bold};font-variant-numeric:tabular-nums}
.cv-item-title{font-family:'Montserrat',${FALLBACK_STACK},sans-serif;font-weight:700;font-size:9.6pt;line-height:1.35;color:var(--ink)}
.cv-item-sub{font-size:9pt;color:var(--muted);font-style:italic}
.cv-item-body{margin-top:1.3mm}
.cv-rich{--bullet:${bold}}
.cv-group+.cv-group{margin-top:2.4mm}
.cv-group-title{font-family:'Montserrat',${FALLBACK_STACK},sans-serif;font-size:8.4pt;font-weight:600;color:var(--muted);margin-bottom:1.6mm}
.cv-levels--chips,.cv-tags{display:flex;flex-wrap:wrap;gap:1.6mm}
.cv-skills.cv-tags .cv-tag:not(:last-child){margin-right:0}
.cv-levels--chips .cv-level-item,.cv-tag{display:inline-flex;align-items:center;gap:2.2mm;background:${chip};color:${chipInk};border-radius:5mm;padding:1.1mm 3.4mm;font-size:8.6pt;font-weight:700;line-height:1.3}
.cv-levels--chips .cv-dot{width:1.5mm;height:1.5mm;background:${mixColors(chipInk, chip, 0.7)}}
.cv-levels--chips .cv-dot--on{background:${chipInk}}
.cv-levels--chips .cv-dots{gap:.8mm}
.cv-levels--rows{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:3mm 8mm}
.cv-languages .cv-level-name{display:block;font-weight:700;margin-bottom:1mm}
.cv-segments{gap:1mm}
.cv-segment{height:1.6mm;border-radius:.8mm;background:${mixColors(bold, '#ffffff', 0.82)}}
.cv-segment--on{background:${bold}}
.cv-level-text{display:block;font-size:8pt;color:var(--muted);margin-top:.8mm}
.cv-references{display:grid;grid-template-columns:1fr 1fr;gap:4mm 8mm}
.cv-reference{border-left:1.2pt solid ${bold};padding-left:3mm}
.cv-reference-name{font-family:'Montserrat',${FALLBACK_STACK},sans-serif;font-weight:700;font-size:9.2pt}
.cv-reference-contact{font-size:8.4pt;color:var(--muted)}
`;
  },
  render: (view) => {
    const hasHeader = Boolean(view.fullName || view.jobTitle || view.photo || view.contact.length || view.personal.length);
    return (
      <>
        <div className="cv-band t4-stripe" />
        {hasHeader ? (
          <header className={view.photo ? 't4-header t4-has-photo' : 't4-header'}>
            <div className="t4-id">
              {view.fullName ? (
                <h1 className={nameClass('t4-name', view.nameSize)}>
                  <NameText text={view.fullName} />
                </h1>
              ) : null}
              {view.jobTitle ? <p className="t4-job">{view.jobTitle}</p> : null}
              <DetailList lines={view.contact} style="icons" />
              <DetailList lines={view.personal} style="labels" className="t4-personal" />
            </div>
            {view.photo ? <img className="t4-photo" src={view.photo} alt={view.fullName || view.labels.photo} /> : null}
          </header>
        ) : null}
        <main className={view.photo ? 'cv-flow t4-main t4-has-photo' : 'cv-flow t4-main'}>
          <Sections sections={view.sections} style={style} />
        </main>
      </>
    );
  },
};
