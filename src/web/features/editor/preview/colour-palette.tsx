import { Check } from 'lucide-react';
import { useId } from 'react';
import { colorOptions, GRADIENT, templateGradient, templatePalette } from '../../../../domain/cv/colours';
import { CV_DENSITIES, CV_FONT_SIZES, densityLabels, fontSizeLabel, isCvFontSize, type CvDensity } from '../../../../domain/cv/cv-layout';
import { cx } from '../../../ui/cx';
import { setAccentColor, setLayout } from '../model/cv-updates';
import { useCvSelector, useEditorStore } from '../state/editor-store';

interface Swatch {
  value: string;
  label: string;
}

/**
 * The accent colour: the template's six colours and the spec's options (default, green, brown,
 * gradient). A choice sets the primary colour; the secondary is derived (spec section 4).
 * Next to it, the CV's spacing and text size (`LayoutSettings`), saved with the CV like the colours.
 */
export function ColourPalette({ className, compact, layout = true }: { className?: string; compact?: boolean; layout?: boolean }) {
  if (!layout) return <Swatches className={className} compact={compact} />;
  return (
    // In a one-line bar (full screen), a phone puts the spacing and size under the swatches.
    <div className={cx('flex items-center gap-x-3 gap-y-2', className === 'flex-nowrap' ? 'flex-col sm:flex-row' : (className ?? 'flex-wrap'))}>
      <Swatches className={className} compact={compact} />
      <LayoutSettings compact={compact} />
    </div>
  );
}

function Swatches({ className, compact }: { className?: string; compact?: boolean }) {
  const store = useEditorStore();
  const templateId = useCvSelector((cv) => cv.template_id);
  const primary = useCvSelector((cv) => cv.accent_colors.primary);
  const gradient = templateGradient(templateId);
  const swatches: Swatch[] = [
    ...templatePalette(templateId).map((value, i) => ({ value, label: `Teinte ${i + 1} du modèle` })),
    ...colorOptions.map((o) => ({ value: o.value, label: o.label })),
  ];
  const current = primary.toLowerCase();

  return (
    <div role="radiogroup" aria-label="Couleur d’accent" className={cx('flex items-center gap-1.5', className ?? 'flex-wrap')}>
      {swatches.map((swatch, index) => {
        const selected = swatch.value.toLowerCase() === current;
        const background = swatch.value === GRADIENT ? `linear-gradient(135deg, ${gradient[0]}, ${gradient[1]})` : swatch.value;
        return (
          <button
            key={`${swatch.value}-${index}`}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={swatch.label}
            title={swatch.label}
            onClick={() => store.change((cv) => setAccentColor(cv, swatch.value))}
            className={cx(
              'relative grid shrink-0 place-items-center rounded-full ring-offset-2 transition-shadow',
              compact ? 'size-6' : 'size-7',
              selected ? 'ring-2 ring-ink-900' : 'ring-1 ring-ink-900/15 hover:ring-ink-900/40',
              index === 6 && 'ml-2',
            )}
            style={{ background }}
          >
            {selected && <Check className="size-3.5 text-white mix-blend-difference" aria-hidden="true" strokeWidth={3} />}
          </button>
        );
      })}
    </div>
  );
}

const selectClass =
  'cursor-pointer rounded-md border border-ink-900/15 bg-white px-2 text-sm text-ink-900 hover:border-ink-900/40 focus-visible:outline-2 focus-visible:outline-offset-2';

/** « Espacement » and « Taille du texte »: the CV's density and body text size. */
export function LayoutSettings({ compact }: { compact?: boolean }) {
  const store = useEditorStore();
  const density = useCvSelector((cv) => cv.layout.density);
  const fontSize = useCvSelector((cv) => cv.layout.font_size);
  const id = useId();
  const labelClass = cx('text-xs font-medium text-ink-600', compact && 'sr-only xl:not-sr-only');
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={`${id}-density`} className={labelClass}>
        Espacement
      </label>
      <select
        id={`${id}-density`}
        value={density}
        onChange={(e) => store.change((cv) => setLayout(cv, { density: e.target.value as CvDensity }))}
        className={cx(selectClass, compact ? 'h-7' : 'h-8')}
      >
        {CV_DENSITIES.map((value) => (
          <option key={value} value={value}>
            {densityLabels[value]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-size`} className={labelClass}>
        Taille du texte
      </label>
      <select
        id={`${id}-size`}
        value={String(fontSize)}
        onChange={(e) => {
          const size = Number(e.target.value);
          if (isCvFontSize(size)) store.change((cv) => setLayout(cv, { font_size: size }));
        }}
        className={cx(selectClass, compact ? 'h-7' : 'h-8')}
      >
        {CV_FONT_SIZES.map((value) => (
          <option key={value} value={String(value)}>
            {fontSizeLabel(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
