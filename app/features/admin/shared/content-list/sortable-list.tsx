import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { buttonClass } from '../ui/button-class.ts';
import { contentListText } from './messages.ts';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => number;
  /** the item's name, for the handle's label and what a screen reader hears while it moves */
  getLabel: (item: T) => string;
  /** the accessible name of the list ("Projects") */
  label: string;
  /** called with every id in the new order, after a drag or a move button; absent = read-only (viewers) */
  onReorder?: (ids: number[]) => void;
  /** the row's content between the move controls and the actions */
  renderItem: (item: T) => ReactNode;
  renderActions?: (item: T) => ReactNode;
}

/**
 * A reorderable list (admin area §2 'draggable list', D19). Three ways to move a row, all ending in
 * `onReorder` with the whole new order:
 * - drag the handle with a mouse or finger;
 * - focus the handle, Space/Enter to pick up, arrows to move, Space/Enter to drop (dnd-kit's
 *   keyboard sensor), each step announced to screen readers in the admin's language;
 * - the visible up/down buttons, for anyone who cannot drag (WCAG 2.2 SC 2.5.7), announced too.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  label,
  onReorder,
  renderItem,
  renderActions,
}: SortableListProps<T>) {
  const t = useMessages(contentListText);
  const [liveMessage, setLiveMessage] = useState('');
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const count = items.length;
  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? getLabel(item) : '';
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pickedUp', { label: labelOf(active.id), position: positionOf(active.id), count }),
    onDragOver: ({ active, over }) =>
      over ? t('movedOver', { label: labelOf(active.id), position: positionOf(over.id), count }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dropped', { label: labelOf(active.id), position: positionOf(over.id), count }) : undefined,
    onDragCancel: ({ active }) => t('cancelled', { label: labelOf(active.id) }),
  };

  const moveTo = (from: number, to: number) => {
    if (!onReorder || from === to || to < 0 || to >= count) return;
    onReorder(arrayMove(ids, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveTo(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  const moveByButton = (index: number, to: number) => {
    const item = items[index];
    if (!item) return;
    moveTo(index, to);
    setLiveMessage(t('movedTo', { label: getLabel(item), position: to + 1, count }));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="divide-y divide-stone rounded-lg border border-stone bg-white">
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              itemLabel={getLabel(item)}
              sortable={onReorder !== undefined}
              isFirst={index === 0}
              isLast={index === count - 1}
              onMoveUp={() => moveByButton(index, index - 1)}
              onMoveDown={() => moveByButton(index, index + 1)}
              actions={renderActions?.(item)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {liveMessage}
      </p>
    </DndContext>
  );
}

function SortableRow({
  id,
  itemLabel,
  sortable,
  isFirst,
  isLast,
  onMoveUp,
  onMoveDown,
  actions,
  children,
}: {
  id: number;
  itemLabel: string;
  sortable: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const t = useMessages(contentListText);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !sortable,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx(
        'relative flex flex-col gap-3 bg-white px-3 py-3 sm:flex-row sm:items-center sm:px-4',
        isDragging && 'z-10 shadow-lg ring-2 ring-clay/60',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
        {sortable && (
          <div className="flex shrink-0 items-center gap-0.5">
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={t('dragHandle', { label: itemLabel })}
              className={buttonClass('ghost', 'icon', 'cursor-grab touch-none text-muted active:cursor-grabbing')}
            >
              <GripVertical className="size-5" aria-hidden="true" />
            </button>
            {/* aria-disabled, not disabled: the button keeps focus when its row reaches the end. */}
            <div className="flex flex-col">
              <button
                type="button"
                onClick={onMoveUp}
                aria-disabled={isFirst}
                aria-label={t('moveUp', { label: itemLabel })}
                className={buttonClass('ghost', 'sm', 'h-6 w-8 px-0 text-muted aria-disabled:opacity-40')}
              >
                <ChevronUp className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={onMoveDown}
                aria-disabled={isLast}
                aria-label={t('moveDown', { label: itemLabel })}
                className={buttonClass('ghost', 'sm', 'h-6 w-8 px-0 text-muted aria-disabled:opacity-40')}
              >
                <ChevronDown className="size-4" aria-hidden="true" />
              </button>
            </div>
          </div>
        )}
        <div className="min-w-0 flex-1">{children}</div>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-1.5 sm:justify-end">{actions}</div>}
    </li>
  );
}
