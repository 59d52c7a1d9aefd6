/** The French texts of the letters (list, editor, guidance). */
export const letterMessages = {
  listTitle: 'Lettres de motivation',
  listEmpty: 'Aucune lettre pour le moment',
  listEmptyHint: 'Une candidature suisse, c’est un CV et une lettre assortie. Créez la lettre depuis le menu d’un CV pour reprendre son design.',
  newLetter: 'Nouvelle lettre',
  matchingLetter: 'Créer la lettre assortie',
  edit: 'Modifier',
  download: 'Télécharger',
  duplicate: 'Dupliquer',
  rename: 'Renommer',
  remove: 'Supprimer',
  more: 'Autre',
  renamed: 'La lettre a été renommée.',
  draftSaved: 'Votre lettre a été enregistrée dans votre compte.',
  duplicated: 'La lettre a été dupliquée.',
  deleted: 'La lettre a été supprimée.',
  downloaded: 'Lettre téléchargée avec succès\u00a0!',
  nameRequired: 'Nom de la lettre requis',
  confirmDelete: (title: string) => `Supprimer la lettre «\u00a0${title}\u00a0»\u00a0? Cette action est définitive.`,
  operations: {
    load: 'la récupération de vos lettres',
    create: 'la création de la lettre',
    save: 'l’enregistrement de la lettre',
    rename: 'la modification du nom de la lettre',
    duplicate: 'la duplication de la lettre',
    remove: 'la suppression de la lettre',
    download: 'le téléchargement de la lettre',
    signature: 'l’envoi de la signature',
  },
  status: {
    draft: 'Brouillon enregistré sur cet appareil',
    saving: 'Enregistrement…',
    saved: 'Enregistré',
    unsaved: 'Modifications non enregistrées',
    error: 'Échec de l’enregistrement',
    conflict: 'Lettre modifiée ailleurs\u00a0: rechargez la page pour reprendre la dernière version.',
  },
  guidance: {
    title: 'Conseils',
    structure:
      'Structure en trois temps\u00a0: vous (ce qui vous attire dans l’entreprise et le poste), moi (ce que vous apportez, avec un ou deux exemples chiffrés), nous (ce que vous ferez ensemble, la demande d’entretien).',
    length: 'Une page suffit\u00a0: trois ou quatre paragraphes courts.',
    overOnePage: (pages: number) =>
      `Votre lettre tient sur ${pages} pages\u00a0: les recruteurs suisses attendent une seule page. Raccourcissez le texte ou cochez «\u00a0Ajuster sur une page\u00a0».`,
    cannotFit: (pages: number) =>
      `Même resserrée au plus, votre lettre tient sur ${pages} pages\u00a0: raccourcissez-la de quelques lignes pour qu’elle tienne sur une seule.`,
    fitted: 'Lettre resserrée pour tenir sur une page.',
    addressOverflow:
      'L’adresse du destinataire dépasse la fenêtre de l’enveloppe\u00a0: raccourcissez une ligne (abréviations, service) ou affichez la fenêtre sur l’aperçu pour vérifier.',
    showWindow: 'Afficher la fenêtre de l’enveloppe',
  },
} as const;
