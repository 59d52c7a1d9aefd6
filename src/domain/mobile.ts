/**
 * Spec section 6: a width of 768 px or less, or a mobile user agent, counts as mobile (the
 * editor's layout). Shared by the editor (web/lib/use-is-mobile.ts) and the script that runs
 * before the first paint of the prerendered editor (prerender.ts), so that both decide alike.
 */
export const MOBILE_QUERY = '(max-width: 768px)';
export const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;
