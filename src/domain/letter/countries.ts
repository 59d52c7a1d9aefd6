import type { CvLanguage } from '../cv/cv-language.js';

/**
 * ISO 3166-1 alpha-2 codes of the countries a letter can go to; names come from the runtime's
 * own data (Intl.DisplayNames), in the letter's language for the address and in French in the
 * editor. Switzerland and its neighbours come first in the editor's list.
 */
export const HOME_COUNTRY = 'CH';
export const NEARBY_COUNTRIES = ['CH', 'FR', 'DE', 'IT', 'AT', 'LI'] as const;
const ALL =
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS XK YE ZA ZM ZW';
export const COUNTRY_CODES: readonly string[] = ALL.split(' ');

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_CODES.includes(value);
}

const names = new Map<string, Intl.DisplayNames>();

/** « Deutschland », « Allemagne », « Germania », « Germany ». */
export function countryName(code: string, language: CvLanguage): string {
  let display = names.get(language);
  if (!display) {
    display = new Intl.DisplayNames([language], { type: 'region' });
    names.set(language, display);
  }
  return display.of(code) ?? code;
}
