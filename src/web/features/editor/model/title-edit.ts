import { CV_LIMITS, DEFAULT_CV_TITLE } from '../../../../domain/cv/cv-schema';

/**
 * Spec section 5: CV and section titles are at most 50 characters when edited in place, within
 * the domain's limits (CV_LIMITS allows 100: the CV list's rename takes up to 100).
 */
export const TITLE_MAX_LENGTH = Math.min(50, CV_LIMITS.title, CV_LIMITS.sectionTitle);

/** What an input shows while typing: never more than 50 characters. */
export function clampTitle(value: string): string {
  return Array.from(value).slice(0, TITLE_MAX_LENGTH).join('');
}

/**
 * Spec sections 2 and 4: Enter (or blur) commits the typed title; an empty one is ignored and an
 * unchanged one does nothing. Returns the title to store, or undefined when nothing changes.
 */
export function committedTitle(current: string, typed: string): string | undefined {
  const next = clampTitle(typed.trim());
  if (next === '' || next === current) return undefined;
  return next;
}

/** The CV title as shown: 'Sans titre' when there is none. */
export function displayedCvTitle(title: string | null | undefined): string {
  const t = (title ?? '').trim();
  return t === '' ? DEFAULT_CV_TITLE : t;
}
