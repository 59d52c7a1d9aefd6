import { Check } from 'lucide-react';
import { colorOptions, GRADIENT, templateGradient, templatePalette } from '../../../../domain/cv/colours';
import { cx } from '../../../ui/cx';
import { setAccentColor } from '../model/cv-updates';
import { useCvSelector, useEditorStore } from '../state/editor-store';

interface Swatch {
  value: string;
  label: string;
}

/**
 * The accent colour: the template's six colours and the spec's options (default, green, brown,
 * gradient). A choice sets the primary colour; the secondary is derived (spec section 4).
 */
export function ColourPalette({ className, compact }: { className?: string; compact?: boolean }) {
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
