import { chatApi } from '#shared/api/addresses/chat.ts';
import { endpointUrl } from '#shared/api/endpoint.ts';
import {
  type AnalyzeImageRequest,
  type AnalyzeImageResponse,
  type ChatContext,
  type ChatRequest,
  type ChatResponse,
  type DesignPlan,
  DesignPlanSchema,
} from '#shared/chat.ts';
import { postJson } from '../../../lib/api-client.ts';
import { linksOf, paletteOf } from './answer-parts.ts';

/**
 * The widget's three calls (public site §7). Each answer is checked before it is drawn: a reply
 * without its text, or a plan with a field missing, is a failed call (and its toast), not a blank
 * bubble. Links and colours that do not look right are dropped rather than rendered.
 */
export async function sendChat(request: ChatRequest): Promise<ChatResponse> {
  const body = await readBody(endpointUrl(chatApi.reply), request);
  if (typeof body.message !== 'string' || body.message.trim() === '') throw new Error('The answer has no message.');
  return { message: body.message, timestamp: timestampOf(body), links: linksOf(body.links) };
}

export async function analyzeImage(request: AnalyzeImageRequest): Promise<AnalyzeImageResponse> {
  const body = await readBody(endpointUrl(chatApi.analyzeImage), request);
  if (typeof body.analysis !== 'string' || body.analysis.trim() === '') throw new Error('The answer has no analysis.');
  return {
    analysis: body.analysis,
    timestamp: timestampOf(body),
    palette: paletteOf(body.palette),
    links: linksOf(body.links),
  };
}

export async function requestDesignPlan(context: ChatContext): Promise<DesignPlan> {
  const body = await readBody(endpointUrl(chatApi.designSuggestions), context);
  const plan = DesignPlanSchema.parse(body);
  return { ...plan, links: linksOf(body.links) };
}

async function readBody(path: string, request: unknown): Promise<Record<string, unknown>> {
  const response = await postJson(path, request);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error('The answer is not an object.');
  return body as Record<string, unknown>;
}

function timestampOf(body: Record<string, unknown>): string {
  return typeof body.timestamp === 'string' ? body.timestamp : new Date().toISOString();
}
