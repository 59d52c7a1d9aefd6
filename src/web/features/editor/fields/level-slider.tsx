import { useId, type CSSProperties } from 'react';
import type { LevelScale } from './level-scale';

/**
 * A stepped level slider (skills: 5 steps, languages: 6). A level not set yet shows the middle of
 * the scale as 'Non précisé' until the first move.
 */
export function LevelSlider({ scale, value, onValue, label }: { scale: LevelScale; value: number | null; onValue: (level: number) => void; label: string }) {
  const id = useId();
  const step = scale.stepOf(value);
  const position = step ?? Math.ceil(scale.steps / 2);
  const text = value == null ? 'Non précisé' : scale.labelOf(value);
  const fill = `${((position - 1) / (scale.steps - 1)) * 100}%`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink-700">
          {label}
        </label>
        <span className="text-sm font-medium text-brand-700" aria-hidden="true">
          {text}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={1}
        max={scale.steps}
        step={1}
        value={position}
        aria-valuetext={text}
        onChange={(e) => onValue(scale.valueOf(Number(e.target.value)))}
        // An unset level sits on the middle step: a click there changes nothing the input
        // would report, so the click itself sets the level.
        onClick={(e) => {
          if (value == null) onValue(scale.valueOf(Number(e.currentTarget.value)));
        }}
        className="editor-range h-6 w-full"
        style={{ '--fill': value == null ? '0%' : fill } as CSSProperties}
      />
    </div>
  );
}
