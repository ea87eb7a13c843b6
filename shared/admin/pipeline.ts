import { IsoInstant } from '../api/common.ts';
import { LEAD_STAGES } from '../pipeline.ts';
import { z } from '../zod.ts';
import { LEAD_SOURCES } from './leads.ts';

/**
 * The pipeline board's contract (issue 27, ADR 021): a lead's move to a stage, and the board's
 * columns with their cards, counts and budget sums.
 */

/** POST /api/leads/:id/stage */
export const MoveStageSchema = z.strictObject({
  stage: z.enum(LEAD_STAGES, { error: 'Stage must be one of the pipeline’s stages.' }),
});
export type MoveStageInput = z.input<typeof MoveStageSchema>;

/** GET /api/pipeline?source=&owner=: `owner` is a staff user's id, or `none` for leads nobody owns. */
export const PipelineQuerySchema = z.strictObject({
  source: z.enum(LEAD_SOURCES).optional(),
  owner: z
    .union([
      z.literal('none'),
      z
        .string()
        .regex(/^[1-9][0-9]{0,9}$/)
        .transform(Number),
    ])
    .optional(),
});
export type PipelineQueryInput = z.input<typeof PipelineQuerySchema>;
export type PipelineQuery = z.output<typeof PipelineQuerySchema>;

/** How many cards a column lists (the newest moves first); its count and sum are over all its leads. */
export const PIPELINE_CARDS_PER_COLUMN = 100;

export const PipelineCardSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** the project type's and budget's labels (the options' current wording), '' for none */
  projectType: z.string(),
  budget: z.string(),
  source: z.enum(LEAD_SOURCES),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  /** when the lead arrived (the card's age) and when it reached its stage */
  createdAt: IsoInstant,
  stageChangedAt: IsoInstant,
  /** when the reply promise ran out, for a new lead nobody answered; null otherwise */
  unansweredSince: IsoInstant.nullable(),
});
export type PipelineCard = z.output<typeof PipelineCardSchema>;

export const PipelineColumnSchema = z.strictObject({
  stage: z.enum(LEAD_STAGES),
  count: z.number().int().min(0),
  /** the sum of the lower bounds of the column's budget ranges (shared/budget.ts), in whole units */
  budgetSum: z.number().int().min(0),
  cards: z.array(PipelineCardSchema),
});
export type PipelineColumn = z.output<typeof PipelineColumnSchema>;

export const PipelineSchema = z.strictObject({
  columns: z.array(PipelineColumnSchema),
  /** the staff a lead can be given to (active admins and editors): the owner filter's choices */
  owners: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
});
export type Pipeline = z.output<typeof PipelineSchema>;
