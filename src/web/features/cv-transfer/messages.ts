import type { ImportMissing, ImportSummary } from '../../../domain/cv-import/import-draft';

/** French strings of the import dialog and the export menu. */
export const transferMessages = {
  importButton: 'Importer',
  alreadyHaveCv: 'Vous avez déjà un CV\u00a0?',
  importExisting: 'Importer un CV existant (LinkedIn, PDF, Word)',
  dialogTitle: 'Importer un CV',
  dialogDescription: 'Reprenez un CV existant au lieu de tout ressaisir. Rien n’est enregistré avant que vous ne le décidiez.',
  accepted: [
    'Export LinkedIn (fichier ZIP «\u00a0Obtenir une copie de vos données\u00a0»)',
    'CV au format PDF (avec du texte sélectionnable) ou Word (DOCX)',
    'Fichier JSON\u00a0: export CV Suisse ou JSON Resume',
  ],
  replaces: 'Le CV importé remplacera le contenu actuel de l’éditeur.',
  maxSize: 'Taille maximale\u00a0: 50 Mo.',
  drop: 'Déposez votre fichier ici',
  choose: 'Choisir un fichier',
  reading: 'Lecture du fichier en cours…',
  failed: 'Le fichier n’a pas pu être importé.',
  open: 'Ouvrir dans l’éditeur',
  another: 'Importer un autre fichier',
  reviewHint:
    'Les lignes à vérifier se trouvent dans la section «\u00a0À vérifier\u00a0» de l’éditeur. Elle n’apparaît ni dans l’aperçu ni dans le PDF tant que vous ne l’avez pas triée.',
  missingTitle: 'À compléter',
  otherFormats: 'Autres formats',
  exportDocx: 'Télécharger en Word (DOCX)',
  exportTxt: 'Télécharger en texte brut',
  exportJson: 'Exporter en JSON (CV Suisse)',
  exportJsonResume: 'Exporter en JSON Resume',
  exportFailed: 'Le téléchargement a échoué. Veuillez réessayer.',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** « 4 expériences, 2 formations, 12 compétences importées ; 3 lignes à vérifier ». */
export function importSummaryText(s: ImportSummary): string {
  const parts = [
    plural(s.experiences, 'expérience', 'expériences'),
    plural(s.education, 'formation', 'formations'),
    plural(s.skills, 'compétence', 'compétences'),
    ...(s.languages ? [plural(s.languages, 'langue', 'langues')] : []),
    ...(s.accreditations ? [plural(s.accreditations, 'certification', 'certifications')] : []),
  ];
  const total = s.experiences + s.education + s.skills + s.languages + s.accreditations;
  const head = `${parts.join(', ')} importée${total > 1 ? 's' : ''}`;
  return s.reviewLines ? `${head}\u00a0; ${plural(s.reviewLines, 'ligne', 'lignes')} à vérifier` : head;
}

const MISSING: Record<ImportMissing, string> = {
  name: 'votre nom',
  email: 'votre adresse e-mail',
  phone: 'votre numéro de téléphone',
  experiences: 'vos expériences professionnelles',
  education: 'vos formations',
};

/** « Introuvables dans le fichier : votre nom, votre numéro de téléphone », « 2 postes ou formations sans dates ». */
export function importMissingText(s: ImportSummary): string[] {
  const lines: string[] = [];
  if (s.missing.length) lines.push(`Introuvables dans le fichier\u00a0: ${s.missing.map((k) => MISSING[k]).join(', ')}.`);
  if (s.undated) lines.push(`${plural(s.undated, 'poste ou formation', 'postes ou formations')} sans dates.`);
  return lines;
}
