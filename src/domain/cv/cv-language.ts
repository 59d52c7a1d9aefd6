import type { StandardSectionId } from './sections.js';

/**
 * The language the CV itself is written in: Swiss employers expect a CV in the language of
 * the job advertisement. Fixed labels and default section titles follow it.
 */
export const CV_LANGUAGES = ['fr', 'de', 'it', 'en'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];
export const DEFAULT_CV_LANGUAGE: CvLanguage = 'fr';

/** Names shown in the (French) editor. */
export const cvLanguageNames: Record<CvLanguage, string> = {
  fr: 'Français',
  de: 'Allemand',
  it: 'Italien',
  en: 'Anglais',
};

export function isCvLanguage(value: unknown): value is CvLanguage {
  return typeof value === 'string' && (CV_LANGUAGES as readonly string[]).includes(value);
}

export interface CvLabels {
  sectionTitles: Record<StandardSectionId, string>;
  contact: string;
  email: string;
  phone: string;
  address: string;
  age: string;
  ageInYears: (years: string) => string;
  nationality: string;
  workPermit: string;
  drivingLicense: string;
  linkedin: string;
  /** What follows a detail's label (« Âge : 34 ans »): French puts a narrow no-break space before it. */
  colon: string;
  photo: string;
  /** "depuis 03/2021" when an item has a start date and no end date. */
  since: string;
  hardSkills: string;
  softSkills: string;
  /** Names of the five skill steps (Débutant ... Excellent in French). */
  skillLevels: readonly [string, string, string, string, string];
  /** Descriptors of the six CEFR steps A1 ... C2. */
  languageLevels: readonly [string, string, string, string, string, string];
}

export const cvLabels: Record<CvLanguage, CvLabels> = {
  fr: {
    sectionTitles: {
      personal_info: 'Informations personnelles',
      summary: 'Profil',
      professional_experiences: 'Expériences professionnelles',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
      accreditations: 'Certifications',
      references: 'Références',
      linkedin: 'LinkedIn',
      miscellaneous: 'Divers',
    },
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    age: 'Âge',
    ageInYears: (years) => `${years} ans`,
    nationality: 'Nationalité',
    workPermit: 'Permis de travail',
    drivingLicense: 'Permis de conduire',
    linkedin: 'LinkedIn',
    colon: '\u202f:',
    photo: 'Photo',
    since: 'depuis',
    hardSkills: 'Compétences techniques',
    softSkills: 'Compétences personnelles',
    skillLevels: ['Débutant', 'Intermédiaire', 'Avancé', 'Confirmé', 'Excellent'],
    languageLevels: ['niveau débutant', 'niveau élémentaire', 'niveau intermédiaire', 'niveau intermédiaire avancé', 'niveau autonome', 'niveau natif'],
  },
  de: {
    sectionTitles: {
      personal_info: 'Persönliche Angaben',
      summary: 'Profil',
      professional_experiences: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kompetenzen',
      languages: 'Sprachen',
      accreditations: 'Zertifikate',
      references: 'Referenzen',
      linkedin: 'LinkedIn',
      miscellaneous: 'Weiteres',
    },
    contact: 'Kontakt',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
    age: 'Alter',
    ageInYears: (years) => `${years} Jahre`,
    nationality: 'Nationalität',
    workPermit: 'Arbeitsbewilligung',
    drivingLicense: 'Führerausweis',
    linkedin: 'LinkedIn',
    colon: ':',
    photo: 'Foto',
    since: 'seit',
    hardSkills: 'Fachkompetenzen',
    softSkills: 'Persönliche Kompetenzen',
    skillLevels: ['Grundkenntnisse', 'Gute Kenntnisse', 'Fortgeschritten', 'Sehr gute Kenntnisse', 'Experte'],
    languageLevels: ['Anfänger', 'Grundkenntnisse', 'Mittelstufe', 'Gute Mittelstufe', 'Fortgeschritten', 'Muttersprache'],
  },
  it: {
    sectionTitles: {
      personal_info: 'Dati personali',
      summary: 'Profilo',
      professional_experiences: 'Esperienze professionali',
      education: 'Formazione',
      skills: 'Competenze',
      languages: 'Lingue',
      accreditations: 'Certificazioni',
      references: 'Referenze',
      linkedin: 'LinkedIn',
      miscellaneous: 'Varie',
    },
    contact: 'Contatti',
    email: 'E-mail',
    phone: 'Telefono',
    address: 'Indirizzo',
    age: 'Età',
    ageInYears: (years) => `${years} anni`,
    nationality: 'Nazionalità',
    workPermit: 'Permesso di lavoro',
    drivingLicense: 'Licenza di condurre',
    linkedin: 'LinkedIn',
    colon: ':',
    photo: 'Foto',
    since: 'dal',
    hardSkills: 'Competenze tecniche',
    softSkills: 'Competenze personali',
    skillLevels: ['Principiante', 'Intermedio', 'Avanzato', 'Esperto', 'Eccellente'],
    languageLevels: ['principiante', 'elementare', 'intermedio', 'intermedio superiore', 'avanzato', 'madrelingua'],
  },
  en: {
    sectionTitles: {
      personal_info: 'Personal details',
      summary: 'Profile',
      professional_experiences: 'Professional experience',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
      accreditations: 'Certifications',
      references: 'References',
      linkedin: 'LinkedIn',
      miscellaneous: 'Additional information',
    },
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    age: 'Age',
    ageInYears: (years) => `${years} years`,
    nationality: 'Nationality',
    workPermit: 'Work permit',
    drivingLicense: 'Driving licence',
    linkedin: 'LinkedIn',
    colon: ':',
    photo: 'Photo',
    since: 'since',
    hardSkills: 'Technical skills',
    softSkills: 'Soft skills',
    skillLevels: ['Beginner', 'Intermediate', 'Advanced', 'Proficient', 'Expert'],
    languageLevels: ['Beginner', 'Elementary', 'Intermediate', 'Upper intermediate', 'Advanced', 'Native'],
  },
};

/** The French default section titles (spec: the editor's section names). */
export const defaultSectionTitles: Record<StandardSectionId, string> = cvLabels.fr.sectionTitles;
