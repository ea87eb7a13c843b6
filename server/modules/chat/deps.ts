import type { PlatformDeps } from '../../platform/platform-deps.ts';
import type { ChatEngine } from './chat-engine.ts';

/** What the chat module adds to the app's deps: the engine the composition root builds. */
export interface ChatDeps {
  chat: ChatEngine;
}

/** What the chat routes read from a request's deps. */
export type ChatRouteDeps = PlatformDeps & ChatDeps;
