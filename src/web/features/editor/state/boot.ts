import { emptyCvDocument, type CvDocument } from '../../../../domain/cv/cv-schema';
import { resolveTemplateId, type TemplateId } from '../../../../domain/cv/template-catalogue';
import type { CvRepair } from '../../../../domain/cv/cv-repair';
import { sameDocument } from '../../../../domain/cv/same-document';
import type { LoadedCv } from '../../../lib/saved-cv';
import { draftHasContent, isResumableDraft, type StoredDraft } from '../draft/draft-storage';
import { restorableCopy, type UnsavedCopy } from '../draft/unsaved-copy';
import { withBlankSeedItems } from '../model/blank-items';
import { setTemplate, withCustomTitlesFromSectionTitles } from '../model/cv-updates';
import type { EditorData } from './editor-store';
import type { EditorView } from './workspace-context';

export type EditorRoute = { kind: 'new' } | { kind: 'model'; templateId: TemplateId } | { kind: 'cv'; cvId: string };

/** Spec section 2: /editor, /editor/model/{1..6}, /editor/cv/{id}. */
export function parseEditorRoute(pathname: string): EditorRoute | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/editor') return { kind: 'new' };
  const model = /^\/editor\/model\/([^/]+)$/.exec(path);
  if (model) return { kind: 'model', templateId: resolveTemplateId(decodeURIComponent(model[1] ?? '')) };
  const cv = /^\/editor\/cv\/([^/]+)$/.exec(path);
  if (cv?.[1]) return { kind: 'cv', cvId: decodeURIComponent(cv[1]) };
  return undefined;
}

export function editorRouteKey(route: EditorRoute): string {
  return route.kind === 'new' ? 'new' : route.kind === 'model' ? `model:${route.templateId}` : `cv:${route.cvId}`;
}

export interface Boot {
  data: EditorData;
  view: EditorView;
  /** What was brought back from this device: shown once to the user. */
  restored?: 'draft' | 'unsaved-copy';
  /** Changes that the server does not have yet (a restored safety copy). */
  pendingChanges: boolean;
  /** What had to change in the stored draft or copy so that it could be opened (said to the user). */
  repairs?: CvRepair[];
  /** A stored draft could not be opened: it is kept aside and offered back as a file. */
  unreadableDraft?: boolean;
  /** Unsaved changes made on a version the CV has moved on from (saved elsewhere since): offered as a conflict. */
  staleCopy?: CvDocument;
}

/** Spec section 4: blank items on entry (not a change) and custom titles from section_titles. */
function prepared(cv: CvDocument): CvDocument {
  return withBlankSeedItems(withCustomTitlesFromSectionTitles(cv));
}

const base = { updatedAt: null, photoUrl: null, photoVersion: 0 } as const;

/**
 * /editor and /editor/model/{id}: the visitor's draft (tempCvData) or, signed in, the safety copy
 * of a CV not yet created, else an empty CV. The draft's content is kept when a model is picked
 * from the gallery: only its template changes. /editor opens 'rediger' for a resumable draft
 * (a template and a first name or experiences), otherwise the models view.
 */
export function bootFromLocal(
  route: Exclude<EditorRoute, { kind: 'cv' }>,
  sources: { draft?: StoredDraft; unsavedCopy?: UnsavedCopy; unreadableDraft?: boolean },
): Boot {
  const boot = bootFromLocalSources(route, sources);
  const repairs = sources.unsavedCopy ? sources.unsavedCopy.repairs : sources.draft?.repairs;
  return { ...boot, ...(repairs?.length ? { repairs } : {}), ...(sources.unreadableDraft ? { unreadableDraft: true } : {}) };
}

function bootFromLocalSources(route: Exclude<EditorRoute, { kind: 'cv' }>, sources: { draft?: StoredDraft; unsavedCopy?: UnsavedCopy }): Boot {
  const draft = sources.draft && draftHasContent(sources.draft.cv) ? sources.draft : undefined;
  const source = sources.unsavedCopy?.cv ?? draft?.cv;
  const restored = sources.unsavedCopy ? 'unsaved-copy' : draft ? 'draft' : undefined;
  if (route.kind === 'model') {
    const cv = source ? setTemplate(source, route.templateId) : emptyCvDocument(route.templateId);
    return { data: { ...base, cv: prepared(cv), templateChosen: true }, view: 'rediger', restored, pendingChanges: false };
  }
  if (source) {
    const templateChosen = sources.unsavedCopy ? true : (draft?.hasTemplate ?? false);
    const resumable = sources.unsavedCopy ? true : draft ? isResumableDraft(draft) : false;
    return { data: { ...base, cv: prepared(source), templateChosen }, view: resumable ? 'rediger' : 'models', restored, pendingChanges: false };
  }
  return { data: { ...base, cv: prepared(emptyCvDocument(undefined)), templateChosen: false }, view: 'models', pendingChanges: false };
}

/**
 * What the user wrote is the same. `photo_url` is not theirs: the server answers the stored photo's
 * address there, which the editor's copy never holds (it shows the photo from `photoUrl`).
 */
function sameContent(copy: CvDocument, saved: CvDocument): boolean {
  return sameDocument({ ...copy, photo_url: '' }, { ...saved, photo_url: '' });
}

/** /editor/cv/{id}: the saved CV, or this device's safety copy when it was made on that very version. */
export function bootFromServer(saved: LoadedCv, unsavedCopy?: UnsavedCopy): Boot {
  const copy = restorableCopy(unsavedCopy, saved.meta.updatedAt, saved.meta.version);
  // A copy made on an older version is a conflict only if it says something the server does not:
  // a save that reached the server as the page was left (a reload mid-save) made the same CV.
  const stale = unsavedCopy && !copy && !sameContent(unsavedCopy.cv, prepared(saved.cv)) ? unsavedCopy.cv : undefined;
  const cv = copy ?? saved.cv;
  return {
    data: {
      cv: prepared(cv),
      cvId: saved.meta.id,
      updatedAt: saved.meta.updatedAt,
      version: saved.meta.version,
      photoUrl: saved.meta.photoUrl,
      photoVersion: 0,
      templateChosen: true,
    },
    view: 'rediger',
    restored: copy ? 'unsaved-copy' : undefined,
    pendingChanges: copy !== undefined,
    ...(copy && unsavedCopy?.repairs?.length ? { repairs: unsavedCopy.repairs } : {}),
    // Never dropped silently: the user chooses between the two versions.
    ...(stale ? { staleCopy: stale } : {}),
  };
}
