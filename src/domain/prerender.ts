/**
 * Public pages are served with their content already in index.html (rendered by the server
 * from the web app's own components), so that text paints before any script has run.
 */

/** The region inside `<div id="root">` that the server replaces with a page's prerendered HTML. */
export const ROOT_REGION = /<!--root-->[\s\S]*?<!--\/root-->/;

/** Set on `<div id="root">` when it holds a prerendered page: the client then renders over it in one step. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Run in the head of a prerendered page, before it paints: marks `<html data-session>` when
 * the browser holds an access token (storage key `token`, as in web/lib/storage-keys.ts), so
 * that the anonymous page's sign-in buttons stay hidden until the app knows who is there.
 * The server allows exactly this script in its Content-Security-Policy, by hash.
 */
export const SESSION_HINT_SCRIPT =
  'try{if(localStorage.getItem("token"))document.documentElement.setAttribute("data-session","")}catch(e){}';
