/** Largest file accepted (spec of issue 19): bigger ones are refused before being read whole. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** French answers of the import (the client shows `detail`). */
export const importMessages = {
  tooLarge: 'Le fichier dépasse 50 Mo. Importez un fichier plus petit (un CV fait rarement plus de quelques Mo).',
  missingFile: 'Veuillez choisir un fichier à importer (PDF, DOCX, ZIP LinkedIn ou JSON).',
  unsupported:
    'Ce type de fichier n’est pas pris en charge. Formats acceptés\u00a0: PDF, Word (DOCX), export LinkedIn (ZIP) et JSON (CV Suisse ou JSON Resume).',
  zipBomb: 'Cette archive ZIP est refusée\u00a0: décompressée, elle serait anormalement volumineuse (archive piégée ou corrompue).',
  zipTooManyEntries: 'Cette archive ZIP contient trop de fichiers pour être un export LinkedIn ou un document Word.',
  zipInvalid: 'Cette archive ZIP est illisible ou corrompue.',
  zipNotLinkedIn: 'Cette archive ne ressemble pas à un export LinkedIn\u00a0: elle ne contient ni Profile.csv, ni Positions.csv, ni Education.csv.',
  csvMalformed: (file: string) => `Le fichier ${file} de l’export LinkedIn est mal formé\u00a0: il ne peut pas être lu comme un tableau CSV.`,
  jsonInvalid: 'Ce fichier JSON est illisible\u00a0: vérifiez qu’il s’agit bien d’un export CV Suisse ou d’un CV au format JSON Resume.',
  jsonUnknown: 'Ce fichier JSON n’est ni un export CV Suisse ni un CV au format JSON Resume.',
  jsonVersion: 'Cet export CV Suisse a été créé par une version plus récente du site\u00a0: il ne peut pas encore être importé.',
  pdfScanned:
    'Ce PDF ne contient pas de texte\u00a0: il s’agit probablement d’un document scanné (une image). Nous ne pouvons pas le lire\u00a0; vous pouvez saisir votre CV directement dans l’éditeur.',
  pdfInvalid: 'Ce PDF est illisible ou endommagé. Exportez à nouveau votre CV en PDF, puis réessayez.',
  pdfPassword: 'Ce PDF ne s’ouvre qu’avec un mot de passe\u00a0: enregistrez-en une copie sans mot de passe, puis réessayez.',
  docxMacros:
    'Ce document Word contient des macros (fichier .docm)\u00a0: par sécurité, il est refusé. Enregistrez-le au format .docx sans macros, puis réessayez.',
  docxExternal:
    'Ce document Word fait référence à des contenus externes (images ou modèle en ligne)\u00a0: par sécurité, il est refusé. Enregistrez une copie sans liens externes, puis réessayez.',
  docxInvalid: 'Ce document Word est illisible ou corrompu.',
  empty: 'Aucun contenu n’a pu être lu dans ce fichier.',
  tooMuchText:
    'Ce document contient bien plus de texte qu’un CV\u00a0: il ne peut pas être importé. Importez votre CV seul (quelques pages), en PDF ou en Word.',
  pdfBomb:
    'Ce PDF est refusé\u00a0: une fois décompressé, son contenu serait anormalement volumineux (fichier piégé ou corrompu). Exportez à nouveau votre CV en PDF, puis réessayez.',
  jsonTooMany: (what: string, count: number, max: number) =>
    `Ce fichier JSON contient ${count.toLocaleString('fr-FR')} éléments dans «\u00a0${what}\u00a0»\u00a0: c’est bien plus qu’un CV (au plus ${max} par section). Raccourcissez la liste, puis réessayez.`,
  unreadable: 'Ce fichier n’a pas pu être lu\u00a0: il est peut-être endommagé ou trop complexe. Essayez un autre format (DOCX ou PDF exporté depuis Word).',
  busy: 'De nombreux imports sont en cours\u00a0: réessayez dans quelques instants.',
  timeout: 'La lecture de ce fichier a pris trop de temps\u00a0: il est peut-être trop complexe. Essayez un autre format (DOCX ou PDF exporté depuis Word).',
} as const;

/** A user's file that cannot be imported: its French message, sent as `detail` with a 400 (413 for size). */
export class CvImportError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = 'CvImportError';
  }
}

/** Title of the custom section holding what could not be placed. */
export const REVIEW_SECTION_TITLE = 'À vérifier';
