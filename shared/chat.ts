import { IsoInstant } from './api/common.ts';
import { z } from './zod.ts';

/**
 * The answer-bot's calls (public site §3, §7; D21; SECURITY 11): one schema for the widget and
 * the server. History roles are only user/assistant; lengths and counts are capped.
 */

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_MAX = 20;
/** the decoded photo; the JSON body (a base64 data URL) is about a third larger */
export const CHAT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const CHAT_IMAGE_MAX_PIXELS = 40_000_000;

export const ROOM_TYPES = ['living-room', 'kitchen', 'bedroom', 'dining', 'bathroom', 'home-office'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

const text = (max: number) => z.string().trim().max(max);

export const PaletteColourSchema = z.object({
  /** a designer's name for it, e.g. "Warm White", "Sage", "Navy" */
  name: text(60).min(1),
  hex: z.string().regex(/^#[0-9a-f]{6}$/i, 'hex must look like #a1b2c3'),
  /** share of the picture, 0–1 (analysis) — absent for a plan's palette */
  share: z.number().min(0).max(1).optional(),
  /** where to use it in a plan, e.g. "walls", "accent cushions" */
  usage: text(120).optional(),
});
export type PaletteColour = z.infer<typeof PaletteColourSchema>;

export const ChatContextSchema = z
  .object({
    roomType: z.enum(ROOM_TYPES).optional(),
    style: text(60).optional(),
    budget: text(60).optional(),
    /** the palette of the last analysed photo */
    palette: z.array(PaletteColourSchema).max(8).optional(),
  })
  .strict();
export type ChatContext = z.infer<typeof ChatContextSchema>;

export const ChatHistoryMessageSchema = z
  .object({
    role: z.enum(['user', 'assistant']),
    content: z.string().max(CHAT_MESSAGE_MAX),
    timestamp: z.string().max(40).optional(),
    type: z.enum(['image-analysis', 'design-suggestions']).optional(),
  })
  .strict();
export type ChatHistoryMessage = z.infer<typeof ChatHistoryMessageSchema>;

export const ChatRequestSchema = z
  .object({
    message: z
      .string({ error: 'message is required.' })
      .trim()
      .min(1, 'message is required.')
      .max(CHAT_MESSAGE_MAX, `message must be at most ${CHAT_MESSAGE_MAX} characters.`),
    messages: z.array(ChatHistoryMessageSchema).max(CHAT_HISTORY_MAX).default([]),
    context: ChatContextSchema.default({}),
  })
  .strict();
export type ChatRequest = z.input<typeof ChatRequestSchema>;

/** A page the answer used, shown as a link under the answer. */
export const ChatLinkSchema = z.object({ href: z.string(), label: z.string() });
export type ChatLink = z.infer<typeof ChatLinkSchema>;

export const ChatResponseSchema = z.strictObject({
  message: z.string(),
  timestamp: IsoInstant,
  links: z.array(ChatLinkSchema),
});
export type ChatResponse = z.output<typeof ChatResponseSchema>;

export const AnalyzeImageRequestSchema = z
  .object({
    /** data:image/jpeg|png|webp;base64,… */
    image: z
      .string({ error: 'image is required.' })
      .max(Math.ceil((CHAT_IMAGE_MAX_BYTES * 4) / 3) + 100, 'The image is too large (8 MB at most).'),
    roomContext: z.enum(ROOM_TYPES).optional(),
  })
  .strict();
export type AnalyzeImageRequest = z.input<typeof AnalyzeImageRequestSchema>;

export const AnalyzeImageResponseSchema = z.strictObject({
  analysis: z.string(),
  timestamp: IsoInstant,
  palette: z.array(PaletteColourSchema),
  /** 2–3 of the studio's projects with a similar palette or category */
  links: z.array(ChatLinkSchema),
});
export type AnalyzeImageResponse = z.output<typeof AnalyzeImageResponseSchema>;

export const DesignSuggestionsRequestSchema = ChatContextSchema;
export type DesignSuggestionsRequest = z.input<typeof DesignSuggestionsRequestSchema>;

/** public site §3: every field filled. */
export const DesignPlanSchema = z.object({
  overallConcept: z.string().min(1).max(1500),
  colorPalette: z
    .array(PaletteColourSchema.required({ usage: true }))
    .min(3)
    .max(6),
  furnitureRecommendations: z.array(z.string().min(1).max(300)).min(3).max(8),
  lightingTips: z.array(z.string().min(1).max(300)).min(2).max(6),
  budgetTips: z.array(z.string().min(1).max(300)).min(2).max(6),
});
export type DesignPlan = z.infer<typeof DesignPlanSchema> & { links?: ChatLink[] };

/** POST /api/chat/design-suggestions: the plan, with the studio's pages it drew on. */
export const DesignPlanResponseSchema = z.strictObject({ ...DesignPlanSchema.shape, links: z.array(ChatLinkSchema) });
export type DesignPlanResponse = z.output<typeof DesignPlanResponseSchema>;
