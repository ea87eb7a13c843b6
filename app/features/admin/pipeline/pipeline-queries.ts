import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineQueryInput } from '#shared/admin/pipeline.ts';
import { pipelineApi } from '#shared/api/addresses/pipeline.ts';
import type { LeadStage } from '#shared/pipeline.ts';
import { callApi } from '../../../lib/api-client.ts';
import { leadsKey } from '../shared/leads/leads-queries.ts';

/** Under the leads' root key: a move changes the inbox and the lead page too, and any lead write the board. */
export const pipelineKey = [...leadsKey, 'pipeline'] as const;

export function pipelineQuery(filters: PipelineQueryInput) {
  return queryOptions({
    queryKey: [...pipelineKey, filters],
    queryFn: () => callApi(pipelineApi.board, { query: filters }),
    placeholderData: keepPreviousData,
  });
}

export function useMoveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stage }: { id: number; stage: LeadStage }) =>
      callApi(pipelineApi.moveStage, { params: { id }, body: { stage } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}
