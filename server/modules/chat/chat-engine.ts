import {
  type AnalyzeImageResponse,
  type ChatContext,
  type ChatHistoryMessage,
  type ChatResponse,
  DesignPlanSchema,
  type RoomType,
} from '#shared/chat.ts';
import type { ContentEvents } from '../../platform/content-events.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { getSendingSettings } from '../studio/index.ts';
import type { ChatModelConfig } from './chat-config.ts';
import { type BookingOffer, bookingOffer, type FindOpenSlots } from './engine/booking-offer.ts';
import { composeAnswer } from './engine/compose-answer.ts';
import { resolveFocus } from './engine/conversation-focus.ts';
import { detectIntents } from './engine/intents.ts';
import { analyzeRoomPhoto } from './image/analyze-room-photo.ts';
import { rankProjectsByPalette } from './image/project-palettes.ts';
import { createKnowledgeStore } from './knowledge/knowledge-store.ts';
import { ROOM_GUIDES } from './knowledge/room-guides.ts';
import { createLanguageModel, type LanguageModel } from './model/language-model.ts';
import { chatMessages, imageMessages, planMessages } from './model/model-prompts.ts';
import { composeDesignPlan, type PlanWithLinks } from './plan/design-plan.ts';

export interface ChatTurn {
  message: string;
  messages: ChatHistoryMessage[];
  context: ChatContext;
}

/** The answer-bot: the three calls of shared/chat.ts, answered by the built-in engine or a model. */
export interface ChatEngine {
  reply(turn: ChatTurn): Promise<ChatResponse>;
  analyzeImage(request: { image: string; roomContext?: RoomType }): Promise<AnalyzeImageResponse>;
  suggestDesign(context: ChatContext): Promise<PlanWithLinks>;
  close(): void;
}

export interface ChatEngineOptions {
  /** a configured language model; null or absent: the built-in engine alone */
  model?: ChatModelConfig | null;
  /** at most 30 s; tests make it short */
  modelTimeoutMs?: number;
  log?: (line: string) => void;
  /** the booking module's open slots (issue 27); absent: booking answers point to /book without times */
  findOpenSlots?: FindOpenSlots;
  /** the app's clock: which day "next Tuesday" is */
  clock?: () => Date;
}

/** A model's answer is shown as text; this keeps a runaway one from filling the widget. */
const MAX_MODEL_ANSWER = 3000;

export function createChatEngine(db: DbOrTx, events: ContentEvents, options: ChatEngineOptions = {}): ChatEngine {
  const knowledge = createKnowledgeStore(db, events);
  const log = options.log ?? ((line: string) => console.warn(line));
  const model: LanguageModel | null = options.model
    ? createLanguageModel(db, options.model, { timeoutMs: options.modelTimeoutMs, log })
    : null;
  const now = () => new Date().toISOString();
  const clock = options.clock ?? (() => new Date());

  /** A booking question's slots, asked of the booking module before the answer is written (composers are synchronous). */
  async function lookUpSlots(message: string): Promise<BookingOffer | null> {
    if (!options.findOpenSlots || !detectIntents(message).includes('booking')) return null;
    try {
      const { timeZone } = await getSendingSettings(db);
      return await bookingOffer(options.findOpenSlots, message, clock(), timeZone);
    } catch (error) {
      // The booking page still works; the answer then points there without times.
      log(`[chat] open slots unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  return {
    async reply({ message, messages, context }) {
      const index = await knowledge.current();
      const focus = resolveFocus(message, messages, context, index.snapshot);
      const booking = await lookUpSlots(message);
      const builtIn = composeAnswer({ message, focus, index, context, ...(booking ? { booking } : {}) });
      const generated = model
        ? await model.ask({
            purpose: 'chat',
            messages: chatMessages({
              index,
              message,
              history: messages,
              context,
              draft: builtIn.message,
              facts: builtIn.facts,
            }),
          })
        : null;
      return {
        message: generated ? generated.slice(0, MAX_MODEL_ANSWER) : builtIn.message,
        timestamp: now(),
        links: builtIn.links,
      };
    },

    async analyzeImage({ image, roomContext }) {
      const index = await knowledge.current();
      const result = await analyzeRoomPhoto(db, index.snapshot, image, roomContext);
      let analysis = result.analysis;
      if (model?.canSee) {
        const { metrics } = result;
        const measured = `palette ${result.palette.map((c) => `${c.name} ${c.hex} ${Math.round((c.share ?? 0) * 100)}%`).join(', ')}; lightness ${metrics.brightness.toFixed(2)}, contrast ${metrics.contrast.toFixed(2)}, warmth ${metrics.warmth.toFixed(3)}, saturation ${metrics.saturation.toFixed(3)}${roomContext ? `; room: ${ROOM_GUIDES[roomContext].label}` : ''}`;
        const generated = await model.ask({
          purpose: 'image analysis',
          vision: true,
          messages: imageMessages({ imageDataUrl: image, room: roomContext, measured, draft: result.analysis }),
        });
        // The similar projects are the engine's own finding; the model's text comes before them.
        if (generated) analysis = `${generated.slice(0, MAX_MODEL_ANSWER)}${similarSentence(result.analysis)}`;
      }
      return { analysis, timestamp: now(), palette: result.palette, links: result.links };
    },

    async suggestDesign(context) {
      const index = await knowledge.current();
      const matches = context.palette?.length
        ? (await rankProjectsByPalette(db, index.snapshot.projects, context.palette)).slice(0, 3).map((m) => m.project)
        : [];
      const plan = composeDesignPlan(index.snapshot, context, { paletteMatches: matches });
      if (!model) return plan;
      const { links, ...draft } = plan;
      const generated = await model.ask({
        purpose: 'design plan',
        json: true,
        maxTokens: 1200,
        messages: planMessages({ context, guidance: draft.overallConcept, draftJson: JSON.stringify(draft) }),
      });
      if (!generated) return plan;
      const parsed = DesignPlanSchema.safeParse(parseJsonObject(generated));
      if (!parsed.success) {
        log('[chat] design plan: the model answer did not match the plan schema; built-in engine answered');
        return plan;
      }
      return { ...parsed.data, links };
    },

    close: knowledge.close,
  };
}

/** The trailing "From our portfolio, …" sentence of a built-in analysis, if it has one. */
function similarSentence(analysis: string): string {
  const at = analysis.lastIndexOf(' From our portfolio, ');
  return at >= 0 ? analysis.slice(at) : '';
}

/** Models sometimes wrap JSON in a code fence even when asked not to. */
function parseJsonObject(text: string): unknown {
  const unfenced = text.replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    return null;
  }
}
