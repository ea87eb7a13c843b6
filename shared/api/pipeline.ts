import { LeadSchema } from '../admin/leads.ts';
import { MoveStageSchema, PipelineQuerySchema, PipelineSchema } from '../admin/pipeline.ts';
import { EmptyBodySchema, IdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The pipeline board and the first-response clock (issue 27, ADR 021); `leads` permission. */
export const pipelineApi = {
  board: endpoint({
    method: 'GET',
    path: '/pipeline',
    query: PipelineQuerySchema,
    response: { status: 200, schema: PipelineSchema },
  }),
  moveStage: endpoint({
    method: 'POST',
    path: '/leads/:id/stage',
    params: IdParamsSchema,
    body: MoveStageSchema,
    response: { status: 200, schema: LeadSchema },
  }),
  markAnswered: endpoint({
    method: 'POST',
    path: '/leads/:id/answered',
    params: IdParamsSchema,
    body: EmptyBodySchema,
    bodyOptional: true,
    response: { status: 200, schema: LeadSchema },
  }),
};
