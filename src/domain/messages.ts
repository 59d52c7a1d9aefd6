/**
 * French messages shared by the server answers and the web client.
 * Texts quoted by the specification are used exactly as written there.
 */
export const httpMessages = {
  badRequest: 'Données invalides. Veuillez vérifier vos informations.',
  unauthorized: 'Session expirée. Veuillez vous reconnecter.',
  forbidden: 'Accès non autorisé à cette ressource.',
  notFound: 'Ressource non trouvée.',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer plus tard.',
  serverError: 'Erreur serveur. Veuillez réessayer plus tard.',
  connectionProblem: 'Problème de connexion. Vérifiez votre connexion internet.',
  payloadTooLarge: 'Les données envoyées sont trop volumineuses.',
  uploadIncomplete: 'Le fichier n’est pas arrivé en entier\u00a0: la connexion a été interrompue. Veuillez réessayer.',
  unsupportedMediaType: 'Format de requête non pris en charge.',
  methodNotAllowed: 'Méthode non autorisée.',
  serviceUnavailable: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  databaseUnavailable: 'La base de données ne répond pas.',
  requiredField: 'Ce champ est obligatoire.',
} as const;

/** The fallback used when a call fails without an answer we can read. */
export function operationFailed(operation: string, status?: number): string {
  return status === undefined ? `Erreur lors de ${operation}. Veuillez réessayer.` : `Erreur lors de ${operation}. Code\u00a0: ${status}`;
}
