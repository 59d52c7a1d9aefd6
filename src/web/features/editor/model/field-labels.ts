import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { STANDARD_SECTION_IDS } from '../../../../domain/cv/sections';
import { sectionTitle as formSectionTitle } from './section-layout';

/** The editor's French names of the CV's fields, by key (as the form labels them). */
const FIELD_LABELS: Record<string, string> = {
  title: 'Nom du CV',
  jobTitle: 'Titre du poste recherché',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  postalCode: 'NPA',
  city: 'Ville',
  country: 'Pays',
  age: 'Âge',
  nationality: 'Nationalité',
  workPermit: 'Permis de travail',
  drivingLicense: 'Permis de conduire (facultatif)',
  customField: 'Information complémentaire (facultatif)',
  linkedin: 'URL de votre profil LinkedIn',
  company: 'Entreprise',
  location: 'Lieu',
  startDate: 'Début',
  endDate: 'Fin',
  description: 'Description',
  institution: 'Établissement',
  degree: 'Diplôme',
  level: 'Niveau',
  organization: 'Organisme',
  date: 'Date',
  content: 'Contenu',
};

const ITEM_TITLE_LABELS: Record<string, string> = {
  professional_experiences: 'Poste',
  skills: 'Compétence',
  languages: 'Langue',
  accreditations: 'Certification',
  references: 'Poste',
};

const ITEM_NAME_LABELS: Record<string, string> = { skills: 'Compétence', languages: 'Langue', accreditations: 'Certification', references: 'Nom' };

export interface CvFieldPlace {
  /** The form's section id (`section-<id>` in the page). */
  sectionId: string;
  /** Item number within a list section (0-based), when the field belongs to an item. */
  itemIndex?: number;
  /** The form label of the field, when it has one. */
  label?: string;
  /** « Expériences professionnelles › élément 2 › Début » */
  text: string;
}

/** Where a field path of the server's errors (`professional_experiences.1.startDate`) is in the form, in French. */
export function describeCvField(cv: CvDocument, path: string): CvFieldPlace {
  const [head = '', second, third] = path.split('.');
  // The section's title as the form shows it (renamed sections included).
  const titles = Object.fromEntries(STANDARD_SECTION_IDS.map((id) => [id, formSectionTitle(cv, id)])) as Record<string, string>;
  if (head === 'title') return { sectionId: 'title', label: FIELD_LABELS.title, text: 'Nom du CV' };
  if (head === 'personal_info') {
    const label = FIELD_LABELS[second ?? ''];
    const sectionId = second === 'linkedin' ? 'linkedin' : 'personal_info';
    return { sectionId, label, text: [titles[sectionId], label].filter(Boolean).join(' › ') };
  }
  if (head === 'summary' || head === 'miscellaneous') return { sectionId: head, text: titles[head] ?? head };
  if (head === 'custom_fields') {
    const index = Number(second);
    const field = Number.isInteger(index) ? cv.custom_fields[index] : undefined;
    const name = field?.title || 'Section personnalisée';
    return { sectionId: field?.id ?? 'custom_fields', text: third === 'title' ? `${name} › Titre` : name };
  }
  if (head === 'section_titles' || head === 'section_order' || head === 'hidden_sections')
    return { sectionId: 'personal_info', text: 'Titres et ordre des sections' };
  const sectionTitle = titles[head];
  if (sectionTitle) {
    const index = Number(second);
    if (!Number.isInteger(index)) return { sectionId: head, text: sectionTitle };
    const label = third === 'title' ? ITEM_TITLE_LABELS[head] : third === 'name' ? ITEM_NAME_LABELS[head] : FIELD_LABELS[third ?? ''];
    return { sectionId: head, itemIndex: index, label, text: [sectionTitle, `élément ${index + 1}`, label].filter(Boolean).join(' › ') };
  }
  return { sectionId: 'personal_info', text: 'CV' };
}
