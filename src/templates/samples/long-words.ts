import type { CvDocumentInput } from '../../domain/cv/cv-schema.js';

/** Very long names, words, e-mail and URL: every one must wrap inside its column. */
export const longWordsCv: CvDocumentInput = {
  title: 'CV Oberholzer-Schwarzenbach',
  template_id: 4,
  cv_language: 'fr',
  personal_info: {
    firstName: 'Maximiliane-Charlotte',
    lastName: 'Oberholzer-Schwarzenbach von Wattenwyl',
    jobTitle: 'Qualitätsmanagementbeauftragte et responsable assurance qualité pharmaceutique',
    email: 'maximiliane-charlotte.oberholzer-schwarzenbach@universitaetsspital-basel.ch',
    phone: '+41 61 265 25 25',
    postalCode: '4056',
    city: 'Basel',
    country: 'Suisse',
    age: '41',
    nationality: 'Suisse et Allemande',
    workPermit: 'Citoyenne suisse',
    drivingLicense: 'B, BE',
    linkedin: 'https://www.linkedin.com/in/maximiliane-charlotte-oberholzer-schwarzenbach-von-wattenwyl',
  },
  summary: {
    content:
      '<p>Spécialiste de l’assurance qualité, habituée aux Arzneimittelzulassungsverfahren et aux Betäubungsmittelkontrollverordnungsanpassungen. Référence interne : https://intranet.universitaetsspital-basel.ch/qualitaetsmanagement/dokumente/verfahrensanweisungen/2024/revision-final-version.pdf</p>',
    formatting: { alignment: 'justify' },
  },
  professional_experiences: [
    {
      id: 1,
      title: 'Leiterin Qualitätssicherung und Arzneimittelsicherheitsüberwachung',
      company: 'F. Hoffmann-La Roche AG',
      location: 'Basel',
      startDate: '01/2016',
      endDate: '',
      description:
        '<p>Responsable du Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz-compliance-programme (clin d’œil interne) et des audits GMP pour 14 sites.</p><ul><li><p>Identifiant de lot le plus long jamais enregistré : LOT-2024-CH-BS-000000000000000000000000000000000000000042.</p></li></ul>',
    },
    {
      id: 2,
      title: 'Spécialiste assurance qualité',
      company: 'Universitätsspital Basel – Spitalpharmazie und Qualitätsmanagementabteilung',
      location: 'Basel',
      startDate: '03/2010',
      endDate: '12/2015',
      description: '<p>Validation des processus de fabrication stérile et rédaction des procédures opératoires standardisées.</p>',
    },
  ],
  education: [
    {
      id: 3,
      degree: 'Doctorat en sciences pharmaceutiques (Dr. sc. nat.)',
      institution: 'Universität Basel, Departement Pharmazeutische Wissenschaften',
      city: 'Basel',
      startDate: '2005',
      endDate: '2009',
      description: '',
    },
    {
      id: 4,
      degree: 'Master en pharmacie',
      institution: 'École de pharmacie Genève-Lausanne (EPGL)',
      city: 'Genève',
      startDate: '2000',
      endDate: '2005',
      description: '',
    },
  ],
  skills: [
    { id: 5, name: 'Good Manufacturing Practice (GMP) et Good Distribution Practice (GDP)', level: 100, type: 'hard', showLevel: true },
    { id: 6, name: 'Pharmakovigilanzdatenbankadministration', level: 80, type: 'hard', showLevel: true },
    { id: 7, name: 'TrackWise', level: 60, type: 'hard', showLevel: true },
  ],
  languages: [
    { id: 8, name: 'Schweizerdeutsch', level: 100, showLevel: true },
    { id: 9, name: 'Français', level: 83, showLevel: true },
    { id: 10, name: 'Anglais', level: 83, showLevel: true },
  ],
  accreditations: [{ id: 11, name: 'Fachapothekerin in Spitalpharmazie FPH', organization: 'pharmaSuisse', date: '2012', description: '' }],
  references: [
    {
      id: 12,
      name: 'Prof. Dr. Hans-Rudolf Zimmermann-Bürgi',
      jobTitle: 'Chefapotheker',
      company: 'Universitätsspital Basel',
      email: 'hans-rudolf.zimmermann-buergi@universitaetsspital-basel.ch',
      phone: '+41 61 265 25 25',
    },
  ],
  miscellaneous: { content: '', formatting: { alignment: 'left' } },
  section_order: [],
  section_titles: {},
  hidden_sections: [],
  custom_fields: [],
};
