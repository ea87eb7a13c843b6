import { z } from 'zod';
import { IsoInstant } from '#shared/api/common.ts';
import type { AnalyzeImageResponse, ChatResponse } from '#shared/chat.ts';
import { ChatLinkSchema, DesignPlanSchema, PaletteColourSchema } from '#shared/chat.ts';
import { describes } from '../../platform/http/responses/describes.ts';
import type { PlanWithLinks } from './plan/design-plan.ts';

/** The answer-bot's answers (public site §7). */

export const ChatResponseSchema = describes<ChatResponse>()(
  z.strictObject({ message: z.string(), timestamp: IsoInstant, links: z.array(ChatLinkSchema) }),
);

export const AnalyzeImageResponseSchema = describes<AnalyzeImageResponse>()(
  z.strictObject({
    analysis: z.string(),
    timestamp: IsoInstant,
    palette: z.array(PaletteColourSchema),
    links: z.array(ChatLinkSchema),
  }),
);

export const DesignPlanResponseSchema = describes<PlanWithLinks>()(
  z.strictObject({ ...DesignPlanSchema.shape, links: z.array(ChatLinkSchema) }),
);
