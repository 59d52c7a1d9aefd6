import type { AttachmentKind } from './attachment.js';

/** What the order rule reads of an attachment. */
export interface OrderableAttachment {
  id: string;
  kind: AttachmentKind;
  /** YYYY-MM-DD or null (undated ones go after the dated ones of their group). */
  document_date: string | null;
}

/**
 * Swiss practice for the annexes of an application (EURES, jobs.ch, the universities' career
 * services): work certificates, final and intermediate together, newest first; then diplomas,
 * newest first; then attestations and the rest. The letter and the CV always come first, so they
 * are not part of this list.
 */
const GROUP: Record<AttachmentKind, number> = {
  certificat_travail: 0,
  certificat_intermediaire: 0,
  diplome: 1,
  attestation: 2,
  autre: 2,
};

export function defaultAttachmentOrder<T extends OrderableAttachment>(attachments: readonly T[]): T[] {
  return attachments
    .map((a, index) => ({ a, index }))
    .sort((x, y) => {
      const group = GROUP[x.a.kind] - GROUP[y.a.kind];
      if (group !== 0) return group;
      const dx = x.a.document_date;
      const dy = y.a.document_date;
      if (dx !== dy) {
        if (dx === null) return 1;
        if (dy === null) return -1;
        return dx < dy ? 1 : -1;
      }
      // Same group and date: the order the user had (stable).
      return x.index - y.index;
    })
    .map(({ a }) => a);
}

/**
 * `added` placed into a list the user may have reordered: right after the last document that
 * precedes it in the Swiss order, so that the user's own order is kept and the new document
 * lands where the rule would put it among them.
 */
export function placeInOrder<T extends OrderableAttachment>(ordered: readonly T[], added: T): T[] {
  const swiss = defaultAttachmentOrder([...ordered, added]);
  const before = new Set(swiss.slice(0, swiss.indexOf(added)).map((a) => a.id));
  let at = 0;
  ordered.forEach((a, i) => {
    if (before.has(a.id)) at = i + 1;
  });
  return [...ordered.slice(0, at), added, ...ordered.slice(at)];
}

/** One part of the merged file, in its order. */
export type DossierPart = { type: 'letter' } | { type: 'cv' } | { type: 'attachment'; id: string };

/** The whole file: the letter (when there is one), the CV, then the attachments in the given order. */
export function dossierParts(hasLetter: boolean, attachmentIds: readonly string[]): DossierPart[] {
  return [...(hasLetter ? [{ type: 'letter' as const }] : []), { type: 'cv' as const }, ...attachmentIds.map((id) => ({ type: 'attachment' as const, id }))];
}
