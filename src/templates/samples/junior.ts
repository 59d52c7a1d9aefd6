import type { CvDocumentInput } from '../../domain/cv/cv-schema.js';
import { womanPortrait } from './sample-photos.js';

/** One page: a young graduate in Lausanne. */
export const juniorCv: CvDocumentInput = {
  title: 'CV Léa Favre – Marketing',
  template_id: 1,
  cv_language: 'fr',
  personal_info: {
    firstName: 'Léa',
    lastName: 'Favre',
    jobTitle: 'Assistante marketing digital',
    email: 'lea.favre@bluewin.ch',
    phone: '+41 79 412 58 36',
    postalCode: '1004',
    city: 'Lausanne',
    country: 'Suisse',
    age: '24',
    nationality: 'Suisse',
    workPermit: 'swiss',
    drivingLicense: 'Catégorie B',
    linkedin: 'https://www.linkedin.com/in/lea-favre',
    photo_base64: womanPortrait,
  },
  summary: {
    content:
      '<p>Diplômée d’un Bachelor HES en économie d’entreprise, je mets ma créativité et mon sens de l’analyse au service de campagnes digitales mesurables. Curieuse, organisée et à l’aise en équipe, je cherche un premier poste dans une PME romande tournée vers l’innovation.</p>',
    formatting: { alignment: 'left' },
  },
  professional_experiences: [
    {
      id: 1718000000001,
      title: 'Stagiaire marketing digital',
      company: 'Vaudoise Assurances',
      location: 'Lausanne',
      startDate: '02/2024',
      endDate: '08/2024',
      description:
        '<ul><li><p>Planification et publication de contenus sur LinkedIn et Instagram (+18 % d’engagement en six mois).</p></li><li><p>Suivi des campagnes Google Ads et rapports mensuels dans Looker Studio.</p></li></ul>',
    },
    {
      id: 1718000000002,
      title: 'Vendeuse à temps partiel',
      company: 'Manor',
      location: 'Lausanne',
      startDate: '09/2020',
      endDate: '01/2024',
      description: '<p>Conseil à la clientèle et mise en valeur des collections pendant mes études.</p>',
    },
  ],
  education: [
    {
      id: 1718000000003,
      degree: 'Bachelor of Science HES-SO en économie d’entreprise',
      institution: 'HEIG-VD',
      city: 'Yverdon-les-Bains',
      startDate: '09/2020',
      endDate: '07/2023',
      description: '<p>Travail de bachelor : « L’influence locale sur les achats en ligne en Suisse romande ».</p>',
    },
    {
      id: 1718000000004,
      degree: 'CFC d’employée de commerce avec maturité professionnelle',
      institution: 'École professionnelle commerciale de Lausanne',
      city: 'Lausanne',
      startDate: '08/2016',
      endDate: '06/2019',
      description: '',
    },
  ],
  skills: [
    { id: 1, name: 'Google Analytics 4', level: 60, type: 'hard', showLevel: true },
    { id: 2, name: 'Meta Business Suite', level: 80, type: 'hard', showLevel: true },
    { id: 3, name: 'Canva et Adobe Express', level: 80, type: 'hard', showLevel: true },
    { id: 4, name: 'Excel', level: 60, type: 'hard', showLevel: true },
    { id: 5, name: 'Esprit d’équipe', level: 100, type: 'soft', showLevel: false },
    { id: 6, name: 'Rédaction', level: 80, type: 'soft', showLevel: false },
  ],
  languages: [
    { id: 7, name: 'Français', level: 100, showLevel: true },
    { id: 8, name: 'Anglais', level: 67, showLevel: true },
    { id: 9, name: 'Allemand', level: 50, showLevel: true },
  ],
  accreditations: [],
  references: [],
  miscellaneous: { content: '', formatting: { alignment: 'left' } },
  section_order: [],
  section_titles: {},
  hidden_sections: [],
  custom_fields: [],
};
