import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { BellRing, CalendarClock, GripVertical } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STATUSES, statusLabels, type ApplicationStatus, type TrackedApplicationSummary } from '../../../domain/tracker/tracked-application';
import { swissDate } from '../../../domain/tracker/zurich-time';
import { describeApiError } from '../../lib/api-errors';
import { routes } from '../../paths';
import { cx } from '../../ui/cx';
import { usePageMeta } from '../../ui/page-meta';
import { controlClass } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useUpdateTrackedApplication } from './api/tracked-applications';
import { isFollowUpDue } from './application-row';
import { statusTone } from './status-badge';
import { interviewLabel } from './tracker-format';
import { TrackerPage } from './tracker-header';
import { trackerText as m } from './tracker-messages';

const COLUMNS = APPLICATION_STATUSES;
const isStatus = (id: UniqueIdentifier | undefined): id is ApplicationStatus => typeof id === 'string' && (COLUMNS as readonly string[]).includes(id);

/** The pointer's column when there is a pointer; for the keyboard, the column the card overlaps most. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};

/**
 * Arrow keys move a lifted card to the next column on the right or the left (the card lands at
 * the top of that column); up and down do nothing, a column has no order.
 */
function columnKeyboard(columnOfCard: (id: UniqueIdentifier) => ApplicationStatus | undefined): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') {
      event.preventDefault();
      return currentCoordinates;
    }
    if (!step || !context.active || !context.collisionRect) return undefined;
    event.preventDefault();
    const current = isStatus(context.over?.id) ? context.over.id : columnOfCard(context.active.id);
    const target = COLUMNS[(current ? COLUMNS.indexOf(current) : 0) + step];
    const rect = target ? context.droppableRects.get(target) : undefined;
    if (!rect) return currentCoordinates;
    return { x: rect.left + (rect.width - context.collisionRect.width) / 2, y: rect.top + 56 };
  };
}

function CardBody({ app }: { app: TrackedApplicationSummary }) {
  return (
    <>
      <p className="text-[15px] leading-snug font-semibold break-words text-ink-900">{app.company}</p>
      {app.position ? <p className="text-sm break-words text-ink-700">{app.position}</p> : null}
      <p className="mt-1 text-xs text-ink-600">{app.sent_on ? m.row.sentOn(swissDate(app.sent_on)) : m.row.notSent}</p>
      {isFollowUpDue(app) ? (
        <p className="mt-1.5 inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900">
          <BellRing className="size-3.5" aria-hidden="true" />
          {m.filters.followUp}
        </p>
      ) : null}
      {app.interview_at && app.status === 'interview' ? (
        <p className="mt-1.5 inline-flex items-center gap-1 rounded bg-violet-50 px-1.5 py-0.5 text-xs text-violet-900">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {interviewLabel(app.interview_at)}
        </p>
      ) : null}
    </>
  );
}

function BoardCard({
  app,
  onMove,
  moving,
}: {
  app: TrackedApplicationSummary;
  onMove: (app: TrackedApplicationSummary, to: ApplicationStatus) => void;
  moving: boolean;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: app.id,
    attributes: { roleDescription: m.board.roleDescription },
  });
  const selectId = useId();
  return (
    <li
      ref={setNodeRef}
      className={cx('relative rounded-lg border border-ink-100 bg-white p-3 shadow-xs', isDragging && 'opacity-40')}
      data-testid="board-card"
    >
      <div className="flex items-start gap-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={m.board.handle(app.company)}
          className="-ml-1 grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-ink-500 hover:bg-ink-100 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <Link to={routes.trackedApplication(app.id)} className="block rounded hover:bg-ink-50">
            <CardBody app={app} />
          </Link>
        </div>
      </div>
      <label htmlFor={selectId} className="sr-only">
        {m.row.moveMenu(app.company)}
      </label>
      <select
        id={selectId}
        className={cx(controlClass(false), 'mt-2 h-8 px-2 text-xs')}
        value={app.status}
        disabled={moving}
        onChange={(e) => onMove(app, e.target.value as ApplicationStatus)}
      >
        {COLUMNS.map((s) => (
          <option key={s} value={s}>
            {s === app.status ? statusLabels[s] : `${m.row.moveTo} ${statusLabels[s].toLowerCase()}`}
          </option>
        ))}
      </select>
    </li>
  );
}

function Column({
  status,
  apps,
  onMove,
  movingId,
}: {
  status: ApplicationStatus;
  apps: TrackedApplicationSummary[];
  onMove: (app: TrackedApplicationSummary, to: ApplicationStatus) => void;
  movingId: string | null;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = useId();
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cx(
        'flex w-[16.5rem] shrink-0 snap-start flex-col rounded-xl border bg-ink-50 p-2.5 transition-colors xl:w-auto xl:min-w-0 xl:flex-1',
        isOver ? 'border-brand-600 bg-brand-50' : 'border-ink-100',
      )}
      data-testid={`column-${status}`}
    >
      <h2 id={headingId} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-1 pb-2">
        <span className={cx('rounded-full px-2.5 py-0.5 text-sm font-semibold', statusTone[status])}>{statusLabels[status]}</span>
        <span className="text-xs text-ink-600">{m.board.columnCount(apps.length)}</span>
      </h2>
      <ul className="flex min-h-24 flex-col gap-2">
        {apps.length === 0 ? (
          <li className="rounded-lg border border-dashed border-ink-200 px-3 py-6 text-center text-xs text-ink-500">{m.board.emptyColumn}</li>
        ) : null}
        {apps.map((app) => (
          <BoardCard key={app.id} app={app} onMove={onMove} moving={movingId === app.id} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The board: one column per status. A card moves by drag and drop (mouse, finger), by keyboard
 * on its handle (Space, arrows left and right, Space), or with its status menu; each keyboard
 * step is announced in French.
 */
function Board({ apps }: { apps: TrackedApplicationSummary[] }) {
  const update = useUpdateTrackedApplication();
  const toast = useToast();
  const hintId = useId();
  const [active, setActive] = useState<TrackedApplicationSummary | null>(null);
  const byId = new Map(apps.map((a) => [a.id, a]));
  const company = (id: UniqueIdentifier) => byId.get(String(id))?.company ?? '';
  const columnOf = (id: UniqueIdentifier) => byId.get(String(id))?.status;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboard(columnOf) }),
  );

  const move = (app: TrackedApplicationSummary, to: ApplicationStatus) => {
    if (app.status === to) return;
    update.mutate(
      { id: app.id, patch: { status: to } },
      {
        onSuccess: () => toast.success(m.moved(app.company, statusLabels[to]), 2500),
        onError: (err) => toast.error(describeApiError(err, m.operations.move)),
      },
    );
  };

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => m.board.picked(company(a.id), statusLabels[columnOf(a.id) ?? 'to_send']),
    onDragOver: ({ active: a, over }) => (isStatus(over?.id) ? m.board.over(company(a.id), statusLabels[over.id]) : m.board.outside(company(a.id))),
    onDragEnd: ({ active: a, over }) => {
      const from = columnOf(a.id) ?? 'to_send';
      return isStatus(over?.id) && over.id !== from ? m.board.dropped(company(a.id), statusLabels[over.id]) : m.board.stayed(company(a.id), statusLabels[from]);
    },
    onDragCancel: ({ active: a }) => m.board.cancelled(company(a.id), statusLabels[columnOf(a.id) ?? 'to_send']),
  };

  const onDragStart = ({ active: a }: DragStartEvent) => setActive(byId.get(String(a.id)) ?? null);
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const app = byId.get(String(a.id));
    if (app && isStatus(over?.id)) move(app, over.id);
  };

  return (
    <>
      <p id={hintId} className="mb-3 text-sm text-ink-600">
        {m.board.hint}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActive(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: m.board.instructions } }}
      >
        {/* relative: the cards' visually hidden labels are positioned in the board, so they scroll (and clip) with it. */}
        <div
          className="relative -mx-4 snap-x scroll-px-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0"
          aria-describedby={hintId}
          data-testid="board"
        >
          <div className="flex gap-3">
            {COLUMNS.map((status) => (
              <Column
                key={status}
                status={status}
                apps={apps.filter((a) => a.status === status)}
                onMove={move}
                movingId={update.isPending ? (update.variables?.id ?? null) : null}
              />
            ))}
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {active ? (
            <div className="w-[15rem] rotate-1 rounded-lg border border-brand-600 bg-white p-3 shadow-pop">
              <CardBody app={active} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </>
  );
}

/** /mes_candidatures/tableau. */
export function ApplicationsBoardPage() {
  usePageMeta(`${m.board.title} – ${m.title}`);
  return <TrackerPage wide>{(apps) => <Board apps={apps} />}</TrackerPage>;
}
