/**
 * Billing error codes and French messages. The codes are part of the API contract (spec
 * accounts-and-billing §3 and §7); the messages quoted by §8 are used exactly as written.
 */
export const billingErrorCodes = {
  trialAlreadyUsed: 'TRIAL_ALREADY_USED',
  activeSubscription: 'ACTIVE_SUBSCRIPTION',
  portalAccessDenied: 'PORTAL_ACCESS_DENIED',
  trialActive: 'TRIAL_ACTIVE',
  noSubscription: 'NO_SUBSCRIPTION',
  noSchedule: 'NO_SCHEDULE',
  paymentMethodInvalid: 'PAYMENT_METHOD_INVALID',
  setupIncomplete: 'SETUP_INCOMPLETE',
  paymentFailed: 'PAYMENT_FAILED',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  samePlan: 'SAME_PLAN',
  subscriptionPastDue: 'SUBSCRIPTION_PAST_DUE',
  notResumable: 'NOT_RESUMABLE',
  previewExpired: 'PREVIEW_EXPIRED',
} as const;
export type BillingErrorCode = (typeof billingErrorCodes)[keyof typeof billingErrorCodes];

/** What the server answers with each code. */
export const billingServerMessages = {
  trialAlreadyUsed: "Vous avez déjà bénéficié de l'essai de 14 jours.",
  activeSubscription: 'Vous avez déjà un abonnement actif.',
  portalAccessDenied: 'Le portail de gestion est réservé aux abonnés actifs.',
  trialActive: "Votre essai est en cours\u00a0: gérez-le depuis la page de l'essai.",
  noSubscription: "Vous n'avez pas d'abonnement.",
  noSchedule: 'Le renouvellement automatique de votre essai est déjà annulé.',
  paymentMethodInvalid: "Ce moyen de paiement n'est pas valable pour votre compte.",
  setupIncomplete: "L'enregistrement du moyen de paiement n'est pas terminé.",
  paymentFailed: 'Le paiement a été refusé. Veuillez essayer un autre moyen de paiement.',
  providerUnavailable: 'Le service de paiement ne répond pas. Veuillez réessayer dans quelques instants.',
  samePlan: 'Vous êtes déjà abonné à cette formule.',
  subscriptionPastDue:
    "Le dernier paiement de votre abonnement n'a pas abouti\u00a0: mettez à jour votre moyen de paiement plutôt que de souscrire un nouvel abonnement.",
  notResumable: 'Cet abonnement ne peut plus être réactivé\u00a0: choisissez une offre sur la page Tarifs.',
  previewExpired: "Le montant affiché n'est plus à jour\u00a0: vérifiez le nouveau montant, puis confirmez à nouveau.",
  planChangeDuringTrial: "La formule ne peut pas être changée pendant l'essai.",
  /** A declined plan change: nothing changed (the plan is named after the colon). */
  planChangeDeclined: (plan: string) => `Paiement refusé\u00a0: votre formule reste ${plan}. Vérifiez votre carte ou essayez un autre moyen de paiement.`,
  trialUpgradeDeclined: 'Paiement refusé\u00a0: votre essai continue comme avant. Vérifiez votre carte ou essayez un autre moyen de paiement.',
  webhookSignature: 'Signature du webhook invalide.',
  webhookNotConfigured: 'Les webhooks de paiement ne sont pas configurés.',
  planTypeInvalid: 'Choisissez une formule\u00a0: mensuelle, trimestrielle ou annuelle.',
  paymentMethodRequired: 'Un moyen de paiement est requis.',
} as const;

/** Spec §8 "Subscription and payment", exactly. */
export const billingMessages = {
  fetchSubscription: "Erreur lors de la récupération de l'abonnement",
  fetchPlans: 'Erreur lors de la récupération des tarifs',
  createTrial: "Erreur lors de la création de l'abonnement d'essai",
  createSubscription: "Erreur lors de la création de l'abonnement",
  setupPaymentMethod: 'Erreur lors de la configuration du moyen de paiement',
  retrievePaymentMethod: 'Erreur lors de la récupération du moyen de paiement',
  updateSubscription: "Erreur lors de la mise à jour de l'abonnement",
  cancelSubscription: "Erreur lors de l'annulation de l'abonnement",
  fetchHistory: "Erreur lors de la récupération de l'historique des paiements",
  trialCancelFailed: "Erreur lors de l'annulation de l'abonnement. Veuillez réessayer.",
  portalAutomaticFailed: "Impossible d'ouvrir le portail de gestion automatiquement.",
  portalManualFailed: "Impossible d'ouvrir le portail de gestion. Veuillez contacter le support.",
  portalOpenFailed: "Erreur lors de l'ouverture du portail",
  paymentInitTrial: "Erreur lors de l'initialisation de l'abonnement d'essai. Veuillez réessayer.",
  paymentInitMethod: "Erreur lors de l'initialisation du moyen de paiement. Veuillez réessayer.",
  paymentCreateSubscription: "Erreur lors de la création de l'abonnement. Veuillez réessayer.",
  paymentFailed: 'Erreur lors du paiement. Veuillez réessayer.',
  paymentActionRequired: 'Authentification supplémentaire requise. Veuillez suivre les instructions.',
  paymentUnexpectedStatus: 'Statut de paiement inattendu. Veuillez réessayer.',
  paymentMethodUnexpectedState: 'État inattendu du moyen de paiement. Veuillez réessayer.',
  unexpected: "Une erreur inattendue s'est produite. Veuillez réessayer.",
  acceptTerms: 'Veuillez accepter les conditions générales pour continuer.',
  configurationRequired: 'Configuration requise',
  demoNotice: "Mode démonstration\u00a0: aucun paiement réel n'est effectué.",
  activeTitle: 'Abonnement actif',
  noActiveTitle: 'Aucun abonnement actif',
  trialEndedTitle: "Période d'essai terminée",
  trialUsedLabel: 'Essai déjà utilisé',
} as const;
