/**
 * How long we keep what, as the privacy page states it (/politique-confidentialite, « Durée de
 * conservation »). The page renders its figures from these constants and the retention job
 * (server/privacy/retention-job.ts) enforces the same ones: one number, one place.
 * See docs/decisions/2026-11-27-data-rights.md.
 */
export const RETENTION = {
  /** An account with no activity (sign-in, use of the app, a running subscription) for this long is erased. */
  inactiveAccountMonths: 30,
  /** The warning mail « connectez-vous pour garder votre compte » goes out this long before. */
  inactivityWarningDays: 30,
  /** A deleted CV stays in the bin this long, then is erased with its photo and history. */
  binDays: 30,
  /** Technical logs: the mail delivery log, webhook receipts, and the server's own log (deploy kit). */
  logDays: 30,
  /** The accounting record of each payment (art. 958f CO: ten years). */
  accountingYears: 10,
  /** A prepared copy of « Mes données » can be downloaded this long, then it is erased. */
  exportDays: 7,
} as const;

const NBSP = '\u00a0';

/** « 2,5 ans », « 1 an »: months as French years, with a decimal comma. */
export function yearsText(months: number): string {
  const years = months / 12;
  const shown = Number.isInteger(years) ? String(years) : years.toFixed(1).replace('.', ',');
  return `${shown}${NBSP}${years > 1 ? 'ans' : 'an'}`;
}

export const daysText = (days: number) => `${days}${NBSP}${days > 1 ? 'jours' : 'jour'}`;

/** The figures as the privacy page and the mails write them. */
export const retentionText = {
  inactiveAccount: yearsText(RETENTION.inactiveAccountMonths),
  inactivityWarning: daysText(RETENTION.inactivityWarningDays),
  bin: daysText(RETENTION.binDays),
  logs: daysText(RETENTION.logDays),
  accounting: `${RETENTION.accountingYears}${NBSP}ans`,
  export: daysText(RETENTION.exportDays),
} as const;

/** The instant `months` calendar months before `at` (UTC), e.g. the last activity that expires now. */
export function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** The instant `months` calendar months after `at` (UTC). */
export function monthsAfter(at: Date, months: number): Date {
  return monthsBefore(at, -months);
}
