import type { DetailLine } from '../cv-view.js';
import { DetailIcon } from './icons.js';
import { LinkText } from './text.js';

export type DetailStyle = 'inline' | 'icons' | 'labels';

/**
 * Contact or personal lines. 'inline' runs them on one line with separators drawn by CSS
 * between present items only; 'icons' stacks them with an icon; 'labels' stacks label and value.
 */
export function DetailList({ lines, style, className = '' }: { lines: DetailLine[]; style: DetailStyle; className?: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className={`cv-details cv-details--${style} ${className}`.trim()}>
      {lines.map((line, i) => (
        <li key={i} className={`cv-detail cv-detail--${line.kind}`}>
          {style === 'icons' ? <DetailIcon kind={line.kind} /> : null}
          {/* A real space after the label: readers that join runs by their distance would glue them. */}
          {style === 'labels' && line.label ? <span className="cv-detail-label">{`${line.label}${line.colon} `}</span> : null}
          <span className="cv-detail-value">{line.href ? <LinkText href={line.href} text={line.value} /> : line.value}</span>
        </li>
      ))}
    </ul>
  );
}
