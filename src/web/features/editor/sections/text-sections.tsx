import { CV_LIMITS } from '../../../../domain/cv/cv-schema';
import { AlignLeft, EyeOff, ExternalLink, Link2, ListPlus, NotebookPen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { defaultSectionTitles } from '../../../../domain/cv/cv-language';
import { isValidLinkedinUrl, LINKEDIN_URL_ERROR } from '../../../../domain/cv/linkedin';
import { Button } from '../../../ui/button';
import { TextInput } from '../fields/inputs';
import { InlineTitle } from '../fields/inline-title';
import { RichTextField } from '../fields/rich-text-field';
import { isBlankRichText } from '../model/blank-items';
import {
  isSectionHidden,
  keepReviewSection,
  removeCustomSection,
  setCustomSectionContent,
  setPersonalField,
  setRichBlockContent,
  setSectionHidden,
  setSectionTitle,
} from '../model/cv-updates';
import { useCvSelector, useEditorStore } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';
import { SectionFrame } from './section-frame';
import { useSectionTitle } from './use-section-title';

/** Spec section 9: six rows for the summary, miscellaneous and custom sections. */
const TEXT_ROWS = 6;

export function SummarySection() {
  const store = useEditorStore();
  const content = useCvSelector((cv) => cv.summary.content);
  const title = defaultSectionTitles.summary;
  return (
    <SectionFrame id="summary" name={title} icon={AlignLeft} heading={<h2 className="truncate font-semibold text-ink-900">Profil professionnel</h2>}>
      <RichTextField
        label="Résumé de votre profil"
        rows={TEXT_ROWS}
        value={content}
        onChange={(html) => store.change((cv) => setRichBlockContent(cv, 'summary', html))}
        hint="Conseil&nbsp;: 4 à 6 lignes qui disent qui vous êtes, vos points forts et le poste que vous visez."
        placeholder="Ex.&nbsp;: Comptable avec 8 ans d’expérience en fiduciaire…"
      />
    </SectionFrame>
  );
}

export function LinkedinSection({ draggable }: { draggable: boolean }) {
  const store = useEditorStore();
  const value = useCvSelector((cv) => cv.personal_info.linkedin);
  const [touched, setTouched] = useState(false);
  const title = defaultSectionTitles.linkedin;
  const valid = isValidLinkedinUrl(value);
  const url = value.trim();
  return (
    <SectionFrame id="linkedin" name={title} icon={Link2} draggable={draggable} heading={<h2 className="truncate font-semibold text-ink-900">{title}</h2>}>
      <TextInput
        label="URL de votre profil LinkedIn"
        maxLength={CV_LIMITS.url}
        type="url"
        value={value}
        onValue={(v) => store.change((cv) => setPersonalField(cv, 'linkedin', v))}
        onBlur={() => setTouched(true)}
        placeholder="https://www.linkedin.com/in/votre-profil"
        error={!valid && (touched || url.length > 30) ? LINKEDIN_URL_ERROR : undefined}
        autoComplete="url"
      />
      {valid && url !== '' && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          Voir le profil
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      )}
    </SectionFrame>
  );
}

export function MiscellaneousSection({ draggable }: { draggable: boolean }) {
  const store = useEditorStore();
  const content = useCvSelector((cv) => cv.miscellaneous.content);
  const hidden = useCvSelector((cv) => isSectionHidden(cv, 'miscellaneous'));
  const title = useSectionTitle('miscellaneous');
  return (
    <SectionFrame
      id="miscellaneous"
      name={title}
      icon={NotebookPen}
      draggable={draggable}
      heading={<h2 className="truncate font-semibold text-ink-900">{title}</h2>}
      visibility={{ shown: !hidden, onChange: (shown) => store.change((cv) => setSectionHidden(cv, 'miscellaneous', !shown)) }}
    >
      <RichTextField
        label="Centres d’intérêt, engagements, informations utiles"
        rows={TEXT_ROWS}
        value={content}
        onChange={(html) => store.change((cv) => setRichBlockContent(cv, 'miscellaneous', html))}
      />
    </SectionFrame>
  );
}

export function CustomSection({ id, draggable }: { id: string; draggable: boolean }) {
  const store = useEditorStore();
  const { highlightedSection, destructiveChange } = useWorkspace();
  const content = useCvSelector((cv) => cv.custom_fields.find((f) => f.id === id)?.content ?? '');
  const review = useCvSelector((cv) => cv.custom_fields.find((f) => f.id === id)?.review === true);
  const title = useSectionTitle(id);
  // No confirmation: the removal can be undone (toast, Ctrl+Z) and the CV before it stays in the history.
  const remove = () =>
    destructiveChange({
      update: (cv) => removeCustomSection(cv, id),
      cause: 'before_section_removal',
      subject: title,
      toast: `Section supprimée\u00a0: «\u00a0${title}\u00a0».`,
      keepsNothing: isBlankRichText(content),
    });
  return (
    <SectionFrame
      id={id}
      name={title}
      icon={ListPlus}
      draggable={draggable}
      highlighted={highlightedSection === id}
      heading={<InlineTitle value={title} editLabel="Renommer la section" onCommit={(t) => store.change((cv) => setSectionTitle(cv, id, t))} />}
      actions={
        <button
          type="button"
          aria-label={`Supprimer la section ${title}`}
          title="Supprimer la section"
          onClick={remove}
          className="grid size-8 shrink-0 place-items-center rounded-md text-ink-400 transition-colors hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      }
    >
      {review && (
        <div
          role="note"
          className="mb-3 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex gap-2">
            <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Lignes de votre fichier que l’import n’a pas su placer. Cette section n’apparaît ni dans l’aperçu ni dans le PDF&nbsp;: déplacez ce qui compte
              dans les bonnes sections, puis supprimez-la, ou gardez-la telle quelle.
            </span>
          </p>
          <Button variant="outline" size="sm" className="shrink-0" onClick={() => store.change((cv) => keepReviewSection(cv, id))}>
            Garder comme section du CV
          </Button>
        </div>
      )}
      <RichTextField label="Contenu" rows={TEXT_ROWS} value={content} onChange={(html) => store.change((cv) => setCustomSectionContent(cv, id, html))} />
    </SectionFrame>
  );
}

/** Spec section 4: a section type the editor does not know. */
export function UnknownSection({ id }: { id: string }) {
  return (
    <div role="note" className="rounded-xl border border-dashed border-ink-300 bg-ink-50 px-5 py-4 text-sm text-ink-600">
      Section {id} en cours de développement...
    </div>
  );
}
