/** French answers of the CV calls; the client shows `detail` (spec sections 5 and 8). */
export const cvMessages = {
  invalidTemplate: 'Template invalide',
  invalidCv: 'Données de CV invalides',
  photoTooLarge: 'La taille du fichier ne doit pas dépasser 5MB',
  photoInvalid: 'Veuillez sélectionner un fichier image (JPEG, PNG ou WebP).',
  photoMissing: 'Veuillez sélectionner un fichier image',
  cvLimitReached: (max: number) => `Vous avez atteint la limite de ${max} CV. Supprimez un CV pour en créer un nouveau.`,
} as const;

export const CV_LIMIT_REACHED_CODE = 'cv_limit_reached';
