import { z } from 'zod';
import { PROOF_LANGUAGES } from './proof.js';
import { TRACKER_LIMITS, trackerMessages } from './tracked-application.js';
import type { ProofLanguage } from './zurich-time.js';

/** A user's job-search settings: the monthly target, the reminders, and the proof's header. */
export interface TrackerSettings {
  monthly_target: number | null;
  follow_up_days: number;
  follow_up_reminders: boolean;
  interview_reminders: boolean;
  monthly_reminder: boolean;
  proof_name: string;
  proof_address: string;
  /** The AVS number (756.xxxx.xxxx.xx) or the ORP's personal number: optional, only what the user enters. */
  proof_person_number: string;
  proof_language: ProofLanguage;
}

export const settingsMessages = {
  nameTooLong: 'Le nom ne peut pas dépasser 120 caractères.',
  addressTooLong: 'L’adresse ne peut pas dépasser 200 caractères.',
  personNumber: 'Le numéro ne peut contenir que des chiffres, des lettres, des points, des tirets et des espaces (40 caractères au plus).',
} as const;

const { min: targetMin, max: targetMax } = TRACKER_LIMITS.monthlyTarget;
const { min: daysMin, max: daysMax } = TRACKER_LIMITS.followUpDays;

/** PUT /tracker/settings/: the fields given are changed. */
export const trackerSettingsPatchSchema = z
  .object({
    monthly_target: z
      .number({ error: trackerMessages.invalidTarget })
      .int(trackerMessages.invalidTarget)
      .min(targetMin, trackerMessages.invalidTarget)
      .max(targetMax, trackerMessages.invalidTarget)
      .nullable(),
    follow_up_days: z
      .number({ error: trackerMessages.invalidFollowUpDays })
      .int(trackerMessages.invalidFollowUpDays)
      .min(daysMin, trackerMessages.invalidFollowUpDays)
      .max(daysMax, trackerMessages.invalidFollowUpDays),
    follow_up_reminders: z.boolean(),
    interview_reminders: z.boolean(),
    monthly_reminder: z.boolean(),
    proof_name: z.string().trim().max(120, settingsMessages.nameTooLong),
    proof_address: z.string().trim().max(200, settingsMessages.addressTooLong),
    proof_person_number: z
      .string()
      .trim()
      .max(40, settingsMessages.personNumber)
      .regex(/^[\p{L}\d.\s/-]*$/u, settingsMessages.personNumber),
    proof_language: z.enum(PROOF_LANGUAGES, { error: trackerMessages.invalidLanguage }),
  })
  .partial();
export type TrackerSettingsPatch = z.output<typeof trackerSettingsPatchSchema>;
