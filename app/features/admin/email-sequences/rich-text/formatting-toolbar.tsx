import { type Editor, useEditorState } from '@tiptap/react';
import { clsx } from 'clsx';
import {
  Bold,
  Heading2,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  RectangleHorizontal,
} from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useMessages } from '../../shared/i18n/use-messages.ts';
import { editorText } from './editor-messages.ts';

type ToolName = 'paragraph' | 'heading' | 'bold' | 'italic' | 'link' | 'bulletList' | 'numberedList' | 'button';

interface Tool {
  name: ToolName;
  icon: LucideIcon;
  /** the shortcut, as aria-keyshortcuts writes it */
  keys?: string;
}

const TOOLS: readonly Tool[] = [
  { name: 'paragraph', icon: Pilcrow, keys: 'Control+Alt+0' },
  { name: 'heading', icon: Heading2, keys: 'Control+Alt+2' },
  { name: 'bold', icon: Bold, keys: 'Control+B' },
  { name: 'italic', icon: Italic, keys: 'Control+I' },
  { name: 'link', icon: Link, keys: 'Control+K' },
  { name: 'bulletList', icon: List, keys: 'Control+Shift+8' },
  { name: 'numberedList', icon: ListOrdered, keys: 'Control+Shift+7' },
  { name: 'button', icon: RectangleHorizontal },
];

/**
 * The formatting buttons above the template's content (issue 28): real buttons, each named, each
 * saying whether it is on where the cursor is (`aria-pressed`). One toolbar, one stop on the Tab
 * key: the arrow keys, Home and End move between its buttons (the ARIA toolbar pattern), and the
 * button last used keeps the stop.
 */
export function FormattingToolbar({
  editor,
  controls,
  onLink,
  onButton,
}: {
  editor: Editor;
  /** the id of the editable area the buttons act on */
  controls: string;
  onLink: () => void;
  onButton: () => void;
}) {
  const t = useMessages(editorText);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: state }): Record<ToolName, boolean> => ({
      paragraph: state.isActive('paragraph') && !state.isActive('bulletList') && !state.isActive('orderedList'),
      heading: state.isActive('heading'),
      bold: state.isActive('bold'),
      italic: state.isActive('italic'),
      link: state.isActive('link'),
      bulletList: state.isActive('bulletList'),
      numberedList: state.isActive('orderedList'),
      button: state.isActive('emailButton'),
    }),
  });

  const act = (name: ToolName) => {
    const chain = editor.chain().focus();
    switch (name) {
      case 'paragraph':
        chain.setParagraph().run();
        break;
      case 'heading':
        chain.toggleHeading({ level: 2 }).run();
        break;
      case 'bold':
        chain.toggleBold().run();
        break;
      case 'italic':
        chain.toggleItalic().run();
        break;
      case 'bulletList':
        chain.toggleBulletList().run();
        break;
      case 'numberedList':
        chain.toggleOrderedList().run();
        break;
      case 'link':
        onLink();
        break;
      case 'button':
        onButton();
        break;
    }
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = TOOLS.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar')}
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-stone bg-sand/60 p-1"
    >
      {TOOLS.map((tool, index) => {
        const Icon = tool.icon;
        return (
          <button
            key={tool.name}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-pressed={pressed?.[tool.name] ?? false}
            aria-label={t(tool.name)}
            aria-keyshortcuts={tool.keys}
            title={t(tool.name)}
            // Keeps the editor's selection: a click would otherwise move focus before acting.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => act(tool.name)}
            className={clsx(
              'grid size-9 place-items-center rounded-md text-charcoal transition-colors hover:bg-white motion-reduce:transition-none',
              'aria-pressed:bg-charcoal aria-pressed:text-linen',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
