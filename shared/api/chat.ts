import {
  AnalyzeImageRequestSchema,
  AnalyzeImageResponseSchema,
  ChatRequestSchema,
  ChatResponseSchema,
  DesignPlanResponseSchema,
  DesignSuggestionsRequestSchema,
} from '../chat.ts';
import { endpoint } from './endpoint.ts';

/** The answer-bot's three calls (public site §7, SECURITY 11). */
export const chatApi = {
  reply: endpoint({
    method: 'POST',
    path: '/chat',
    body: ChatRequestSchema,
    response: { status: 200, schema: ChatResponseSchema },
  }),
  analyzeImage: endpoint({
    method: 'POST',
    path: '/chat/analyze-image',
    body: AnalyzeImageRequestSchema,
    response: { status: 200, schema: AnalyzeImageResponseSchema },
  }),
  designSuggestions: endpoint({
    method: 'POST',
    path: '/chat/design-suggestions',
    body: DesignSuggestionsRequestSchema,
    response: { status: 200, schema: DesignPlanResponseSchema },
  }),
};
