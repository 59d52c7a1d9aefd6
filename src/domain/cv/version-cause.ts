/**
 * Why an entry of a CV's history exists (cv_versions.cause): shared by the server that records
 * it and the editor that labels it. `null` is an ordinary save (a stretch of work).
 */
export const CHECKPOINT_CAUSES = ['before_item_removal', 'before_section_removal', 'before_import', 'before_template_change'] as const;

/** What the editor asks the server to keep as its own entry just before a destructive change. */
export type CheckpointCause = (typeof CHECKPOINT_CAUSES)[number];

export type VersionCause = CheckpointCause | 'created' | 'before_restore' | 'restore' | 'overwrite';

export const isCheckpointCause = (value: unknown): value is CheckpointCause =>
  typeof value === 'string' && (CHECKPOINT_CAUSES as readonly string[]).includes(value);

/** At most this many checkpoints ride on one save (a burst of removals before the autosave). */
export const MAX_CHECKPOINTS_PER_SAVE = 10;
/** The subject of a checkpoint (an item's or a section's name, a file name) is cut to this. */
export const CHECKPOINT_SUBJECT_MAX = 120;

/**
 * The entry's label in « Historique », after its time: « avant suppression de “Firme SA” »,
 * « restauration ». `restoredAt` formats the saved time of a restored version (its subject).
 */
export function versionLabel(cause: string | null | undefined, subject: string | null | undefined, restoredAt: (iso: string) => string): string {
  const named = subject?.trim() ? subject.trim() : undefined;
  switch (cause) {
    case 'created':
      return 'création';
    case 'before_item_removal':
      return named ? `avant suppression de “${named}”` : 'avant suppression d’un élément';
    case 'before_section_removal':
      return named ? `avant suppression de la section “${named}”` : 'avant suppression d’une section';
    case 'before_import':
      return named ? `avant import de “${named}”` : 'avant import';
    case 'before_template_change':
      return named ? `avant changement de modèle (${named})` : 'avant changement de modèle';
    case 'before_restore':
      return 'avant restauration';
    case 'restore': {
      const at = named && !Number.isNaN(Date.parse(named)) ? restoredAt(named) : undefined;
      return at ? `restauration de la version du ${at}` : 'restauration';
    }
    case 'overwrite':
      return 'votre version, gardée lors d’un conflit';
    default:
      return 'modifications';
  }
}
