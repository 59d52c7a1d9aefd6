import { Plus } from 'lucide-react';
import { useId, useMemo, type RefObject } from 'react';
import { CV_LIMITS } from '../../../../domain/cv/cv-schema';
import { SortableList } from '../dnd/sortable-list';
import { isListSectionId } from '../model/blank-items';
import { addCustomSection } from '../model/cv-updates';
import { customSectionsCapHint } from '../model/limits';
import { editorSectionOrder, isFixedSection, moveSection, sectionTitle } from '../model/section-layout';
import { useCvSelector, useEditorStore } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';
import { Button } from '../../../ui/button';
import { listSectionConfigs } from './list-configs';
import { ListSection } from './list-section';
import { PersonalInfoSection } from './personal-info-section';
import { CustomSection, LinkedinSection, MiscellaneousSection, SummarySection, UnknownSection } from './text-sections';

function SectionById({ id, draggable, scrollContainer }: { id: string; draggable: boolean; scrollContainer: RefObject<HTMLElement | null> }) {
  if (id === 'personal_info') return <PersonalInfoSection />;
  if (id === 'summary') return <SummarySection />;
  if (id === 'linkedin') return <LinkedinSection draggable={draggable} />;
  if (id === 'miscellaneous') return <MiscellaneousSection draggable={draggable} />;
  if (isListSectionId(id)) return <ListSection config={listSectionConfigs[id] as never} scrollContainer={scrollContainer} draggableSection={draggable} />;
  if (id.startsWith('custom_field_')) return <CustomSection id={id} draggable={draggable} />;
  return <UnknownSection id={id} />;
}

const SECTION_INSTRUCTIONS =
  'Pour déplacer une section, appuyez sur Espace ou Entrée, puis sur les flèches haut et bas\u00a0; appuyez de nouveau sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler. Les informations personnelles et le profil restent en tête.';

/** The form: the two fixed sections, then the others in the CV's order, reordered by drag and drop. */
export function SectionsForm({ scrollContainer }: { scrollContainer: RefObject<HTMLElement | null> }) {
  const store = useEditorStore();
  const { saveCycle, highlightSection } = useWorkspace();
  const sectionOrder = useCvSelector((cv) => cv.section_order);
  const customFields = useCvSelector((cv) => cv.custom_fields);
  const titles = useCvSelector((cv) => cv.section_titles);
  const language = useCvSelector((cv) => cv.cv_language);
  const order = useMemo(() => editorSectionOrder({ section_order: sectionOrder, custom_fields: customFields }), [sectionOrder, customFields]);
  const fixed = order.filter(isFixedSection);
  const movable = order.filter((id) => !isFixedSection(id));
  const capHintId = useId();
  const atCap = customFields.length >= CV_LIMITS.customSections;

  const addSection = () => {
    let id = '';
    store.change((cv) => {
      const next = addCustomSection(cv);
      id = next.id;
      return next.cv;
    });
    if (id) highlightSection(id);
  };

  return (
    <div className="flex flex-col gap-4">
      {fixed.map((id) => (
        <SectionById key={id} id={id} draggable={false} scrollContainer={scrollContainer} />
      ))}
      <SortableList
        ids={movable}
        onMove={(activeId, overId) => {
          const next = moveSection(order, activeId, overId);
          if (next !== order) saveCycle.reorderSections(next);
        }}
        scrollContainer={scrollContainer}
        describe={(id) => `la section ${sectionTitle({ section_titles: titles, custom_fields: customFields, cv_language: language }, id)}`}
        roleDescription="section déplaçable"
        instructions={SECTION_INSTRUCTIONS}
        className="flex flex-col gap-4"
      >
        {(id) => <SectionById id={id} draggable scrollContainer={scrollContainer} />}
      </SortableList>
      <div className="flex flex-col gap-1.5">
        <Button variant="outline" onClick={addSection} disabled={atCap} aria-describedby={atCap ? capHintId : undefined} className="self-start border-dashed">
          <Plus className="size-4" aria-hidden="true" />
          Ajouter une section personnalisée
        </Button>
        {atCap && (
          <p id={capHintId} className="text-xs text-ink-600">
            {customSectionsCapHint(CV_LIMITS.customSections)}
          </p>
        )}
      </div>
    </div>
  );
}
