import {
  type InlineMark,
  insertLink,
  type LineStyle,
  type TextEdit,
  type TextSelection,
  toggleInline,
  toggleLines,
} from './markdown-commands.ts';

/** The toolbar's commands, in its order (the image, which opens the library first, comes last). */
export const WRITING_COMMANDS = [
  'heading2',
  'heading3',
  'bold',
  'italic',
  'link',
  'quote',
  'bulleted',
  'numbered',
] as const;
export type WritingCommand = (typeof WRITING_COMMANDS)[number];

/**
 * Each command's keys (Mod: Ctrl, or ⌘ on a Mac). Letters are matched by the character typed
 * (`key`), digits by the key pressed (`code`): with Shift or Alt held, `key` is '&' or '™'.
 */
export const SHORTCUTS: Record<WritingCommand, { alt?: true; shift?: true; key: string }> = {
  heading2: { alt: true, key: '2' },
  heading3: { alt: true, key: '3' },
  bold: { key: 'B' },
  italic: { key: 'I' },
  link: { key: 'K' },
  quote: { shift: true, key: '9' },
  bulleted: { shift: true, key: '8' },
  numbered: { shift: true, key: '7' },
};

/** Save (the editor page): Mod+S. */
export const SAVE_SHORTCUT = { key: 'S' } as const;

type Keys = { alt?: true; shift?: true; key: string };

/** The keys a keydown event pressed, with Mod for the platform's command key. */
export interface PressedKeys {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Does this keydown press these keys (and no other modifier)? */
export function pressed(event: PressedKeys, keys: Keys, apple: boolean): boolean {
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!mod || event.altKey !== Boolean(keys.alt) || event.shiftKey !== Boolean(keys.shift)) return false;
  if (/^\d$/.test(keys.key)) return event.code === `Digit${keys.key}` || event.code === `Numpad${keys.key}`;
  return event.key.toUpperCase() === keys.key;
}

/** The command these keys give, if any. */
export function commandFor(event: PressedKeys, apple: boolean): WritingCommand | null {
  return WRITING_COMMANDS.find((command) => pressed(event, SHORTCUTS[command], apple)) ?? null;
}

/** The keys as `aria-keyshortcuts` names them ("Control+Alt+2", "Meta+B"). */
export function ariaKeys(keys: Keys, apple: boolean): string {
  return [apple ? 'Meta' : 'Control', keys.alt && 'Alt', keys.shift && 'Shift', keys.key].filter(Boolean).join('+');
}

/** The keys as a person reads them: "⌘⌥2" on a Mac, "Ctrl+Alt+2" elsewhere. */
export function keysLabel(keys: Keys, apple: boolean): string {
  if (apple) return `⌘${keys.alt ? '⌥' : ''}${keys.shift ? '⇧' : ''}${keys.key}`;
  return ['Ctrl', keys.alt && 'Alt', keys.shift && 'Shift', keys.key].filter(Boolean).join('+');
}

/** Is this a Mac, iPhone or iPad (⌘ is Mod there)? */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform ?? '');
}

const LINE_STYLES: Partial<Record<WritingCommand, LineStyle>> = {
  heading2: 'heading2',
  heading3: 'heading3',
  quote: 'quote',
  bulleted: 'bulleted',
  numbered: 'numbered',
};
const MARKS: Partial<Record<WritingCommand, InlineMark>> = { bold: 'bold', italic: 'italic' };

/** The edit a command makes of this text and selection (`linkPlaceholder`: a new link's words). */
export function editFor(command: WritingCommand, selection: TextSelection, linkPlaceholder: string): TextEdit {
  const style = LINE_STYLES[command];
  if (style) return toggleLines(selection, style);
  const mark = MARKS[command];
  if (mark) return toggleInline(selection, mark);
  return insertLink(selection, linkPlaceholder);
}
