import type { LevelView } from '../cv-view.js';

/** Filled and empty dots, one per step of the scale. */
export function LevelDots({ level }: { level: LevelView }) {
  return (
    <span className="cv-dots" aria-label={level.label}>
      {Array.from({ length: level.steps }, (_, i) => (
        <span key={i} className={i < level.step ? 'cv-dot cv-dot--on' : 'cv-dot'} />
      ))}
    </span>
  );
}

/** A continuous bar filled to the level. */
export function LevelBar({ level }: { level: LevelView }) {
  return (
    <span className="cv-bar" aria-label={level.label}>
      <span className="cv-bar-fill" style={{ width: `${Math.max(4, Math.min(100, level.value))}%` }} />
    </span>
  );
}

/** A bar cut in one segment per step. */
export function LevelSegments({ level }: { level: LevelView }) {
  return (
    <span className="cv-segments" aria-label={level.label}>
      {Array.from({ length: level.steps }, (_, i) => (
        <span key={i} className={i < level.step ? 'cv-segment cv-segment--on' : 'cv-segment'} />
      ))}
    </span>
  );
}
