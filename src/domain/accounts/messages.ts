/**
 * French messages of accounts, sign-in and the account pages, shared by the server answers and
 * the web client. Texts quoted by the specification are used exactly as written there (note
 * that the spec itself writes some with and some without a final period).
 */
export const accountMessages = {
  // Spec section 5: validation.
  acceptTerms: 'Vous devez accepter les conditions générales.',
  lastNameRequired: 'Le nom est requis',
  firstNameRequired: 'Le prénom est requis',
  emailRequired: "L'adresse e-mail est requise",
  emailInvalid: "L'adresse e-mail n'est pas valide",
  phoneInvalid: "Le numéro de téléphone n'est pas valide",
  /** Reset form (with a period). */
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  /** Change-password form (the spec writes these without a period). */
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  newPasswordRequired: 'Le nouveau mot de passe est requis',
  newPasswordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  newPasswordMustDiffer: "Le nouveau mot de passe doit être différent de l'actuel",
  confirmationRequired: 'La confirmation du mot de passe est requise',
  confirmationMismatch: 'Les mots de passe ne correspondent pas',

  // Spec section 8: authentication.
  loginFailed: 'Échec de la connexion. Veuillez réessayer.',
  registerFailed: "Échec de l'inscription. Veuillez réessayer.",
  registeredCheckEmail: 'Compte créé avec succès\u00a0! Veuillez vérifier votre email avant de vous connecter.',
  tokensNotFound: 'Invalid response format: tokens not found',
  genericRetry: 'Une erreur est survenue. Veuillez réessayer.',
  /** Shown where an e-mail is promised while the installation keeps mails on the server (MAIL=outbox). */
  mailOutboxNotice:
    'Mode démonstration\u00a0: ce site n’envoie aucun e-mail. Le message est enregistré sur le serveur\u00a0; demandez le lien à la personne qui gère le site.',
  verifyMissingKey: 'Lien de vérification invalide. Le paramètre de vérification est manquant.',
  verifyMissingTokens: 'Erreur lors de la vérification. Veuillez réessayer.',
  verifyUnexpectedStatus: 'Une erreur est survenue lors de la vérification de votre e-mail.',
  verifyInvalidKey: 'Le lien de vérification est invalide ou a expiré. Veuillez demander un nouveau lien de vérification.',
  verifySuccess: 'Votre adresse e-mail a été vérifiée avec succès\u00a0! Vous allez être redirigé automatiquement.',
  resetMissingLink: 'Lien de réinitialisation invalide ou manquant.',
  resetLinkInvalid: 'Ce lien de réinitialisation a expiré ou est invalide.',
  resetTokenInvalid: 'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Veuillez demander un nouveau lien.',
  resetUidInvalid: 'Ce lien de réinitialisation est invalide. Veuillez demander un nouveau lien.',

  // Spec section 8: account pages.
  contactSent: 'Votre message a été envoyé avec succès\u00a0!',
  contactFailed: "Une erreur est survenue lors de l'envoi du message.",
  passwordChangeFailed: 'Une erreur est survenue lors du changement de mot de passe',
  passwordChanged: 'Votre mot de passe a été modifié avec succès\u00a0!',
  profileLoadFailed: 'Erreur lors du chargement des informations',
  profileUpdateFailed: 'Une erreur est survenue lors de la mise à jour de vos informations',
  profileUpdated: 'Vos informations ont été mises à jour avec succès\u00a0!',

  // Ours: the server's answers the specification leaves to us.
  passwordRequired: 'Le mot de passe est requis',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 256 caractères.',
  passwordTooCommon: 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  passwordTooSimple: 'Ce mot de passe est trop facile à deviner (suite ou répétition de caractères).',
  passwordTooPersonal: 'Le mot de passe ne doit pas reprendre votre nom ou votre adresse e-mail.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  /** Sign-in refused to unknown browsers after too many wrong passwords on the account (device cookies). */
  loginLockedForNewDevices:
    'Trop de tentatives de connexion à ce compte depuis des appareils inconnus. Connectez-vous depuis un navigateur où vous vous êtes déjà connecté, ou choisissez un nouveau mot de passe avec «\u00a0Mot de passe oublié\u00a0?\u00a0». Sinon, réessayez dans 15\u00a0minutes.',
  emailNotVerified: "Votre adresse e-mail n'a pas encore été vérifiée. Cliquez sur le lien que nous vous avons envoyé, ou demandez-en un nouveau.",
  emailVerificationRequired: 'Veuillez vérifier votre adresse e-mail pour accéder à cette fonctionnalité.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  emailTakenByOther: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  tokenNotValid: 'Le jeton est invalide ou a expiré.',
  notAuthenticated: 'Vous devez être connecté pour accéder à cette ressource.',
  loggedOut: 'Vous avez été déconnecté.',
  emailVerified: 'Votre adresse e-mail a été vérifiée avec succès\u00a0!',
  emailChangeConfirmed: 'Votre nouvelle adresse e-mail est confirmée.',
  emailAlreadyVerified: 'Cette adresse e-mail est déjà vérifiée. Vous pouvez vous connecter.',
  verificationResent: 'Si un compte en attente de vérification existe pour cette adresse, un nouveau lien de vérification vient de lui être envoyé.',
  resetRequested:
    'Si un compte existe pour cette adresse e-mail, vous recevrez dans quelques minutes un e-mail contenant un lien pour réinitialiser votre mot de passe.',
  resetLinkValid: 'Le lien de réinitialisation est valide.',
  resetDone: 'Votre mot de passe a été réinitialisé avec succès. Vous pouvez maintenant vous connecter.',
  fieldRequired: 'Ce champ est obligatoire.',
  fieldInvalid: 'Cette valeur n’est pas valide.',
  fieldTooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  emailChangePending: (email: string) =>
    `Un lien de confirmation a été envoyé à ${email}. Votre adresse actuelle reste active jusqu'à ce que vous cliquiez sur ce lien.`,
} as const;

/** Spec section 6: the anonymous prompt, one message per reason. */
export const anonymousPromptMessages = {
  save: "Vous n'êtes pas connecté. Connectez-vous pour sauvegarder votre CV.",
  download: 'Pour télécharger votre CV, vous devez être connecté. Voulez-vous vous connecter maintenant\u00a0?',
  access: 'Vous devez être connecté pour accéder à cette fonctionnalité.',
  create: 'Connectez-vous pour créer et sauvegarder vos CV.',
} as const;

export type AnonymousPromptReason = keyof typeof anonymousPromptMessages;

/** Error codes the client branches on (`{detail, code}` answers). */
export const accountErrorCodes = {
  tokenNotValid: 'token_not_valid',
  notAuthenticated: 'not_authenticated',
  emailNotVerified: 'email_not_verified',
  invalidKey: 'invalid_key',
  alreadyVerified: 'already_verified',
} as const;
