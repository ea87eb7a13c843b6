import { pipelineApi } from '#shared/api/pipeline.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { LEAD_NOT_FOUND } from './lead-rows.ts';
import { markLeadAnswered, moveLeadStage } from './lead-stage.ts';
import { readPipeline } from './pipeline.ts';

/** The pipeline board and the first-response clock (issue 27): personal data, so `leads` (admins and editors). */
export const pipelineRoutes: ApiRoute[] = [
  route(pipelineApi.board, {
    access: 'leads',
    summary: 'The pipeline board: every stage with its count, budget sum and newest leads',
    handle: (c, { query }) => readPipeline(c.get('deps'), query),
  }),
  route(pipelineApi.moveStage, {
    access: 'leads',
    summary: 'Move a lead to a stage of the pipeline (its status follows, ADR 021)',
    notFound: LEAD_NOT_FOUND,
    handle: (c, { params, body }) => moveLeadStage(c.get('deps'), signedInUser(c), params.id, body.stage),
  }),
  route(pipelineApi.markAnswered, {
    access: 'leads',
    summary: 'Record that the studio answered a lead outside the app (stops the first-response clock)',
    notFound: LEAD_NOT_FOUND,
    handle: (c, { params }) => markLeadAnswered(c.get('deps'), signedInUser(c), params.id),
  }),
];
