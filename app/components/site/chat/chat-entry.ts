import type { ChatLink, DesignPlan, PaletteColour, RoomType } from '#shared/chat.ts';

/** One bubble in the conversation, with whatever the answer carried besides its text. */
export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  /** plain text; line breaks are kept when shown */
  content: string;
  timestamp: string;
  type?: 'image-analysis' | 'design-suggestions';
  links?: ChatLink[];
  /** the visitor's photo (a data URL), shown in their own bubble; kept in memory only */
  image?: string;
  /** the palette an analysis found */
  palette?: PaletteColour[];
  /** a design plan, drawn as a card */
  plan?: DesignPlan;
  /** the room a plan or an analysis was made for */
  roomType?: RoomType;
  /** written by the widget itself (the greeting): never sent back as history */
  local?: true;
}

let counter = 0;

export function entryId(): string {
  counter += 1;
  return `chat-${counter}`;
}
