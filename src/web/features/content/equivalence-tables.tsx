import { ResponsiveTable } from './responsive-table';

const diplomaRows = [
  {
    diploma: 'AFP (attestation fédérale de formation professionnelle)',
    what: 'Formation professionnelle initiale de 2 ans, en entreprise et en école professionnelle.',
    france: 'Proche d’un CAP.',
  },
  {
    diploma: 'CFC (certificat fédéral de capacité)',
    what: 'Apprentissage de 3 ou 4 ans alliant pratique en entreprise et cours théoriques. La voie choisie par environ deux jeunes sur trois en Suisse.',
    france: 'Souvent comparé à un bac professionnel (même niveau 4 du cadre européen), avec une expérience pratique nettement plus longue.',
  },
  {
    diploma: 'Maturité professionnelle',
    what: 'Culture générale approfondie suivie pendant ou après le CFC. Donne accès aux hautes écoles spécialisées (HES).',
    france: 'Assimilable à un bac professionnel ou technologique\u00a0; pas d’équivalent exact.',
  },
  {
    diploma: 'Maturité gymnasiale',
    what: 'Diplôme de fin d’études du gymnase (collège, lycée selon les cantons). Donne accès aux universités et aux EPF.',
    france: 'Baccalauréat général.',
  },
  {
    diploma: 'Diplôme ES (école supérieure)',
    what: 'Formation professionnelle supérieure de 2 à 3 ans, destinée aux titulaires d’un CFC, très orientée vers la pratique.',
    france: 'Comparable à un BTS ou à un BUT selon la filière (bac +2 à bac +3), sans correspondance stricte.',
  },
  {
    diploma: 'Brevet fédéral et diplôme fédéral',
    what: 'Examens professionnels passés en cours d’emploi, par exemple spécialiste en finance et comptabilité ou expert-comptable diplômé.',
    france: 'Pas d’équivalent direct\u00a0; proches de certifications professionnelles de niveau bac +2 à bac +5.',
  },
  {
    diploma: 'Bachelor HES (haute école spécialisée)',
    what: 'Études de 3 ans à orientation pratique\u00a0: ingénierie, économie, santé, travail social, arts.',
    france: 'Licence professionnelle, BUT ou bachelor d’école (bac +3).',
  },
  {
    diploma: 'Bachelor universitaire ou EPF',
    what: 'Premier cycle de 3 ans dans une université cantonale ou une école polytechnique fédérale (EPFL, ETH Zurich).',
    france: 'Licence (bac +3).',
  },
  {
    diploma: 'Master (université, EPF ou HES)',
    what: 'Deuxième cycle de 1,5 à 2 ans après le bachelor.',
    france: 'Master (bac +5)\u00a0; un master EPF en ingénierie se compare à un diplôme d’ingénieur.',
  },
  {
    diploma: 'Doctorat',
    what: 'Travail de recherche de 3 à 5 ans, délivré par les universités et les EPF.',
    france: 'Doctorat (bac +8).',
  },
];

export function DiplomaTable() {
  return (
    <ResponsiveTable
      caption="Équivalences des diplômes suisses et français"
      columns={[
        { key: 'diploma', header: 'Diplôme suisse' },
        { key: 'what', header: 'De quoi s’agit-il\u00a0?' },
        { key: 'france', header: 'Repère en France' },
      ]}
      rows={diplomaRows}
      note={
        <>
          Ces correspondances sont des repères pour vous aider à présenter votre parcours, pas des équivalences officielles. Pour faire reconnaître un diplôme
          étranger, adressez-vous au Secrétariat d’État à la formation, à la recherche et à l’innovation (SEFRI) pour les formations professionnelles, ou à
          swissuniversities pour les diplômes universitaires.
        </>
      }
    />
  );
}

const gradeRows = [
  { swiss: '6', meaning: 'Excellent', france: '19 à 20' },
  { swiss: '5,5', meaning: 'Très bien', france: '17 à 18' },
  { swiss: '5', meaning: 'Bien', france: '15 à 16' },
  { swiss: '4,5', meaning: 'Satisfaisant', france: '12 à 14' },
  { swiss: '4', meaning: 'Suffisant\u00a0: seuil de réussite', france: '10 à 11' },
  { swiss: '3,5', meaning: 'Insuffisant', france: '8 à 9' },
  { swiss: '3', meaning: 'Insuffisant', france: '6 à 7' },
  { swiss: '1 à 2,5', meaning: 'Très insuffisant', france: '0 à 5' },
];

export function GradeTable() {
  return (
    <ResponsiveTable
      caption="Notes suisses (1 à 6) et notes françaises (sur 20), correspondance approximative"
      columns={[
        { key: 'swiss', header: 'Note suisse' },
        { key: 'meaning', header: 'Appréciation' },
        { key: 'france', header: 'Repère sur 20 (approximatif)' },
      ]}
      rows={gradeRows}
      note="En Suisse, 6 est la meilleure note et 4 la note suffisante. La conversion varie selon les écoles&nbsp;: indiquez la note telle qu’elle figure sur votre diplôme, puis l’échelle entre parenthèses, par exemple «&nbsp;5,2 sur 6&nbsp;» ou «&nbsp;15,5/20&nbsp;»."
    />
  );
}

const cefrRows = [
  {
    level: 'A1 · niveau débutant',
    can: 'Vous vous présentez, posez des questions très simples et comprenez des phrases courtes si l’on parle lentement.',
    cv: 'Utile surtout pour montrer que vous avez commencé à apprendre la langue.',
  },
  {
    level: 'A2 · niveau élémentaire',
    can: 'Vous échangez sur des sujets familiers (travail, achats, trajets) et saisissez l’essentiel d’un message bref et clair.',
    cv: 'Suffit pour des échanges simples avec la clientèle ou des collègues.',
  },
  {
    level: 'B1 · niveau intermédiaire',
    can: 'Vous vous débrouillez dans la plupart des situations courantes et racontez une expérience ou un projet avec des mots simples.',
    cv: 'Souvent le minimum demandé pour un poste où la langue sert au quotidien.',
  },
  {
    level: 'B2 · niveau intermédiaire avancé',
    can: 'Vous prenez part à une réunion, défendez un point de vue et comprenez l’essentiel d’un texte technique de votre domaine.',
    cv: 'Le niveau attendu pour travailler en équipe dans cette langue.',
  },
  {
    level: 'C1 · niveau autonome',
    can: 'Vous vous exprimez avec aisance et précision, y compris dans des situations professionnelles exigeantes.',
    cv: 'Permet de négocier, de rédiger et de présenter sans difficulté.',
  },
  {
    level: 'C2 · niveau natif',
    can: 'Vous comprenez pratiquement tout sans effort et nuancez votre propos comme dans votre langue maternelle.',
    cv: 'À réserver à votre langue maternelle ou à une langue pratiquée au quotidien depuis des années.',
  },
];

export function CefrTable() {
  return (
    <ResponsiveTable
      caption="Les niveaux de langue du cadre européen (CECR), en résumé"
      columns={[
        { key: 'level', header: 'Niveau' },
        { key: 'can', header: 'Ce que vous savez faire' },
        { key: 'cv', header: 'Ce que le recruteur en retient' },
      ]}
      rows={cefrRows}
    />
  );
}
