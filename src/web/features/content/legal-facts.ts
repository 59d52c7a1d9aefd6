/**
 * The commercial and legal facts the public pages state (spec: accounts-and-billing §1 and §9).
 * Amounts are the fallback display prices; the billing feature reads the live ones.
 */
const NBSP = '\u00a0';

export const offerFacts = {
  trialDays: 14,
  trialPrice: `1${NBSP}€`,
  monthlyPrice: `14,99${NBSP}€`,
  quarterlyPrice: `39,99${NBSP}€`,
  annualPrice: `89,99${NBSP}€`,
  paymentGraceDays: 14,
  withdrawalDays: 14,
  changeNoticeDays: 30,
} as const;

/** The durations of « Durée de conservation » come from domain/privacy/retention.ts (the retention job reads the same). */
export const privacyFacts = {
  rightsExtendedMonths: 3,
} as const;

/** The version date shown on the terms (and the privacy policy until it changed). */
export const LEGAL_VERSION_DATE = '22 novembre 2026';

/** The privacy policy's version: self-service erasure and copies, and the retention the job enforces. */
export const PRIVACY_VERSION_DATE = '27 novembre 2026';
