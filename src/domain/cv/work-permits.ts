import type { CvLanguage } from './cv-language.js';

/** Swiss residence and work permits, plus the Swiss and EU/EFTA citizen wordings. */
export const WORK_PERMITS = ['B', 'C', 'G', 'L', 'F', 'N', 'S', 'swiss', 'eu_efta'] as const;
export type WorkPermit = (typeof WORK_PERMITS)[number];

interface PermitWording {
  /** What the CV shows. */
  short: string;
  /** What the editor's list shows. */
  long: string;
}

const LETTER_NAMES: Record<CvLanguage, (letter: string) => string> = {
  fr: (l) => `Permis ${l}`,
  de: (l) => `Ausweis ${l}`,
  it: (l) => `Permesso ${l}`,
  en: (l) => `${l} permit`,
};

const DESCRIPTIONS: Record<CvLanguage, Record<Exclude<WorkPermit, 'swiss' | 'eu_efta'>, string>> = {
  fr: {
    B: 'autorisation de séjour',
    C: 'autorisation d’établissement',
    G: 'frontalier',
    L: 'autorisation de courte durée',
    F: 'étrangers admis provisoirement',
    N: 'requérants d’asile',
    S: 'personnes à protéger',
  },
  de: {
    B: 'Aufenthaltsbewilligung',
    C: 'Niederlassungsbewilligung',
    G: 'Grenzgängerbewilligung',
    L: 'Kurzaufenthaltsbewilligung',
    F: 'vorläufig aufgenommene Ausländer',
    N: 'Asylsuchende',
    S: 'Schutzbedürftige',
  },
  it: {
    B: 'permesso di dimora',
    C: 'permesso di domicilio',
    G: 'permesso per frontalieri',
    L: 'permesso di breve durata',
    F: 'stranieri ammessi provvisoriamente',
    N: 'richiedenti l’asilo',
    S: 'persone bisognose di protezione',
  },
  en: {
    B: 'residence permit',
    C: 'settlement permit',
    G: 'cross-border commuter permit',
    L: 'short-term residence permit',
    F: 'provisionally admitted foreigners',
    N: 'asylum seekers',
    S: 'people in need of protection',
  },
};

const CITIZENS: Record<CvLanguage, Record<'swiss' | 'eu_efta', string>> = {
  fr: { swiss: 'Citoyen suisse', eu_efta: 'Ressortissant UE/AELE' },
  de: { swiss: 'Schweizer Bürger', eu_efta: 'EU/EFTA-Staatsangehöriger' },
  it: { swiss: 'Cittadino svizzero', eu_efta: 'Cittadino UE/AELS' },
  en: { swiss: 'Swiss citizen', eu_efta: 'EU/EFTA national' },
};

export function workPermitWording(permit: WorkPermit, language: CvLanguage): PermitWording {
  if (permit === 'swiss' || permit === 'eu_efta') {
    const text = CITIZENS[language][permit];
    return { short: text, long: text };
  }
  const short = LETTER_NAMES[language](permit);
  return { short, long: `${short} – ${DESCRIPTIONS[language][permit]}` };
}

/** The editor's choices, in French. */
export const workPermitOptions: readonly { value: WorkPermit; label: string }[] = WORK_PERMITS.map((value) => ({
  value,
  label: workPermitWording(value, 'fr').long,
}));

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const SWISS = new Set([
  'swiss',
  'ch',
  'suisse',
  'citoyen suisse',
  'citoyenne suisse',
  'nationalite suisse',
  'schweiz',
  'schweizer',
  'schweizerin',
  'schweizer burger',
  'svizzero',
  'svizzera',
  'cittadino svizzero',
  'swiss citizen',
]);
const EU_EFTA = new Set([
  'eu_efta',
  'ue/aele',
  'ue-aele',
  'ue',
  'aele',
  'eu/efta',
  'eu-efta',
  'eu',
  'efta',
  'ue/aels',
  'ressortissant ue/aele',
  'ressortissante ue/aele',
  'citoyen ue/aele',
  'eu/efta-staatsangehoriger',
  'cittadino ue/aels',
  'eu/efta national',
]);

/** Recognises a stored code or a typed wording ('permis B', 'Ausweis C', 'UE/AELE', 'Suisse'). */
export function parseWorkPermit(value: string | null | undefined): WorkPermit | undefined {
  if (!value) return undefined;
  const text = fold(value);
  if (SWISS.has(text)) return 'swiss';
  if (EU_EFTA.has(text)) return 'eu_efta';
  const letter =
    /^(?:permis|ausweis|bewilligung|permesso|permit)?\s*([bcglfns])$/.exec(text)?.[1] ?? /^([bcglfns])[\s-]?(?:permit|bewilligung|-ausweis)$/.exec(text)?.[1];
  return letter ? (letter.toUpperCase() as WorkPermit) : undefined;
}

/** What the CV shows for a work permit: the localised wording of a known permit, else the text as typed. */
export function workPermitLabel(value: string | null | undefined, language: CvLanguage): string {
  const permit = parseWorkPermit(value);
  return permit ? workPermitWording(permit, language).short : (value ?? '').trim();
}
