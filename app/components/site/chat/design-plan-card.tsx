import type { DesignPlan, RoomType } from '#shared/chat.ts';
import { ROOM_TYPE_LABELS } from './room-types.ts';

/** The design plan (public site §3) as a card: the concept, the palette as swatches, then lists. */
export function DesignPlanCard({ plan, roomType }: { plan: DesignPlan; roomType?: RoomType }) {
  return (
    <article aria-label="Design plan">
      <p className="text-xs font-medium tracking-[0.14em] text-olive uppercase">Design plan</p>
      <h3 className="mt-1 font-display text-xl leading-tight text-ink">
        {roomType ? `Your ${ROOM_TYPE_LABELS[roomType].toLowerCase()}` : 'Your room'}
      </h3>
      <p className="mt-2 whitespace-pre-line">{plan.overallConcept}</p>

      <h4 className="mt-5 text-sm font-semibold text-ink">Colour palette</h4>
      <ul className="mt-2 space-y-2.5">
        {plan.colorPalette.map((colour) => (
          <li key={`${colour.hex}-${colour.name}`} className="flex items-center gap-3">
            <span
              className="size-9 shrink-0 rounded-md ring-1 ring-ink/10 ring-inset"
              style={{ backgroundColor: colour.hex }}
              aria-hidden="true"
            />
            <span className="min-w-0 text-sm leading-snug">
              <span className="font-medium text-charcoal">{colour.name}</span>{' '}
              <span className="text-xs text-muted uppercase">{colour.hex}</span>
              <span className="block text-muted">{colour.usage}</span>
            </span>
          </li>
        ))}
      </ul>

      <PlanList title="Furniture" items={plan.furnitureRecommendations} />
      <PlanList title="Lighting" items={plan.lightingTips} />
      <PlanList title="Budget" items={plan.budgetTips} />
    </article>
  );
}

function PlanList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <h4 className="mt-5 text-sm font-semibold text-ink">{title}</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm marker:text-clay">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
