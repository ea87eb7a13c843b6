import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { AlertCircle, GripVertical } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LEAD_SOURCES, type LeadSource } from '#shared/admin/leads.ts';
import type { PipelineCard, PipelineColumn, PipelineQueryInput } from '#shared/admin/pipeline.ts';
import { LEAD_STAGES, type LeadStage } from '#shared/pipeline.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ListError } from '../shared/content-list/list-states.tsx';
import { refusalText } from '../shared/errors/error-text.ts';
import { formatNumber, formatRelativeTime } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { waitingText } from '../shared/leads/first-response.ts';
import { useLeadLabels } from '../shared/leads/lead-badges.tsx';
import { leadsText } from '../shared/leads/messages.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { shellText } from '../shared/sections/messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { pipelineText } from './messages.ts';
import { countText, STAGE_KEYS } from './pipeline-count.ts';
import { pipelineQuery, useMoveLead } from './pipeline-queries.ts';

const ALL = 'all';
const NONE = 'none';

function filtersFrom(search: URLSearchParams): PipelineQueryInput {
  const source = search.get('source');
  const owner = search.get('owner');
  return {
    ...(source && (LEAD_SOURCES as readonly string[]).includes(source) ? { source: source as LeadSource } : {}),
    ...(owner && (owner === NONE || /^[1-9][0-9]{0,9}$/.test(owner)) ? { owner } : {}),
  };
}

/**
 * Arrow keys jump the picked-up card from one column to the next (or back), in the board's order
 * whether the columns stand side by side (wide screens) or stack (phones).
 */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const from = (context.over?.id ?? context.active?.data.current?.stage) as LeadStage | undefined;
  const index = from ? LEAD_STAGES.indexOf(from) : -1;
  const next = LEAD_STAGES[Math.min(LEAD_STAGES.length - 1, Math.max(0, index + step))];
  const rect = next ? context.droppableRects.get(next) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + rect.width / 2, y: rect.top + Math.min(rect.height / 2, 40) };
};

const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * The pipeline board (issue 27, `/admin/pipeline`): six stages with their counts and budget sums,
 * filtered by source and owner (kept in the address). A card moves by drag, by keyboard (Space,
 * arrows, Space) and by its visible "Move to…" menu (WCAG 2.2 SC 2.5.7); every move is one request.
 */
export function PipelinePage() {
  const t = useMessages(pipelineText);
  const shell = useMessages(shellText);
  const language = useLanguage();
  const toast = useToast();
  const { sourceLabel } = useLeadLabels();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFrom(search), [search]);
  const board = useQuery(pipelineQuery(filters));
  const move = useMoveLead();
  const [live, setLive] = useState('');
  const heading = t('title');
  const adminTitle = shell('adminTitle');
  useEffect(() => {
    document.title = `${heading} · ${adminTitle}`;
  }, [heading, adminTitle]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const cards = useMemo(
    () =>
      new Map((board.data?.columns ?? []).flatMap((column) => column.cards.map((card) => [card.id, card] as const))),
    [board.data],
  );
  const stageLabel = (stage: LeadStage) => t(STAGE_KEYS[stage]);
  const nameOf = (id: number | string) => cards.get(Number(id))?.name || `#${id}`;

  const moveCard = async (card: PipelineCard, from: LeadStage, to: LeadStage) => {
    if (from === to) return;
    try {
      await move.mutateAsync({ id: card.id, stage: to });
      setLive(t('moved', { name: card.name || card.email, stage: stageLabel(to) }));
    } catch (failure) {
      toast({ title: t('moveFailed'), description: refusalText(failure) ?? '', variant: 'destructive' });
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = cards.get(Number(active.id));
    const from = active.data.current?.stage as LeadStage | undefined;
    if (!card || !from || !over) return;
    void moveCard(card, from, over.id as LeadStage);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('over', { name: nameOf(active.id), stage: stageLabel(over.id as LeadStage) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dropped', { name: nameOf(active.id), stage: stageLabel(over.id as LeadStage) }) : undefined,
    onDragCancel: ({ active }) => t('cancelled', { name: nameOf(active.id) }),
  };

  const setFilter = (key: 'source' | 'owner', value: string) => {
    const next = new URLSearchParams(search);
    if (value === ALL) next.delete(key);
    else next.set(key, value);
    setSearch(next, { replace: true });
  };

  return (
    <>
      <div className="mb-6">
        <h1 className="font-display text-3xl text-ink">{heading}</h1>
        <p className="mt-1 text-sm text-muted">{t('about')}</p>
      </div>
      <search aria-label={t('filtersLabel')} className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={t('source')}
          value={filters.source ?? ALL}
          onValueChange={(value) => setFilter('source', value)}
          options={[
            { value: ALL, label: t('allSources') },
            ...LEAD_SOURCES.map((value) => ({ value, label: sourceLabel(value) })),
          ]}
        />
        <SelectField
          label={t('owner')}
          value={filters.owner ?? ALL}
          onValueChange={(value) => setFilter('owner', value)}
          options={[
            { value: ALL, label: t('allOwners') },
            { value: NONE, label: t('noOwner') },
            ...(board.data?.owners ?? []).map((owner) => ({ value: String(owner.id), label: owner.name })),
          ]}
        />
      </search>
      {board.isPending ? (
        <p className="text-sm text-muted">…</p>
      ) : board.isError ? (
        <ListError error={board.error} onRetry={() => board.refetch()} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
        >
          {/* Wide screens: the six stages side by side, scrolling sideways if they must; phones: stacked. */}
          <section
            aria-label={t('boardLabel')}
            className="grid grid-cols-1 gap-4 md:grid-cols-[repeat(6,minmax(15rem,1fr))] md:overflow-x-auto md:pb-2"
          >
            {board.data.columns.map((column) => (
              <Column
                key={column.stage}
                column={column}
                language={language}
                stageLabel={stageLabel}
                onMove={(card, to) => moveCard(card, column.stage, to)}
              />
            ))}
          </section>
        </DndContext>
      )}
      <p aria-live="polite" className="sr-only">
        {live}
      </p>
    </>
  );
}

function Column({
  column,
  language,
  stageLabel,
  onMove,
}: {
  column: PipelineColumn;
  language: ReturnType<typeof useLanguage>;
  stageLabel: (stage: LeadStage) => string;
  onMove: (card: PipelineCard, to: LeadStage) => Promise<void>;
}) {
  const t = useMessages(pipelineText);
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const headingId = `pipeline-${column.stage}`;
  const amount = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(column.budgetSum);
  return (
    <div
      ref={setNodeRef}
      className={clsx(
        'flex min-w-0 flex-col rounded-lg border bg-sand/40 p-3',
        isOver ? 'border-umber ring-2 ring-umber/40' : 'border-stone',
      )}
    >
      <h2 id={headingId} className="font-medium text-ink">
        {stageLabel(column.stage)}
      </h2>
      <p className="text-xs text-muted">
        {countText(t, language, column.count)} · {t('budgetSum', { amount })}
      </p>
      {column.cards.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('emptyColumn')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-3 flex flex-col gap-2">
          {column.cards.map((card) => (
            <Card key={card.id} card={card} stage={column.stage} stageLabel={stageLabel} onMove={onMove} />
          ))}
        </ul>
      )}
      {column.count > column.cards.length && (
        <p className="mt-2 text-xs text-muted">
          {t('moreCards', { shown: formatNumber(language, column.cards.length) })}
        </p>
      )}
    </div>
  );
}

function Card({
  card,
  stage,
  stageLabel,
  onMove,
}: {
  card: PipelineCard;
  stage: LeadStage;
  stageLabel: (stage: LeadStage) => string;
  onMove: (card: PipelineCard, to: LeadStage) => Promise<void>;
}) {
  const t = useMessages(pipelineText);
  const leadsT = useMessages(leadsText);
  const language = useLanguage();
  const { sourceLabel } = useLeadLabels();
  const { dateTime } = useStudioDates();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { stage },
  });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const name = card.name || card.email;
  const menuId = `move-${card.id}`;
  const now = new Date();
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={clsx(
        'rounded-md border border-stone bg-white p-3 text-sm shadow-sm',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          className="-ml-1 cursor-grab rounded p-1 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-umber"
          aria-label={t('moveLeadTo', { name })}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <Link
            to={`/admin/leads/${card.id}`}
            className="font-medium break-words text-ink underline-offset-2 hover:underline"
          >
            {name}
          </Link>
          {(card.projectType || card.budget) && (
            <p className="text-xs text-muted">{[card.projectType, card.budget].filter(Boolean).join(' · ')}</p>
          )}
          <p className="text-xs text-muted">
            {sourceLabel(card.source)} · {t('arrived', { time: formatRelativeTime(language, card.createdAt, now) })}
          </p>
          {card.ownerName && <p className="text-xs text-muted">{t('ownedBy', { name: card.ownerName })}</p>}
          {card.unansweredSince && (
            <p
              className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-umber"
              title={t('unansweredHint', { date: dateTime(card.unansweredSince) })}
            >
              <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
              {t('waiting', { time: waitingText(leadsT, language, card.createdAt, now) })}
            </p>
          )}
        </div>
      </div>
      <div className="mt-2">
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className={buttonClass('secondary', 'sm')}
        >
          {t('moveTo')}
          <span className="sr-only"> ({name})</span>
        </button>
        {menuOpen && (
          <ul
            id={menuId}
            className="mt-2 flex flex-col gap-1"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setMenuOpen(false);
                menuButton.current?.focus();
              }
            }}
          >
            {LEAD_STAGES.filter((other) => other !== stage).map((other) => (
              <li key={other}>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', 'w-full justify-start')}
                  onClick={() => {
                    setMenuOpen(false);
                    void onMove(card, other);
                  }}
                >
                  {t('moveToStage', { stage: stageLabel(other) })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
