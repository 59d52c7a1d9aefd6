/** French answers of the CV calls; the client shows `detail` (spec sections 5 and 8). */
export const cvMessages = {
  invalidTemplate: 'Template invalide',
  invalidCv: 'Données de CV invalides',
  photoTooLarge: 'La taille du fichier ne doit pas dépasser 5MB',
  photoInvalid: 'Veuillez sélectionner un fichier image (JPEG, PNG ou WebP).',
  photoMissing: 'Veuillez sélectionner un fichier image',
  cvLimitReached: (max: number) => `Vous avez atteint la limite de ${max} CV. Supprimez un CV pour en créer un nouveau.`,
  versionConflict: 'Ce CV a été modifié ailleurs (un autre onglet ou un autre appareil) depuis votre dernière sauvegarde.',
  previewPhotoMissing: 'La photo de l’aperçu n’est plus disponible : elle va être renvoyée.',
  versionNotFound: 'Cette version n’existe plus dans l’historique.',
  invalidCheckpoints: (max: number) => `Les versions à garder avant une modification doivent être une liste de ${max} éléments au plus.`,
  invalidCheckpointCause: 'Cette raison de garder une version n’est pas reconnue.',
  unknownField: 'Champ inconnu\u00a0: il ne fait pas partie d’un CV.',
  unknownFieldDidYouMean: (known: string) => `Champ inconnu. Vouliez-vous dire ${known}\u00a0?`,
} as const;

/** 409 of a save based on a version that is no longer the CV's current one. */
export const VERSION_CONFLICT_CODE = 'version_conflict';

export const CV_LIMIT_REACHED_CODE = 'cv_limit_reached';
