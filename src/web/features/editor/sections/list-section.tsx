import { Plus, type LucideIcon } from 'lucide-react';
import { memo, useCallback, useId, useRef, useState, type ComponentType, type RefObject } from 'react';
import { CV_LIMITS } from '../../../../domain/cv/cv-schema';
import { Button } from '../../../ui/button';
import { SortableList } from '../dnd/sortable-list';
import { InlineTitle } from '../fields/inline-title';
import { canRemoveItem, isBlankItem, type ListItem, type ListSectionId } from '../model/blank-items';
import { addListItem, isSectionHidden, moveListItem, removeItem, setSectionHidden, setSectionTitle, updateListItem } from '../model/cv-updates';
import { listCapHint } from '../model/limits';
import { isOptionalSection } from '../model/section-layout';
import { useCvSelector, useEditorStore } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';
import { ItemCard } from './item-card';
import { SectionFrame } from './section-frame';
import { useSectionTitle } from './use-section-title';

export interface ItemFieldsProps<K extends ListSectionId> {
  item: ListItem<K>;
  onPatch: (patch: Partial<ListItem<K>>) => void;
}

export interface ListSectionConfig<K extends ListSectionId> {
  section: K;
  icon: LucideIcon;
  addLabel: string;
  /** The item's name in sentences: "l’expérience", "la compétence". */
  noun: (item: ListItem<K>) => string;
  placeholderTitle: string;
  emptyText: string;
  summary: (item: ListItem<K>) => { title: string; subtitle?: string };
  Fields: ComponentType<ItemFieldsProps<K>>;
}

/** The toast after removing an item: « Élément supprimé : l’expérience « Firme SA ». » */
export const removedItemText = (name: string) => `Élément supprimé\u00a0: ${name}.`;

interface ItemRowProps<K extends ListSectionId> {
  config: ListSectionConfig<K>;
  item: ListItem<K>;
  items: readonly ListItem<K>[];
  openByDefault: boolean;
  /** Focus goes somewhere that stays (the removed item's button is gone). */
  afterRemove: () => void;
}

function ItemRowInner<K extends ListSectionId>({ config, item, items, openByDefault, afterRemove }: ItemRowProps<K>) {
  const store = useEditorStore();
  const { destructiveChange } = useWorkspace();
  const id = item.id;
  const onPatch = useCallback(
    (patch: Partial<ListItem<K>>) => store.change((cv) => updateListItem(cv, config.section, id, patch)),
    [store, config.section, id],
  );
  const { title, subtitle } = config.summary(item);
  const blank = isBlankItem(item);
  const name = title ? `${config.noun(item)} «\u00a0${title}\u00a0»` : config.noun(item);
  return (
    <ItemCard
      title={title || config.placeholderTitle}
      subtitle={subtitle}
      name={name}
      removable={canRemoveItem(items, item)}
      // No confirmation: the removal can be undone (toast, Ctrl+Z) and the CV before it stays in the history.
      onRemove={() => {
        destructiveChange({
          update: (cv) => removeItem(cv, config.section, id),
          cause: 'before_item_removal',
          subject: title || undefined,
          toast: removedItemText(name),
          keepsNothing: blank,
        });
        afterRemove();
      }}
      defaultOpen={openByDefault || blank}
      draggable={items.length > 1}
    >
      <config.Fields item={item} onPatch={onPatch} />
    </ItemCard>
  );
}

// One keystroke changes one item: the others keep their object and skip rendering.
const ItemRow = memo(ItemRowInner) as typeof ItemRowInner;

/** A list section (experiences, education, skills, languages, accreditations, references). */
export function ListSection<K extends ListSectionId>({
  config,
  scrollContainer,
  draggableSection,
}: {
  config: ListSectionConfig<K>;
  scrollContainer: RefObject<HTMLElement | null>;
  draggableSection: boolean;
}) {
  const store = useEditorStore();
  const items = useCvSelector((cv) => cv[config.section]) as ListItem<K>[];
  const hidden = useCvSelector((cv) => isSectionHidden(cv, config.section));
  const title = useSectionTitle(config.section);
  const [added, setAdded] = useState<string>();
  const capHintId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const afterRemove = useCallback(() => window.requestAnimationFrame(() => addButton.current?.focus()), []);
  // Cards start open for short lists; long saved lists start folded.
  const [openByDefault] = useState(() => items.length <= 2);

  const add = () => {
    let id = '';
    store.change((cv) => {
      const next = addListItem(cv, config.section);
      id = next.id;
      return next.cv;
    });
    setAdded(id);
    window.requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(`[data-item="${CSS.escape(id)}"] input, [data-item="${CSS.escape(id)}"] [role="textbox"]`)?.focus();
    });
  };

  const byId = (id: string) => items.find((i) => i.id === id);
  const atCap = items.length >= CV_LIMITS.listItems;
  return (
    <SectionFrame
      id={config.section}
      name={title}
      icon={config.icon}
      draggable={draggableSection}
      heading={<InlineTitle value={title} editLabel="Renommer la section" onCommit={(t) => store.change((cv) => setSectionTitle(cv, config.section, t))} />}
      visibility={
        isOptionalSection(config.section)
          ? { shown: !hidden, onChange: (shown) => store.change((cv) => setSectionHidden(cv, config.section, !shown)) }
          : undefined
      }
    >
      {items.length === 0 ? (
        <p className="mb-3 text-sm text-ink-500">{config.emptyText}</p>
      ) : (
        <SortableList
          ids={items.map((i) => i.id)}
          onMove={(activeId, overId) => store.change((cv) => moveListItem(cv, config.section, activeId, overId))}
          scrollContainer={scrollContainer}
          describe={(id) => {
            const item = byId(id);
            const t = item ? config.summary(item).title : '';
            return item ? (t ? `${config.noun(item)} «\u00a0${t}\u00a0»` : config.noun(item)) : 'l’élément';
          }}
          roleDescription="élément déplaçable"
          instructions="Pour déplacer un élément, appuyez sur Espace ou Entrée, puis sur les flèches haut et bas&nbsp;; appuyez de nouveau sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler."
          className="flex flex-col gap-2.5"
        >
          {(id) => {
            const item = byId(id);
            return item ? (
              <div data-item={id}>
                <ItemRow config={config} item={item} items={items} openByDefault={openByDefault || id === added} afterRemove={afterRemove} />
              </div>
            ) : null;
          }}
        </SortableList>
      )}
      <Button
        ref={addButton}
        variant="ghost"
        size="sm"
        onClick={add}
        disabled={atCap}
        aria-describedby={atCap ? capHintId : undefined}
        className="mt-3 text-brand-700 hover:bg-brand-50"
      >
        <Plus className="size-4" aria-hidden="true" />
        {config.addLabel}
      </Button>
      {atCap && (
        <p id={capHintId} className="mt-1.5 text-xs text-ink-600">
          {listCapHint(CV_LIMITS.listItems)}
        </p>
      )}
    </SectionFrame>
  );
}
