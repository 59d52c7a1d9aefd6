import type { CvDocumentInput } from '../../domain/cv/cv-schema.js';
import { womanPortrait } from './sample-photos.js';

/** The CV shown in the template gallery: a full, balanced first page. */
export const showcaseCv: CvDocumentInput = {
  title: 'Sophie Keller – Cheffe de projet digital',
  template_id: 1,
  cv_language: 'fr',
  personal_info: {
    firstName: 'Sophie',
    lastName: 'Keller',
    jobTitle: 'Cheffe de projet digital',
    email: 'sophie.keller@gmail.com',
    phone: '+41 79 584 21 07',
    postalCode: '1003',
    city: 'Lausanne',
    country: 'Suisse',
    age: '32',
    nationality: 'Suisse',
    workPermit: '',
    drivingLicense: 'B',
    linkedin: 'https://www.linkedin.com/in/sophie-keller',
    photo_base64: womanPortrait,
  },
  summary: {
    content:
      '<p>Cheffe de projet digital avec huit ans d’expérience entre agence et entreprise. Je conduis des projets web et mobiles de la découverte au lancement, avec des équipes pluridisciplinaires et des budgets jusqu’à CHF 1,5 mio. Méthodes agiles, décisions fondées sur les données et goût du travail bien fait.</p>',
    formatting: { alignment: 'left' },
  },
  professional_experiences: [
    {
      id: 1,
      title: 'Cheffe de projet digital senior',
      company: 'Groupe Mutuel',
      location: 'Martigny',
      startDate: '04/2021',
      endDate: '',
      description:
        '<ul><li><p>Refonte de l’espace client en ligne (350 000 assurés) : satisfaction +22 points.</p></li><li><p>Pilotage de trois équipes Scrum et de deux prestataires externes.</p></li></ul>',
    },
    {
      id: 2,
      title: 'Cheffe de projet web',
      company: 'Agence Hélice',
      location: 'Lausanne',
      startDate: '09/2017',
      endDate: '03/2021',
      description: '<p>Sites et applications pour des clients du tourisme et de la santé : Région du Léman, CHUV, Vaudoise Aréna.</p>',
    },
    {
      id: 3,
      title: 'Assistante de projet marketing',
      company: 'Nespresso',
      location: 'Vevey',
      startDate: '08/2015',
      endDate: '08/2017',
      description: '',
    },
  ],
  education: [
    {
      id: 4,
      degree: 'Master en systèmes d’information',
      institution: 'HEC Lausanne',
      city: 'Lausanne',
      startDate: '2013',
      endDate: '2015',
      description: '',
    },
    {
      id: 5,
      degree: 'Bachelor en communication',
      institution: 'Université de Fribourg',
      city: 'Fribourg',
      startDate: '2010',
      endDate: '2013',
      description: '',
    },
  ],
  skills: [
    { id: 6, name: 'Gestion de projet agile', level: 100, type: 'hard', showLevel: true },
    { id: 7, name: 'UX et prototypage (Figma)', level: 80, type: 'hard', showLevel: true },
    { id: 8, name: 'Jira et Confluence', level: 80, type: 'hard', showLevel: true },
    { id: 9, name: 'Analyse de données', level: 60, type: 'hard', showLevel: true },
  ],
  languages: [
    { id: 10, name: 'Français', level: 100, showLevel: true },
    { id: 11, name: 'Allemand', level: 83, showLevel: true },
    { id: 12, name: 'Anglais', level: 83, showLevel: true },
  ],
  accreditations: [{ id: 13, name: 'Professional Scrum Master I', organization: 'Scrum.org', date: '2019', description: '' }],
  references: [],
  miscellaneous: { content: '<p>Présidente du club d’aviron de Lausanne-Ouchy, course à pied, cuisine des Balkans.</p>', formatting: { alignment: 'left' } },
  section_order: [],
  section_titles: {},
  hidden_sections: [],
  custom_fields: [],
};
