import type { RegisteredOutcome } from '../../../lib/auth-flow';
import { local, localKeys, session as sessionStore, sessionKeys } from '../../../lib/storage-keys';
import { routes } from '../../../paths';
import { createCvOnce } from './create-cv-from-editor';
import { clearDraft, draftHasContent, readDraft } from './draft-storage';
import { editorPresence } from './editor-presence';
import { postSignInPlan } from './post-sign-in';

/** Accounts spec section 4, registration with a draft: what the registration modal says. */
export const registrationMessages = {
  cvSaved: 'Compte créé avec succès et CV sauvegardé\u00a0! Veuillez vérifier votre e-mail avant de vous connecter.',
  cvNotSaved:
    "Votre compte a été créé, mais le CV n'a pas pu être sauvegardé. Il reste enregistré sur cet appareil\u00a0: vérifiez votre e-mail, puis connectez-vous pour le sauvegarder.",
} as const;

/** Spec: with the CV saved, the visitor goes to /email-verification-pending after 3 s. */
export const REGISTERED_REDIRECT_MS = 3000;

/** The local draft, if the visitor wrote anything (an open editor writes its latest state first). */
function draftWithContent() {
  editorPresence()?.flushDraft();
  const draft = readDraft();
  return draft && draftHasContent(draft.cv) ? draft : undefined;
}

/**
 * Registration with a draft: the CV is created at once with the answered tokens (not stored:
 * the address must be verified first), then the draft is cleared. On failure the draft stays on
 * this device, to be saved at the first sign-in.
 */
export async function saveDraftAtRegistration(result: { tokens: { access: string } }): Promise<RegisteredOutcome | undefined> {
  const draft = draftWithContent();
  if (!draft) return undefined;
  try {
    const created = await createCvOnce(draft.cv, { accessToken: result.tokens.access }).created;
    clearDraft();
    // A download was asked for: the first sign-in (after the e-mail is verified, maybe in another
    // tab, where sessionStorage is empty) comes back to this CV and opens its download modal.
    if (local.get(localKeys.pendingDownloadRedirect) === 'true') local.set(localKeys.downloadRedirectUrl, routes.editorCv(created.meta.id));
    return { message: registrationMessages.cvSaved, tone: 'success', redirectTo: routes.emailVerificationPending, closeAfterMs: REGISTERED_REDIRECT_MS };
  } catch {
    return { message: registrationMessages.cvNotSaved, tone: 'warning' };
  }
}

/** After signing in (the tokens are stored): the draft becomes a CV, and the download intent is honoured. */
export async function saveDraftAtSignIn({ returnTo }: { returnTo?: string }): Promise<string | undefined> {
  const pendingDownload = local.get(localKeys.pendingDownloadRedirect) === 'true';
  // The CV saved at registration is where a download intent returns, before the page that asked.
  const savedAtRegistration = pendingDownload ? local.get(localKeys.downloadRedirectUrl) : null;
  const storedRedirect = savedAtRegistration ?? sessionStore.get(sessionKeys.redirectAfterLogin);
  const downloadIntent = (sessionStore.get(sessionKeys.redirectType) === 'download' && !!storedRedirect) || pendingDownload;
  const draft = draftWithContent();
  let savedCvId: string | undefined;
  let draftSaveFailed = false;
  if (draft) {
    try {
      savedCvId = (await createCvOnce(draft.cv).created).meta.id;
      clearDraft();
    } catch {
      draftSaveFailed = true;
    }
  }
  // No draft left: the editor's own save (started by the sign-in too) may have made it a CV first.
  savedCvId ??= editorPresence()?.savedCvId();
  const plan = postSignInPlan({ downloadIntent, storedRedirect, returnTo, savedCvId, draftSaveFailed, editorPath: editorPresence()?.path() });
  if (downloadIntent) {
    sessionStore.remove(sessionKeys.redirectAfterLogin);
    sessionStore.remove(sessionKeys.redirectType);
    local.remove(localKeys.pendingDownloadRedirect);
    local.remove(localKeys.downloadRedirectUrl);
  }
  if (plan.openDownloadModal) local.set(localKeys.shouldOpenDownloadModal, 'true');
  return plan.destination;
}
