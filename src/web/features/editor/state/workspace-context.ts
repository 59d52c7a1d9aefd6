import { createContext, useContext } from 'react';
import type { AnonymousPromptReason } from '../../../../domain/accounts/messages';
import type { PreviewSource } from '../preview/preview-source';
import type { SaveCycle } from '../save/save-cycle';

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
  /** A section to scroll to and highlight for 2 s (a custom section just added). */
  highlightSection: (id: string) => void;
  highlightedSection: string | undefined;
}

export const EditorWorkspaceContext = createContext<EditorWorkspace | null>(null);

export function useWorkspace(): EditorWorkspace {
  const workspace = useContext(EditorWorkspaceContext);
  if (!workspace) throw new Error('useWorkspace() outside the editor');
  return workspace;
}
