/** Spec section 8: 'Date invalide'. Dates are free text ('03/2021', '2019', 'aujourd’hui'); only a month/year with an impossible month is refused. */
export const INVALID_DATE = 'Date invalide';
export const DATE_HINT = 'MM/AAAA';

export function dateError(value: string): string | undefined {
  const match = /^\s*(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? undefined : INVALID_DATE;
}
