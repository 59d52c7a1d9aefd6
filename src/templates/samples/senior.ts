import type { CvDocumentInput } from '../../domain/cv/cv-schema.js';
import { manPortrait } from './sample-photos.js';

const bullets = (...items: string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;

/** Three pages: a finance director in Geneva with long, detailed descriptions. */
export const seniorCv: CvDocumentInput = {
  title: 'Marc-Antoine Rochat – Directeur financier',
  template_id: 5,
  cv_language: 'fr',
  accent_colors: { primary: '#27384c' },
  personal_info: {
    firstName: 'Marc-Antoine',
    lastName: 'Rochat',
    jobTitle: 'Directeur financier (CFO)',
    email: 'ma.rochat@gmail.com',
    phone: '+41 78 655 20 14',
    postalCode: '1206',
    city: 'Genève',
    country: 'Suisse',
    age: 49,
    nationality: 'Française',
    workPermit: 'C',
    drivingLicense: 'B',
    linkedin: 'https://ch.linkedin.com/in/marc-antoine-rochat',
    photo_base64: manPortrait,
  },
  summary: {
    content:
      '<p>Directeur financier avec plus de <strong>vingt ans d’expérience</strong> dans l’industrie horlogère, le négoce de matières premières et la banque privée à Genève et à Lausanne. J’ai conduit deux transformations financières complètes, une introduction en bourse à la SIX et plusieurs acquisitions en Europe et en Asie.</p><p>Je pilote des équipes de 10 à 45 personnes, j’aime simplifier les processus et je rends les chiffres lisibles pour les conseils d’administration comme pour les équipes opérationnelles.</p>',
    formatting: { alignment: 'justify' },
  },
  professional_experiences: [
    {
      id: 1,
      title: 'Directeur financier (CFO), membre de la direction',
      company: 'Maison Vacheron & Fils SA',
      location: 'Genève',
      startDate: '03/2018',
      endDate: '',
      description:
        '<p>Responsable des finances, du contrôle de gestion, de la trésorerie, de la fiscalité et de l’informatique de gestion d’un groupe horloger de 1 200 collaborateurs (CHF 640 mio de chiffre d’affaires, 14 filiales).</p>' +
        bullets(
          'Préparation et conduite de l’introduction en bourse à la SIX Swiss Exchange en 2021 (capitalisation de CHF 2,1 mia), y compris le prospectus, la due diligence et la communication financière.',
          'Refonte du reporting mensuel : clôture ramenée de 12 à 5 jours ouvrables grâce à la consolidation sous SAP S/4HANA et à un tableau de bord unique pour la direction.',
          'Négociation d’un crédit syndiqué de CHF 300 mio auprès de six banques à des conditions inférieures de 40 points de base au financement précédent.',
          'Mise en place d’une politique de couverture du risque de change (EUR, USD, CNY, JPY) réduisant la volatilité du résultat opérationnel de 60 %.',
          'Direction d’une équipe de 45 personnes réparties entre Genève, Hong Kong et Singapour ; création d’un centre de services partagés à Lisbonne.',
        ),
    },
    {
      id: 2,
      title: 'Responsable du contrôle de gestion groupe',
      company: 'Lémanic Energy Trading SA',
      location: 'Genève',
      startDate: '01/2013',
      endDate: '02/2018',
      description:
        '<p>Pilotage de la performance d’un négociant en énergie actif dans 50 pays, en lien direct avec le CFO et les responsables des desks de trading.</p>' +
        bullets(
          'Conception d’un modèle d’allocation des coûts par desk et par produit, adopté par la direction comme base des bonus.',
          'Introduction d’un processus budgétaire glissant (rolling forecast) trimestriel sur Anaplan.',
          'Accompagnement financier de trois acquisitions (terminaux pétroliers en Belgique et en Estonie, participation minière au Chili) : modèles de valorisation, intégration post-acquisition.',
          'Encadrement de 12 contrôleurs de gestion ; deux d’entre eux sont devenus responsables financiers de filiales.',
        ),
    },
    {
      id: 3,
      title: 'Senior Manager, audit et conseil financier',
      company: 'PricewaterhouseCoopers SA',
      location: 'Genève et Lausanne',
      startDate: '09/2005',
      endDate: '12/2012',
      description:
        '<p>Responsable de mandats d’audit légal et de conseil pour des sociétés cotées, des banques privées et des organisations internationales.</p>' +
        bullets(
          'Direction de missions d’audit IFRS et Swiss GAAP RPC pour un portefeuille de 15 clients, dont deux sociétés du SMI.',
          'Due diligence financière lors de transactions de CHF 20 à 800 mio pour des fonds de private equity suisses et français.',
          'Formation interne des nouveaux collaborateurs (normes IFRS 9, 15 et 16) ; coordination du programme de stages pour la Suisse romande.',
        ),
    },
    {
      id: 4,
      title: 'Analyste financier',
      company: 'Banque Cantonale Vaudoise',
      location: 'Lausanne',
      startDate: '07/2001',
      endDate: '08/2005',
      description:
        '<p>Analyse de crédit pour la clientèle entreprises (PME vaudoises de 10 à 250 collaborateurs), préparation des dossiers pour le comité de crédit et suivi des engagements.</p>' +
        bullets(
          'Refonte de la grille de notation interne des PME, reprise au niveau de la banque en 2004.',
          'Portefeuille de 80 entreprises, volume total de crédits de CHF 350 mio.',
        ),
    },
    {
      id: 5,
      title: 'Assistant de recherche',
      company: 'HEC Lausanne, Département de finance',
      location: 'Lausanne',
      startDate: '09/1999',
      endDate: '06/2001',
      description:
        '<p>Travaux de recherche sur la gouvernance des entreprises familiales suisses ; co-auteur de deux articles publiés dans la revue « Finanzmarkt und Portfolio Management ».</p>',
    },
  ],
  education: [
    {
      id: 6,
      degree: 'Expert-comptable diplômé fédéral',
      institution: 'EXPERTsuisse',
      city: 'Zurich',
      startDate: '2006',
      endDate: '2009',
      description: '',
    },
    {
      id: 7,
      degree: 'Master of Science en finance',
      institution: 'HEC Lausanne – Université de Lausanne',
      city: 'Lausanne',
      startDate: '09/1997',
      endDate: '06/1999',
      description: '<p>Mémoire : « Création de valeur et structure du capital dans les entreprises familiales cotées en Suisse » (note 5,5/6).</p>',
    },
    {
      id: 8,
      degree: 'Licence en sciences économiques',
      institution: 'Université de Genève',
      city: 'Genève',
      startDate: '09/1994',
      endDate: '06/1997',
      description: '',
    },
  ],
  skills: [
    { id: 9, name: 'IFRS et Swiss GAAP RPC', level: 100, type: 'hard', showLevel: true },
    { id: 10, name: 'Consolidation SAP S/4HANA', level: 80, type: 'hard', showLevel: true },
    { id: 11, name: 'Trésorerie et couverture de change', level: 100, type: 'hard', showLevel: true },
    { id: 12, name: 'Fusions et acquisitions', level: 80, type: 'hard', showLevel: true },
    { id: 13, name: 'Fiscalité suisse des entreprises', level: 60, type: 'hard', showLevel: true },
    { id: 14, name: 'Power BI et Anaplan', level: 60, type: 'hard', showLevel: true },
    { id: 15, name: 'Leadership d’équipes internationales', level: 100, type: 'soft', showLevel: true },
    { id: 16, name: 'Communication avec les investisseurs', level: 80, type: 'soft', showLevel: true },
    { id: 17, name: 'Négociation', level: 80, type: 'soft', showLevel: true },
  ],
  languages: [
    { id: 18, name: 'Français', level: 100, showLevel: true },
    { id: 19, name: 'Anglais', level: 83, showLevel: true },
    { id: 20, name: 'Allemand', level: 67, showLevel: true },
    { id: 21, name: 'Italien', level: 33, showLevel: true },
  ],
  accreditations: [
    { id: 22, name: 'CFA Charterholder', organization: 'CFA Institute', date: '2011', description: '' },
    {
      id: 23,
      name: 'Certificat en gouvernance d’entreprise',
      organization: 'IMD Business School, Lausanne',
      date: '2019',
      description: '<p>Programme pour membres de conseils d’administration.</p>',
    },
    { id: 24, name: 'Réviseur agréé', organization: 'Autorité fédérale de surveillance en matière de révision (ASR)', date: '2010', description: '' },
  ],
  references: [
    {
      id: 25,
      name: 'Isabelle Dufour',
      jobTitle: 'Présidente du conseil d’administration',
      company: 'Maison Vacheron & Fils SA',
      email: 'i.dufour@vacheron-fils.ch',
      phone: '+41 22 310 45 00',
    },
    { id: 26, name: 'Thomas Keller', jobTitle: 'Associé', company: 'PricewaterhouseCoopers SA', email: 'thomas.keller@ch.pwc.com', phone: '+41 58 792 81 00' },
  ],
  miscellaneous: {
    content:
      '<p>Membre du comité de l’Association des directeurs financiers de Suisse romande. Trésorier bénévole de la Fondation Partage (banque alimentaire genevoise). Voile sur le Léman, randonnée en montagne, piano.</p>',
    formatting: { alignment: 'left' },
  },
  section_order: [],
  section_titles: {},
  hidden_sections: [],
  custom_fields: [],
};
