import { CUSTOM_SECTION_PREFIX } from '../../../../domain/cv/sections';

let last = 0;

/** Spec section 3: item ids are timestamps; two items made in the same millisecond still differ. */
export function newItemId(now: number = Date.now()): string {
  last = Math.max(now, last + 1);
  return String(last);
}

/** Spec section 3: custom section ids are custom_field_{timestamp}. */
export function newCustomSectionId(now: number = Date.now()): string {
  return `${CUSTOM_SECTION_PREFIX}${newItemId(now)}`;
}
