import type { CvDocumentInput } from '../../domain/cv/cv-schema.js';

/** A CV written in German for a job in Zürich: German labels and titles, umlauts and ß. */
export const germanCv: CvDocumentInput = {
  title: 'Lebenslauf Jonas Großmann',
  template_id: 3,
  cv_language: 'de',
  personal_info: {
    firstName: 'Jonas',
    lastName: 'Großmann',
    jobTitle: 'Senior Software Engineer',
    email: 'jonas.grossmann@gmx.ch',
    phone: '+41 76 318 44 90',
    postalCode: '8005',
    city: 'Zürich',
    country: 'Schweiz',
    age: '34',
    nationality: 'Deutsch',
    workPermit: 'B',
    drivingLicense: 'Kat. B',
    linkedin: 'https://www.linkedin.com/in/jonas-grossmann',
  },
  summary: {
    content:
      '<p>Software-Ingenieur mit neun Jahren Erfahrung in der Entwicklung skalierbarer Web-Plattformen für den Schweizer Detailhandel und Finanzsektor. Schwerpunkte: TypeScript, verteilte Systeme und eine Kultur, in der Qualität selbstverständlich ist. Ich übernehme gerne Verantwortung – von der Architektur bis zum Betrieb.</p>',
    formatting: { alignment: 'left' },
  },
  professional_experiences: [
    {
      id: 1,
      title: 'Senior Software Engineer, Team Checkout',
      company: 'Digitec Galaxus AG',
      location: 'Zürich',
      startDate: '04/2021',
      endDate: '',
      description:
        '<ul><li><p>Neuentwicklung des Checkouts (Node.js, TypeScript, PostgreSQL) für über 3 Mio. Bestellungen pro Jahr; Ladezeit um 45 % gesenkt.</p></li><li><p>Einführung von Contract-Tests zwischen zwölf Teams – Produktionsfehler halbiert.</p></li><li><p>Mentoring von vier Junior-Entwicklerinnen und -Entwicklern; Leitung der internen „Frontend Guild“.</p></li></ul>',
    },
    {
      id: 2,
      title: 'Software Engineer',
      company: 'Zühlke Engineering AG',
      location: 'Schlieren',
      startDate: '08/2017',
      endDate: '03/2021',
      description:
        '<p>Beratung und Entwicklung in Kundenprojekten für Banken und Versicherungen.</p><ul><li><p>E-Banking-Plattform einer Kantonalbank: Migration von AngularJS auf React, Barrierefreiheit nach WCAG 2.1 AA.</p></li><li><p>Schadenmeldungs-App für einen Versicherer mit über 200 000 Nutzerinnen und Nutzern.</p></li></ul>',
    },
    {
      id: 3,
      title: 'Werkstudent Softwareentwicklung',
      company: 'SAP SE',
      location: 'Walldorf (DE)',
      startDate: '10/2014',
      endDate: '07/2017',
      description: '<p>Entwicklung interner Werkzeuge für automatisierte Tests in Java und Python.</p>',
    },
  ],
  education: [
    {
      id: 4,
      degree: 'MSc ETH in Informatik',
      institution: 'ETH Zürich',
      city: 'Zürich',
      startDate: '09/2015',
      endDate: '06/2017',
      description: '<p>Vertiefung verteilte Systeme; Masterarbeit über konsistente Replikation in Geo-verteilten Datenbanken (Note 5.75).</p>',
    },
    {
      id: 5,
      degree: 'B.Sc. Informatik',
      institution: 'Karlsruher Institut für Technologie (KIT)',
      city: 'Karlsruhe',
      startDate: '10/2011',
      endDate: '07/2015',
      description: '',
    },
  ],
  skills: [
    { id: 6, name: 'TypeScript und Node.js', level: 100, type: 'hard', showLevel: true },
    { id: 7, name: 'React', level: 80, type: 'hard', showLevel: true },
    { id: 8, name: 'PostgreSQL', level: 80, type: 'hard', showLevel: true },
    { id: 9, name: 'Kubernetes und Terraform', level: 60, type: 'hard', showLevel: true },
    { id: 10, name: 'Kotlin', level: 40, type: 'hard', showLevel: true },
    { id: 11, name: 'Teamführung', level: 80, type: 'soft', showLevel: true },
    { id: 12, name: 'Präsentation', level: 80, type: 'soft', showLevel: true },
  ],
  languages: [
    { id: 13, name: 'Deutsch', level: 100, showLevel: true },
    { id: 14, name: 'Englisch', level: 83, showLevel: true },
    { id: 15, name: 'Französisch', level: 50, showLevel: true },
  ],
  accreditations: [{ id: 16, name: 'Certified Kubernetes Application Developer (CKAD)', organization: 'The Linux Foundation', date: '2022', description: '' }],
  references: [
    {
      id: 17,
      name: 'Dr. Anna Brügger',
      jobTitle: 'Head of Engineering',
      company: 'Digitec Galaxus AG',
      email: 'anna.bruegger@example.ch',
      phone: '+41 44 575 95 00',
    },
  ],
  miscellaneous: {
    content: '<p>Mitglied im Ruderclub Zürich, Freiwilliger Programmierkurs-Leiter bei „Powercoders“ für Geflüchtete.</p>',
    formatting: { alignment: 'left' },
  },
  section_order: [],
  section_titles: {},
  hidden_sections: [],
  custom_fields: [],
};
