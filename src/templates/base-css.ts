/**
 * Print rules shared by every design. The page box has no margin so that colour bands can
 * bleed to the edges; each design gives its flowing columns vertical padding with
 * `box-decoration-break: clone`, which repeats that padding at the top and bottom of every
 * page (so no flowing box may end with a bottom margin: it would push an empty page). Sidebars keep their look on every page through a `position: fixed` band, which
 * Chromium repeats on each printed page.
 *
 * Reading order: nothing that carries text is positioned or floated (Chromium writes such
 * boxes after the rest of the page, so a PDF parser would read them out of order). Bullets are
 * list markers, dated items a grid (date column, then title, company and body).
 */
export const baseCss = `
@page{size:A4;margin:0}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact;background:#fff}
body{margin:0;color:var(--ink);overflow-wrap:break-word;word-break:normal;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility;font-kerning:normal}
h1,h2,h3,h4,p,ul,ol{margin:0;padding:0}
ul{list-style:none}
img{display:block}
.cv-flow{-webkit-box-decoration-break:clone;box-decoration-break:clone}
.cv-flow>:last-child,.cv-flow>:last-child>:last-child,.cv-section:last-child,.cv-block:last-child{margin-bottom:0!important}
.cv-band{position:fixed;top:0;bottom:0;z-index:0}
.cv-section-title,.cv-group-title{break-after:avoid;break-inside:avoid}
.cv-item-head{break-inside:avoid}
.cv-item-head:not(:last-child){break-after:avoid}
.cv-reference,.cv-level-item{break-inside:avoid}
.cv-rich{orphans:2;widows:2}
.cv-rich p{margin:0 0 .45em}
.cv-rich>:last-child{margin-bottom:0}
.cv-rich ul,.cv-rich ol{margin:.15em 0 .45em;padding-left:1.25em}
.cv-rich ol{list-style:decimal}
.cv-rich ul{list-style:disc outside}
.cv-rich li::marker{color:var(--bullet,currentColor)}
.cv-rich li{margin:0 0 .2em}
.cv-rich li>p{margin:0}
.cv-rich strong,.cv-rich b{font-weight:700}
.cv-item--dated .cv-item-head{display:grid;grid-template-columns:var(--cv-date-col,29mm) minmax(0,1fr);column-gap:var(--cv-date-gap,4mm)}
.cv-item--dated .cv-item-head>.cv-item-date{grid-column:1;grid-row:1/span 2}
.cv-item--dated .cv-item-head>:not(.cv-item-date){grid-column:2}
.cv-item--dated>.cv-item-body{margin-left:calc(var(--cv-date-col,29mm) + var(--cv-date-gap,4mm))}
.cv-nowrap{white-space:nowrap}
.cv-link{color:inherit;text-decoration:none;overflow-wrap:normal;word-break:normal;hyphens:none}
.cv-link-part{white-space:nowrap}
.cv-link--long .cv-link-part{white-space:normal;line-break:anywhere}
.cv-item-sub>span+span::before{content:'·';margin:0 .45em}
.cv-tags{display:flex;flex-wrap:wrap}
.cv-tag{break-inside:avoid}
.cv-details li,.cv-level-item>*,.cv-item-line>*{min-width:0}
.cv-level-name,.cv-detail-value,.cv-item-title{overflow-wrap:anywhere}
.cv-level-text{flex:none}
.cv-icon{width:1em;height:1em;flex:none}
.cv-bar{display:block;height:4px;border-radius:2px;overflow:hidden}
.cv-bar-fill{display:block;height:100%;border-radius:2px}
.cv-dots{display:inline-flex;gap:3px;flex:none}
.cv-dot{width:7px;height:7px;border-radius:50%}
.cv-segments{display:flex;gap:2px}
.cv-segment{flex:1;height:4px;border-radius:1px}
@media screen{body{width:210mm;min-height:297mm;margin:0 auto;position:relative}.cv-band{position:absolute}}
`;
