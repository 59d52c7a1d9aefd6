import { createContext, useContext } from 'react';
import type { AnonymousPromptReason } from '../../../../domain/accounts/messages';
import type { PreviewSource } from '../preview/preview-source';
import type { CheckpointCause } from '../../../../domain/cv/version-cause';
import type { CvDocument } from '../../../../domain/cv/cv-schema';
import type { SaveCycle } from '../save/save-cycle';
import type { UndoHistory } from './undo-history';

export type EditorView = 'rediger' | 'models';

/** What the editor's parts share besides the CV itself (which lives in the EditorStore). */
export interface EditorWorkspace {
  signedIn: boolean;
  isMobile: boolean;
  saveCycle: SaveCycle;
  preview: PreviewSource;
  view: EditorView;
  setView: (view: EditorView) => void;
  openFullscreen: () => void;
  requestDownload: () => void;
  promptSignIn: (reason: AnonymousPromptReason) => void;
  /** Undo and redo across the editor (state/undo-history.ts). */
  undo: UndoHistory;
  /**
   * A change that takes something away (an item, a section, the template's layout): the CV
   * before it is kept in the history (signed in), the change is made, and for a removal
   * (`toast`) an « Annuler » toast offers it back.
   */
  destructiveChange: (change: DestructiveChange) => void;
  /** A section to scroll to and highlight for 2 s (a custom section just added). */
  highlightSection: (id: string) => void;
  highlightedSection: string | undefined;
}

export interface DestructiveChange {
  update: (cv: CvDocument) => CvDocument;
  cause: CheckpointCause;
  /** What the history entry names: « Firme SA », « Bénévolat ». */
  subject?: string;
  /** The removal toast's sentence; no toast without it. */
  toast?: string;
  /** Nothing would be lost (a blank item): no history entry. */
  keepsNothing?: boolean;
}

export const EditorWorkspaceContext = createContext<EditorWorkspace | null>(null);

export function useWorkspace(): EditorWorkspace {
  const workspace = useContext(EditorWorkspaceContext);
  if (!workspace) throw new Error('useWorkspace() outside the editor');
  return workspace;
}
