/**
 * Rules shared by every design. A design lays out one A4 page box (`.cv-page`, 210 x 297 mm,
 * clipped); its flowing columns (`.cv-flow`) carry the page margins as padding. The renderer's
 * paginator (pagination/paginate-document.ts) then moves what does not fit into copies of that
 * box, one per sheet: the PDF prints the boxes one per page and the editor shows the same boxes.
 * Sidebars are bands (`.cv-band`) positioned in each page box, so every page has its sidebar.
 * Copies of a cut container are marked `data-cont`: no top margin, no second bullet.
 *
 * Reading order: nothing that carries text is positioned or floated (Chromium writes such
 * boxes after the rest of the page, so a PDF parser would read them out of order). Bullets are
 * list markers. An item reads title, then employer · place, then its period: the period stands
 * at the right end of the employer line, or on a line of its own below it when both do not fit
 * (a flex row that wraps), so that no employer or school name wraps beside a date.
 *
 * Text layer: bullets are a « • » string marker (a drawn disc leaves no character for a parser),
 * common ligatures are off (a ligature glyph splits a word into several text items), and a name is
 * one unbroken run (`.cv-name`, fitted to its box by the paginator).
 */
export const baseCss = `
@page{size:A4;margin:0}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact;background:#fff}
body{margin:0;color:var(--ink);font-variant-ligatures:no-common-ligatures;overflow-wrap:break-word;word-break:normal;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility;font-kerning:normal}
h1,h2,h3,h4,p,ul,ol{margin:0;padding:0}
ul{list-style:none}
img{display:block}
.cv-page{position:relative;isolation:isolate;width:210mm;height:297mm;overflow:hidden;break-after:page;break-inside:avoid}
.cv-page-number{position:absolute;z-index:-1;right:10mm;bottom:6mm;margin:0;font-size:.8em;line-height:1;color:#6b7078;font-variant-numeric:tabular-nums}
.cv-page:last-child{break-after:auto}
.cv-flow>:first-child,[data-cont]{margin-top:0!important}
[data-cont]{border-top:0!important;padding-top:0!important}
[data-cont]>.cv-section-title:first-child{margin-top:0}
li[data-cont]{list-style:none}
li[data-cont]::before,li[data-cont]::marker{content:none}
.cv-flow>:last-child,.cv-flow>:last-child>:last-child,.cv-section:last-child,.cv-block:last-child{margin-bottom:0!important}
.cv-band{position:absolute;top:0;bottom:0;z-index:0}
.cv-section-title,.cv-group-title{break-after:avoid;break-inside:avoid}
.cv-item-head{break-inside:avoid}
.cv-item-head:not(:last-child){break-after:avoid}
.cv-reference,.cv-level-item{break-inside:avoid}
.cv-rich{orphans:2;widows:2}
.cv-rich p{margin:0 0 .45em}
.cv-rich>:last-child{margin-bottom:0}
.cv-rich ul,.cv-rich ol{margin:.15em 0 .45em;padding-left:1.25em}
.cv-rich ol{list-style:decimal}
.cv-rich ul{list-style:'•\\00a0\\00a0' outside}
.cv-rich li::marker{color:var(--bullet,currentColor)}
.cv-rich li{margin:0 0 .2em}
.cv-rich li>p{margin:0}
.cv-rich strong,.cv-rich b{font-weight:700}
.cv-item-head{display:flex;flex-wrap:wrap;align-items:baseline;column-gap:4mm}
.cv-item-head>.cv-item-title{flex:1 0 100%}
.cv-item-head>.cv-item-sub{flex:1 1 auto}
.cv-item-head>.cv-item-date{flex:none;margin-left:auto}
.cv-item-head--title-only>.cv-item-title{flex:1 1 auto}
.cv-item-date{white-space:nowrap}
.cv-name{white-space:nowrap}
.cv-link{color:inherit;text-decoration:none;overflow-wrap:normal;word-break:normal;hyphens:none}
.cv-link-part{white-space:nowrap}
.cv-link--long .cv-link-part{white-space:normal;line-break:anywhere}
.cv-item-sub>span+span::before{content:'·';margin:0 .45em}
.cv-tags{display:flex;flex-wrap:wrap}
.cv-tag{break-inside:avoid}
.cv-mark{color:var(--bullet,currentColor)}
.cv-skills.cv-tags .cv-tag+.cv-tag::before{content:none}
.cv-skills.cv-tags .cv-tag:not(:last-child){margin-right:1.6mm}
.cv-details li,.cv-level-item>*,.cv-item-head>*{min-width:0}
.cv-level-name,.cv-detail-value,.cv-item-title{overflow-wrap:anywhere}
.cv-level-text{flex:none}
.cv-icon{width:1em;height:1em;flex:none}
.cv-bar{display:block;height:4px;border-radius:2px;overflow:hidden}
.cv-bar-fill{display:block;height:100%;border-radius:2px}
.cv-dots{display:inline-flex;gap:3px;flex:none}
.cv-dot{width:7px;height:7px;border-radius:50%}
.cv-segments{display:flex;gap:2px}
.cv-segment{flex:1;height:4px;border-radius:1px}
@media screen{html,body{background:transparent}.cv-page{background:#fff}.cv-page+.cv-page{margin-top:16px}}
`;
