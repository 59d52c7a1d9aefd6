/**
 * The download gate's contract between the server and the web app: a download refused for
 * want of a subscription answers 403 with this code, and the client sends the user to /tarifs
 * with the notice below (spec: accounts-and-billing §4 "Download gate").
 */
export const SUBSCRIPTION_REQUIRED_CODE = 'subscription_required';
export const DOWNLOAD_NOTICE = 'Veuillez sélectionner une offre pour télécharger votre CV';
export const DOWNLOAD_NOTICE_MS = 10_000;
export const subscriptionRequiredDetail = 'Un abonnement actif est nécessaire pour télécharger votre CV.';
