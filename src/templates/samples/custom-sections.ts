import type { CvDocumentInput } from '../../domain/cv/cv-schema.js';

/** Custom sections, a reordered list, renamed and hidden sections, a hidden job title. */
export const customSectionsCv: CvDocumentInput = {
  title: 'Camille Rey – Soins intensifs',
  template_id: 6,
  cv_language: 'fr',
  personal_info: {
    firstName: 'Camille',
    lastName: 'Rey',
    jobTitle: 'Infirmière spécialisée (ce titre est masqué)',
    email: 'camille.rey@hotmail.fr',
    phone: '+33 6 12 48 77 05',
    postalCode: '74100',
    city: 'Annemasse',
    country: 'France',
    age: '31',
    nationality: 'Française',
    workPermit: 'Permis G',
    drivingLicense: '',
    customField: 'Disponible dès le 1er mars',
    linkedin: '',
  },
  summary: {
    content:
      'Infirmière diplômée avec six ans d’expérience en soins intensifs adultes, dont quatre aux Hôpitaux Universitaires de Genève.\nCalme dans l’urgence, rigoureuse et attentive aux proches des patients.',
    formatting: { alignment: 'left' },
  },
  professional_experiences: [
    {
      id: 1,
      title: 'Infirmière spécialisée en soins intensifs',
      company: 'Hôpitaux Universitaires de Genève (HUG)',
      location: 'Genève',
      startDate: '05/2020',
      endDate: '',
      description:
        '<ul><li><p>Prise en charge de patients ventilés et sous ECMO (service de 36 lits).</p></li><li><p>Référente hygiène hospitalière et formation des nouveaux collaborateurs.</p></li></ul>',
    },
    {
      id: 2,
      title: 'Infirmière en médecine interne',
      company: 'Centre Hospitalier Annecy Genevois',
      location: 'Épagny Metz-Tessy',
      startDate: '09/2017',
      endDate: '04/2020',
      description: '<p>Soins généraux, coordination avec les équipes médicales et les services sociaux.</p>',
    },
  ],
  education: [
    {
      id: 3,
      degree: 'Études postgrades EPD ES en soins intensifs',
      institution: 'ES ASUR',
      city: 'Lausanne',
      startDate: '2021',
      endDate: '2023',
      description: '',
    },
    {
      id: 4,
      degree: 'Diplôme d’État d’infirmière (reconnu par la Croix-Rouge suisse)',
      institution: 'IFSI Annecy',
      city: 'Annecy',
      startDate: '2014',
      endDate: '2017',
      description: '',
    },
  ],
  skills: [
    { id: 5, name: 'Ventilation mécanique', level: 80, type: 'hard', showLevel: true },
    { id: 6, name: 'ECMO', level: 60, type: 'hard', showLevel: true },
    { id: 7, name: 'Gestion du stress', level: 100, type: 'soft', showLevel: false },
  ],
  languages: [
    { id: 8, name: 'Français', level: 100, showLevel: true },
    { id: 9, name: 'Anglais', level: 50, showLevel: false },
  ],
  accreditations: [{ id: 10, name: 'BLS-AED-SRC', organization: 'Swiss Resuscitation Council', date: '2024', description: '' }],
  references: [{ id: 11, name: 'Dr Pierre Martin', jobTitle: 'Médecin-chef', company: 'HUG', email: 'pierre.martin@example.ch', phone: '' }],
  miscellaneous: { content: '<p>Trail, escalade, cuisine végétarienne.</p>', formatting: { alignment: 'left' } },
  section_order: [
    'personal_info',
    'summary',
    'custom_field_1718000000001',
    'education',
    'experiences',
    'languages',
    'skills',
    'accreditations',
    'references',
    'miscellaneous',
    'custom_field_1718000000002',
  ],
  section_titles: {
    experiences: 'Parcours clinique',
    miscellaneous: 'Centres d’intérêt',
    custom_field_1718000000002: 'Publications et conférences',
  },
  hidden_sections: ['references', 'accreditations', 'job_title'],
  custom_fields: [
    {
      id: 'custom_field_1718000000001',
      title: 'Engagement bénévole',
      content: '<p><strong>Croix-Rouge genevoise</strong> – accompagnement de personnes âgées isolées, deux soirs par mois depuis 2019.</p>',
    },
    {
      id: 'custom_field_1718000000002',
      title: 'Publications',
      content:
        '<ol><li><p>Rey C., Morel L. « Le vécu des proches en soins intensifs ». <em>Revue Soins</em>, 2023.</p></li><li><p>Poster au congrès de la Société suisse de médecine intensive, Interlaken, 2022.</p></li></ol>',
    },
  ],
};
