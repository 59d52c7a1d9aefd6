import { routes } from '../../../paths';

export interface SignInFacts {
  /** A download was asked for before signing in (redirectAfterLogin of type download, or pendingDownloadRedirect). */
  downloadIntent: boolean;
  /** The page stored by the anonymous prompt (redirectAfterLogin). */
  storedRedirect?: string | null;
  /** The protected page the visitor was sent away from. */
  returnTo?: string;
  /** The local draft was just saved as this CV. */
  savedCvId?: string;
  /** A draft with content could not be saved (it stays local). */
  draftSaveFailed: boolean;
  /** The editor page the visitor signed in from, if any. */
  editorPath?: string;
}

export interface SignInPlan {
  /** undefined: the default rules of lib/auth-flow.ts decide. */
  destination?: string;
  /** Store shouldOpenDownloadModal: the editor opens its download modal 1 s after arriving. */
  openDownloadModal: boolean;
}

const isSafePath = (path: string | null | undefined): path is string => !!path && path.startsWith('/') && !path.startsWith('//');

/**
 * Where a visitor goes after signing in, given the draft and the download intent
 * (accounts spec section 4, CV spec section 4):
 * - a download intent returns to the editor (the saved draft's CV, else the stored editor page)
 *   and opens the download modal there; a user without a subscription is then sent to /tarifs
 *   with the notice by the download itself;
 * - a saved draft opens its new CV (unless a protected page was being visited);
 * - a draft that could not be saved goes back to the editor, where it is kept and retried;
 * - signing in from the editor stays in the editor.
 */
export function postSignInPlan(facts: SignInFacts): SignInPlan {
  const savedCvPath = facts.savedCvId ? routes.editorCv(facts.savedCvId) : undefined;
  if (facts.downloadIntent) {
    const stored = isSafePath(facts.storedRedirect) ? facts.storedRedirect : undefined;
    return { destination: savedCvPath ?? stored ?? facts.editorPath ?? routes.editor, openDownloadModal: true };
  }
  const returnTo = isSafePath(facts.returnTo) && facts.returnTo !== routes.home ? facts.returnTo : undefined;
  if (savedCvPath) return { destination: returnTo ?? savedCvPath, openDownloadModal: false };
  if (facts.draftSaveFailed) return { destination: returnTo ?? facts.editorPath ?? routes.editor, openDownloadModal: false };
  if (facts.editorPath && !returnTo) return { destination: facts.editorPath, openDownloadModal: false };
  return { openDownloadModal: false };
}
