import { z } from 'zod';
import type { SocialProvider } from '../social/providers.js';
import { retentionText } from './retention.js';

/**
 * « Mes données »: what the account holds (shown before erasure), the erasure request, and the
 * copies of the data (exports). Shared by the server answers and the web app.
 */

/** How the person proves, right before the erasure, that it is them. */
export type Reauthentication =
  | { method: 'password' }
  /** An account without a password: a sign-in with one of its providers in the last minutes. */
  | { method: 'social'; providers: SocialProvider[]; confirmed_until: string | null };

export interface AccountDataSummary {
  email: string;
  counts: {
    cvs: number;
    cvs_in_bin: number;
    cv_versions: number;
    photos: number;
    letters: number;
    signatures: number;
    documents: number;
    applications: number;
    sessions: number;
  };
  /** Rows of other tables that belong to the account (the job-search tracker...), by label. */
  other: Array<{ label: string; rows: number }>;
  linked_providers: SocialProvider[];
  /** The running subscription, ended at once by the erasure. */
  subscription: { plan_type: string | null; is_trial: boolean; paid_until: string | null; renews: boolean } | null;
  /** Payments whose accounting record is kept for ten years. */
  payments: number;
  reauth: Reauthentication;
  /** Whether « Télécharger mes données » is prepared in the background (a mail with the link). */
  export_in_background: boolean;
}

/** The minutes after a social sign-in during which an account without a password may be erased. */
export const SOCIAL_REAUTH_MINUTES = 10;

export const deleteAccountRequestSchema = z.object({
  password: z.string().max(256).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export type DataExportStatus = 'preparing' | 'ready' | 'failed';

export interface DataExportView {
  id: string;
  status: DataExportStatus;
  file_name: string;
  byte_size: number;
  file_count: number;
  created_at: string;
  ready_at: string | null;
  expires_at: string;
  /** A short-lived address of the ZIP (ready exports only): opened by the browser as a download. */
  download_url: string | null;
  download_expires_at: string | null;
}

/** Labels of the tables a feature added after this page was written (read generically). */
export const otherDataLabels: Record<string, string> = {
  tracked_applications: 'Candidatures suivies',
  tracker_settings: 'Réglages du suivi des candidatures',
  tracker_reminders: 'Rappels envoyés par le suivi des candidatures',
};

export const privacyMessages = {
  passwordRequired: 'Saisissez votre mot de passe pour confirmer la suppression.',
  passwordWrong: 'Mot de passe incorrect.',
  socialReauthRequired: (providers: string) =>
    `Pour confirmer qu’il s’agit bien de vous, reconnectez-vous avec ${providers}, puis supprimez votre compte dans les minutes qui suivent.`,
  providerCancelFailed:
    'Votre abonnement n’a pas pu être résilié auprès de notre prestataire de paiement, et votre compte n’a donc pas été supprimé. Réessayez dans quelques minutes.',
  providerUnavailable: 'Notre prestataire de paiement ne répond pas, et votre compte n’a donc pas été supprimé. Réessayez dans quelques minutes.',
  accountDeleted: 'Votre compte a été supprimé. Un e-mail de confirmation vous a été envoyé.',
  exportPreparing: `Votre archive est en préparation. Nous vous enverrons un e-mail avec le lien dès qu’elle sera prête (lien valable ${retentionText.export}).`,
  exportTooMany: 'Vous avez déjà demandé plusieurs copies de vos données aujourd’hui. Réessayez demain, ou téléchargez la dernière copie préparée.',
  exportLinkExpired: 'Ce lien de téléchargement a expiré. Demandez une nouvelle copie de vos données depuis «\u00a0Mes informations personnelles\u00a0».',
  exportFailed: 'La préparation de votre archive a échoué. Demandez une nouvelle copie\u00a0; si le problème persiste, écrivez-nous.',
  exportTooLarge: 'Votre compte contient trop de données pour une seule archive. Écrivez-nous\u00a0: nous vous enverrons vos données.',
} as const;
