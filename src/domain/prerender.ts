/**
 * Public pages are served with their content already in index.html (rendered by the server
 * from the web app's own components), so that text paints before any script has run.
 */

/** The region inside `<div id="root">` that the server replaces with a page's prerendered HTML. */
export const ROOT_REGION = /<!--root-->[\s\S]*?<!--\/root-->/;

/** Set on `<div id="root">` when it holds a prerendered page: the client then renders over it in one step. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
