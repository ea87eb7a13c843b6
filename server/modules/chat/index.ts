/**
 * The chat module's public entry (issue 26): the studio assistant's engine, its configuration from
 * the environment, and its routes. Everything else in server/modules/chat is internal.
 */

export { chatRoutes } from './chat.routes.ts';
export { type ChatModelConfig, resolveChatModelConfig } from './chat-config.ts';
export { type ChatEngine, createChatEngine } from './chat-engine.ts';
export type { ChatDeps, ChatRouteDeps } from './deps.ts';
