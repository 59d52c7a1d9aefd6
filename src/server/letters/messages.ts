/** French answers of the letter calls; the client shows `detail` and the field errors. */
export const letterMessages = {
  invalidLetter: 'Données de lettre invalides',
  invalidTemplate: 'Template invalide',
  titleRequired: 'Veuillez saisir un nom pour la lettre.',
  cvNotFound: 'Ce CV n’existe pas ou plus.',
  letterLimitReached: (max: number) => `Vous avez atteint la limite de ${max} lettres. Supprimez une lettre pour en créer une nouvelle.`,
  versionConflict: 'Cette lettre a été modifiée ailleurs (un autre onglet ou un autre appareil) depuis votre dernière sauvegarde.',
  signatureInvalid: 'Veuillez sélectionner un fichier image (JPEG, PNG ou WebP).',
  signatureTooLarge: 'La taille du fichier ne doit pas dépasser 5MB',
} as const;

export const LETTER_VERSION_CONFLICT_CODE = 'version_conflict';
export const LETTER_LIMIT_REACHED_CODE = 'letter_limit_reached';
