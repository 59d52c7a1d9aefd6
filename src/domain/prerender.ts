/**
 * Public pages are served with their content already in index.html (rendered by the server
 * from the web app's own components), so that text paints before any script has run.
 */

/** The region inside `<div id="root">` that the server replaces with a page's prerendered HTML. */
export const ROOT_REGION = /<!--root-->[\s\S]*?<!--\/root-->/;

/** Set on `<div id="root">` when it holds a prerendered page: the client then renders over it in one step. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * A prerendered button that works before the app has loaded carries this attribute, naming
 * what it does (`login`, `register`): a click on it is kept in `window[EARLY_CLICK_GLOBAL]`,
 * and the app does it once it has taken over the page.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
export const EARLY_CLICK_GLOBAL = '__cvSuisseEarlyClick';

/**
 * Run in the head of a prerendered page, before it paints:
 * - marks `<html data-session>` when the browser holds an access token (storage key `token`,
 *   as in web/lib/storage-keys.ts), so that the anonymous page's sign-in buttons stay hidden
 *   until the app knows who is there;
 * - keeps a click on an early-click button of the prerendered page (« Connexion »,
 *   « Inscription »), which has no handler until the app has loaded: the app opens the dialog
 *   then, instead of the click being lost.
 * The server allows exactly this script in its Content-Security-Policy, by hash.
 */
export const SESSION_HINT_SCRIPT =
  'try{if(localStorage.getItem("token"))document.documentElement.setAttribute("data-session","")}catch(e){}' +
  'document.addEventListener("click",function(e){' +
  `var r=document.getElementById("root"),t=e.target&&e.target.closest?e.target.closest("[${EARLY_CLICK_ATTRIBUTE}]"):null;` +
  `if(t&&r&&r.hasAttribute("${PRERENDERED_ATTRIBUTE}")&&r.contains(t))window.${EARLY_CLICK_GLOBAL}=t.getAttribute("${EARLY_CLICK_ATTRIBUTE}")` +
  '},true);';
