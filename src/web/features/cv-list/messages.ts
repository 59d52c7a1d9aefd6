/** The French texts of the CV list (spec sections 2, 5 and 8; quoted ones exactly as written). */
export const cvListMessages = {
  title: 'Curriculum vitae',
  create: '+ Créer',
  empty: "Vous n'avez pas encore de CV.",
  emptyHint: 'Choisissez un modèle, remplissez vos informations et téléchargez un CV suisse impeccable en quelques minutes.',
  emptyAction: 'Créer mon premier CV',
  created: 'Création\u00a0:',
  modified: 'Dernières modifications\u00a0:',
  edit: 'Modifier',
  download: 'Télécharger',
  more: 'Autre',
  duplicate: 'Dupliquer',
  rename: 'Renommer',
  remove: 'Supprimer',
  nameRequired: 'Nom du CV requis',
  nameTooLong: 'Le nom du CV ne peut pas dépasser 100 caractères',
  downloadFailed: 'Erreur lors du téléchargement. Veuillez réessayer.',
  noCvSelected: 'Aucun CV sélectionné pour le téléchargement',
  downloadDone: 'CV téléchargé avec succès\u00a0!',
  renamed: 'Le CV a été renommé.',
  duplicated: 'Le CV a été dupliqué.',
  deleted: 'Le CV a été supprimé.',
  localCopy: 'Copie non enregistrée',
  /** Operations for the error catalogue's « Erreur lors de {operation} ». */
  operations: {
    load: 'la récupération de vos CV',
    rename: 'la modification du nom du CV',
    duplicate: 'la duplication du CV',
    remove: 'la suppression du CV',
  },
} as const;

/** Spec section 5: the rename dialog's name. */
export const CV_NAME_MAX = 100;
