import { MOBILE_AGENT, MOBILE_QUERY } from './mobile.js';

/**
 * Public pages are served with their content already in index.html (rendered by the server
 * from the web app's own components), so that text paints before any script has run.
 */

/**
 * The region inside `<div id="root">` that the server replaces with a page's prerendered HTML,
 * with the blank space around it: #root then holds exactly the page's elements (a hydrated page
 * may have no other node in it).
 */
export const ROOT_REGION = /\s*<!--root-->[\s\S]*?<!--\/root-->\s*/;

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
 * Set on `<html>` before the first paint of the prerendered editor (`/editor`, the phone's model
 * picker as a visitor without a draft sees it) when the app may show something else: a stored
 * draft (`tempCvData`: it may open on the form), a session (`token`: the editor waits for the
 * profile, and a signed-in user's unsaved CV opens on the form), or a screen that is not a
 * phone's (the desktop layout). The prerendered editor (`[data-editor-page]`) then stays hidden
 * below the site's header until the app has rendered (styles.css), as before it was prerendered: no picker flash.
 */
export const EDITOR_HOLD_ATTRIBUTE = 'data-editor-hold';

/**
 * Run in the head of a prerendered page, before it paints:
 * - marks `<html data-session>` when the browser holds an access token (storage key `token`,
 *   as in web/lib/storage-keys.ts), so that the anonymous page's sign-in buttons stay hidden
 *   until the app knows who is there;
 * - marks `<html data-editor-hold>` when the prerendered editor may not be what the app shows
 *   (EDITOR_HOLD_ATTRIBUTE; the same mobile test as web/lib/use-is-mobile.ts; when storage
 *   cannot be read the hold is set, the safe side);
 * - keeps a click on an early-click button of the prerendered page (« Connexion »,
 *   « Inscription »), which has no handler until the app has loaded: the app opens the dialog
 *   then, instead of the click being lost.
 * The server allows exactly this script in its Content-Security-Policy, by hash.
 */
export const SESSION_HINT_SCRIPT =
  'var d=document.documentElement;' +
  'try{if(localStorage.getItem("token"))d.setAttribute("data-session","")}catch(e){}' +
  `try{if(localStorage.getItem("token")||localStorage.getItem("tempCvData")||!(window.matchMedia(${JSON.stringify(MOBILE_QUERY)}).matches||/${MOBILE_AGENT.source}/${MOBILE_AGENT.flags}.test(window.navigator.userAgent)))d.setAttribute("${EDITOR_HOLD_ATTRIBUTE}","")}` +
  `catch(e){d.setAttribute("${EDITOR_HOLD_ATTRIBUTE}","")}` +
  'document.addEventListener("click",function(e){' +
  `var r=document.getElementById("root"),t=e.target&&e.target.closest?e.target.closest("[${EARLY_CLICK_ATTRIBUTE}]"):null;` +
  `if(t&&r&&r.hasAttribute("${PRERENDERED_ATTRIBUTE}")&&r.contains(t))window.${EARLY_CLICK_GLOBAL}=t.getAttribute("${EARLY_CLICK_ATTRIBUTE}")` +
  '},true);';

/** The data block (JSON: `{entry, preload}`) naming the code that CODE_AFTER_PAINT_SCRIPT loads. */
export const DEFERRED_CODE_ELEMENT_ID = 'deferred-code';

/**
 * Run at the top of a prerendered page's head (a public page, the phone's editor; after the
 * session hint, which sets the hold, and the list it reads): asks for the app's code (its module
 * preloads, then its entry) once the page has painted, so that on a phone's network the page's
 * stylesheet, font and first images are not sharing the bandwidth with some 150-300 KB of code
 * nobody needs to read the page. When the hold is set (EDITOR_HOLD_ATTRIBUTE: a draft, a session,
 * a wide screen) it is asked for at once: on /editor only the code can show the page then, and
 * on a public page a signed-in visitor's header waits for it (« Mon compte »), while a wide
 * screen has the bandwidth. So it is in a tab opened in the background, which paints no frame
 * until it is shown. The server allows exactly this script by hash.
 */
export const CODE_AFTER_PAINT_SCRIPT =
  '(function(){var d=document,b=d.getElementById("' +
  DEFERRED_CODE_ELEMENT_ID +
  '");if(!b)return;var c=JSON.parse(b.textContent);' +
  'function add(t,a,u){var e=d.createElement(t);if(a)e.rel=a;else e.type="module";e.crossOrigin="";e[a?"href":"src"]=u;d.head.appendChild(e)}' +
  'function go(){c.preload.forEach(function(u){add("link","modulepreload",u)});add("script","",c.entry)}' +
  `if(d.documentElement.hasAttribute("${EDITOR_HOLD_ATTRIBUTE}")||d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})();`;
