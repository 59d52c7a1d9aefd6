import { languageLevelFor, languageLevels, languageStep, skillLevelFor, skillLevels, skillStep } from '../../../../domain/cv/levels';

export interface LevelScale {
  steps: number;
  /** The slider position (1-based) of a stored level; undefined when no level is set. */
  stepOf: (level: number | null) => number | undefined;
  /** The stored level for a slider position. */
  valueOf: (step: number) => number;
  /** What the slider says for a stored level. */
  labelOf: (level: number) => string;
}

/** Spec sections 5 and 9: skills on five steps (20 ... 100). */
export const skillScale: LevelScale = {
  steps: skillLevels.length,
  stepOf: (level) => (level == null ? undefined : skillStep(level)),
  valueOf: (step) => (skillLevels[Math.min(Math.max(step, 1), skillLevels.length) - 1] ?? skillLevels[0]).value,
  labelOf: (level) => skillLevelFor(level).label,
};

/** Spec sections 5 and 9: languages on six CEFR steps, read with the thresholds 25, 42, 58, 75, 91. */
export const languageScale: LevelScale = {
  steps: languageLevels.length,
  stepOf: (level) => (level == null ? undefined : languageStep(level)),
  valueOf: (step) => (languageLevels[Math.min(Math.max(step, 1), languageLevels.length) - 1] ?? languageLevels[0]).value,
  labelOf: (level) => languageLevelFor(level).label,
};
