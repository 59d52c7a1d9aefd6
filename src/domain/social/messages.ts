import { providerLabels, type SocialProvider } from './providers.js';

/**
 * French messages of social sign-in, shared by the server answers and the web client. Texts quoted
 * by the specification (section 8) are used exactly as written there, including the one it gives
 * in English (section 5).
 */
export const socialMessages = {
  // Spec section 8: the popup of Google and LinkedIn.
  oauthFailed: "Échec de l'authentification OAuth",
  oauthPopupClosed: "La fenêtre d'authentification OAuth a été fermée par l'utilisateur",
  oauthTimeout: "Délai d'expiration de l'authentification OAuth",
  oauthTokensMissing: 'Format de réponse OAuth invalide - tokens manquants',
  // Spec section 8: Apple.
  appleFailed: "Échec de l'authentification Apple",
  appleTokensMissing: 'Format de réponse Apple OAuth invalide - tokens manquants',
  // Spec section 5 (written in English there).
  appleInvalidData: 'Invalid Apple authentication data received',
  // Spec section 8: the others.
  missingCode: "Aucun code d'autorisation reçu",
  missingAppleData: "Aucune donnée d'autorisation Apple reçue",
  invalidResult: "Résultat d'authentification invalide reçu",
  unsupportedProvider: 'Fournisseur non pris en charge',
  providerFailed: (provider: SocialProvider) => `Échec de l'authentification ${providerLabels[provider]}. Veuillez réessayer.`,
  callbackError: (message: string) => `Erreur\u00a0: ${message}`,

  // Ours: what the specification leaves to us.
  notConfigured: (provider: SocialProvider) => `La connexion avec ${providerLabels[provider]} n'est pas configurée sur ce serveur.`,
  invalidState: 'Cette demande de connexion est invalide. Veuillez recommencer la connexion.',
  stateUsed: 'Cette demande de connexion a déjà été utilisée. Veuillez recommencer la connexion.',
  stateExpired: 'Cette demande de connexion a expiré. Veuillez recommencer la connexion.',
  providerDenied: (provider: SocialProvider) => `La connexion avec ${providerLabels[provider]} a été annulée.`,
  providerUnavailable: (provider: SocialProvider) => `${providerLabels[provider]} ne répond pas pour le moment. Veuillez réessayer dans quelques instants.`,
  emailMissing: (provider: SocialProvider) =>
    `${providerLabels[provider]} ne nous a pas communiqué votre adresse e-mail. Autorisez l'accès à votre adresse e-mail, ou créez un compte avec votre e-mail et un mot de passe.`,
  emailNotVerified: (provider: SocialProvider) =>
    `Votre adresse e-mail n'est pas vérifiée par ${providerLabels[provider]}\u00a0: elle ne peut pas servir à vous connecter. Vérifiez-la auprès de ${providerLabels[provider]}, ou connectez-vous avec votre e-mail et votre mot de passe.`,
  continueWith: (provider: SocialProvider) => `Continuer avec ${providerLabels[provider]}`,
  inProgress: (provider: SocialProvider) => `Connexion avec ${providerLabels[provider]} en cours…`,
  signedIn: 'Connexion réussie\u00a0! Redirection en cours…',
  signedInPopup: 'Vous êtes connecté. Cette fenêtre va se fermer…',
  finishInPopup: (provider: SocialProvider) => `Terminez la connexion dans la fenêtre ${providerLabels[provider]} qui vient de s'ouvrir.`,
  popupBlocked: 'La fenêtre de connexion a été bloquée par votre navigateur. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
} as const;

/** The popup's three messages per provider (spec section 8); Apple has its own failure text. */
export function popupMessages(provider: SocialProvider): { failed: string; closed: string; timeout: string; tokensMissing: string } {
  return provider === 'apple'
    ? {
        failed: socialMessages.appleFailed,
        closed: socialMessages.oauthPopupClosed,
        timeout: socialMessages.oauthTimeout,
        tokensMissing: socialMessages.appleTokensMissing,
      }
    : {
        failed: socialMessages.oauthFailed,
        closed: socialMessages.oauthPopupClosed,
        timeout: socialMessages.oauthTimeout,
        tokensMissing: socialMessages.oauthTokensMissing,
      };
}

/** Error codes of the social answers (`{detail, code}`), for clients that branch on them. */
export const socialErrorCodes = {
  providerNotConfigured: 'provider_not_configured',
  unsupportedProvider: 'unsupported_provider',
  missingCode: 'missing_code',
  invalidState: 'invalid_state',
  stateUsed: 'state_used',
  stateExpired: 'state_expired',
  providerDenied: 'provider_denied',
  codeRejected: 'code_rejected',
  invalidResult: 'invalid_result',
  providerUnavailable: 'provider_unavailable',
  emailMissing: 'email_missing',
  emailNotVerified: 'email_not_verified_by_provider',
} as const;
