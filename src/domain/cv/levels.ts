/** Skill and language levels (spec sections 5 and 9). Levels are stored as numbers 0 to 100. */
export const skillLevels = [
  { label: 'Débutant', value: 20 },
  { label: 'Intermédiaire', value: 40 },
  { label: 'Avancé', value: 60 },
  { label: 'Confirmé', value: 80 },
  { label: 'Excellent', value: 100 },
] as const;

export type SkillLevel = (typeof skillLevels)[number];

export const languageLevels = [
  { code: 'A1', label: 'A1-niveau débutant', value: 17 },
  { code: 'A2', label: 'A2-niveau élémentaire', value: 33 },
  { code: 'B1', label: 'B1-niveau intermédiaire', value: 50 },
  { code: 'B2', label: 'B2-niveau intermédiaire avancé', value: 67 },
  { code: 'C1', label: 'C1-niveau autonome', value: 83 },
  { code: 'C2', label: 'C2-niveau natif', value: 100 },
] as const;

export type LanguageLevel = (typeof languageLevels)[number];

/** The six-step language slider: below 25 is A1, below 42 A2, ... from 91 C2. */
export const LANGUAGE_SLIDER_THRESHOLDS = [25, 42, 58, 75, 91] as const;

/** The five-step skill slider, cut half-way between two steps like the language slider. */
export const SKILL_SLIDER_THRESHOLDS = [30, 50, 70, 90] as const;

function stepIndex(value: number, thresholds: readonly number[]): number {
  const index = thresholds.findIndex((t) => value < t);
  return index === -1 ? thresholds.length : index;
}

export function skillLevelFor(value: number): SkillLevel {
  return skillLevels[stepIndex(value, SKILL_SLIDER_THRESHOLDS)] as SkillLevel;
}

export function languageLevelFor(value: number): LanguageLevel {
  return languageLevels[stepIndex(value, LANGUAGE_SLIDER_THRESHOLDS)] as LanguageLevel;
}

/** Position of a level on its scale, 1-based: 1 to 5 for skills, 1 to 6 for languages. */
export function skillStep(value: number): number {
  return stepIndex(value, SKILL_SLIDER_THRESHOLDS) + 1;
}

export function languageStep(value: number): number {
  return stepIndex(value, LANGUAGE_SLIDER_THRESHOLDS) + 1;
}
