/** Spec sections 3 and 9: day, month and year in French with two digits each (24/03/26). */
export function shortFrenchDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: '2-digit' });
}
