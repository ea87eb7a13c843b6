import { clsx } from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
} from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { FieldFrame } from '../../../../components/ui/field.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { LibraryPickerDialog } from '../media/library-picker.tsx';
import { applyEdit, continueBlock, insertImage, type TextEdit } from './markdown-commands.ts';
import { writingText } from './messages.ts';
import {
  ariaKeys,
  commandFor,
  editFor,
  isApplePlatform,
  keysLabel,
  SHORTCUTS,
  WRITING_COMMANDS,
  type WritingCommand,
} from './writing-commands.ts';

const ICONS: Record<WritingCommand | 'image', LucideIcon> = {
  heading2: Heading2,
  heading3: Heading3,
  bold: Bold,
  italic: Italic,
  link: Link,
  quote: Quote,
  bulleted: List,
  numbered: ListOrdered,
  image: ImagePlus,
};

/** What each command writes, for the Formatting help. */
const WRITTEN: Record<WritingCommand | 'image', string> = {
  heading2: '## …',
  heading3: '### …',
  bold: '**…**',
  italic: '*…*',
  link: '[…](https://…)',
  quote: '> …',
  bulleted: '- …',
  numbered: '1. …',
  image: '![…](/media/…)',
};

/** The text box's native value setter: React sees a change made through it (the fallback below). */
function setNativeValue(element: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Applies an edit as typing would: `insertText` goes on the browser's undo stack (Ctrl+Z takes the
 * bold back) and fires the input event the form listens to. Where the browser refuses it, the
 * text is set whole and the input event sent by hand (undo then starts from there).
 */
export function applyToTextarea(element: HTMLTextAreaElement, edit: TextEdit): void {
  const expected = applyEdit(element.value, edit).text;
  element.focus();
  element.setSelectionRange(edit.from, edit.to);
  let done = false;
  try {
    done =
      edit.insert === '' && edit.from === edit.to
        ? true
        : document.execCommand(edit.insert === '' ? 'delete' : 'insertText', false, edit.insert);
  } catch {
    done = false;
  }
  if (!done || element.value !== expected) setNativeValue(element, expected);
  element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}

interface WritingSurfaceProps extends ComponentPropsWithoutRef<'textarea'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** the text box's size at rest; it grows with what is written */
  size?: 'page' | 'dialog';
}

/**
 * The writing surface of a post and of a project's story (issue 29, docs/writing.md): a calm,
 * large Markdown text box that grows with its text, a toolbar above it (Heading, Subheading,
 * Bold, Italic, Link, Quote, the two lists and an image from the media library), the usual
 * shortcuts, Enter that continues a list or a quote, and a Formatting help. It is one field of its form (react-hook-form's `register`):
 * every change comes as the text box's own input event, so the form, autosave and the conflict
 * dialog see it as typing.
 */
export const WritingSurface = forwardRef<HTMLTextAreaElement, WritingSurfaceProps>(function WritingSurface(
  { label, hint, error, required, className, size = 'page', onKeyDown, ...textarea },
  ref,
) {
  const t = useMessages(writingText);
  const box = useRef<HTMLTextAreaElement | null>(null);
  // The form's ref (react-hook-form reads and resets the value through it) and this surface's own.
  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      box.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const [apple, setApple] = useState(false);
  const [picking, setPicking] = useState(false);
  // Read after hydration: the server cannot know the platform.
  useEffect(() => setApple(isApplePlatform()), []);

  const run = (command: WritingCommand) => {
    const element = box.current;
    if (!element) return;
    const selection = { text: element.value, start: element.selectionStart, end: element.selectionEnd };
    applyToTextarea(element, editFor(command, selection, t('linkPlaceholder')));
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const element = event.currentTarget;
    const plainEnter = event.key === 'Enter' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
    if (plainEnter && !event.nativeEvent.isComposing) {
      const edit = continueBlock({ text: element.value, start: element.selectionStart, end: element.selectionEnd });
      if (edit) {
        event.preventDefault();
        applyToTextarea(element, edit);
      }
      return;
    }
    const command = commandFor(event, apple);
    if (!command) return;
    event.preventDefault();
    run(command);
  };

  const name = (command: WritingCommand) => t(command);
  const buttons: Array<{ id: WritingCommand | 'image'; label: string; keys?: string; aria?: string }> = [
    ...WRITING_COMMANDS.map((command) => ({
      id: command,
      label: name(command),
      keys: keysLabel(SHORTCUTS[command], apple),
      aria: ariaKeys(SHORTCUTS[command], apple),
    })),
    { id: 'image' as const, label: t('image') },
  ];

  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <>
          <Toolbar
            label={t('toolbar')}
            controls={control.id}
            buttons={buttons}
            withKeys={(button) =>
              button.keys ? t('withKeys', { name: button.label, keys: button.keys }) : button.label
            }
            onPress={(id) => (id === 'image' ? setPicking(true) : run(id))}
          />
          <textarea
            ref={setRef}
            {...control}
            {...textarea}
            onKeyDown={keyDown}
            className={clsx(
              control.className,
              'mt-0! rounded-t-none! font-display text-[1.0625rem] leading-[1.75] [field-sizing:content] md:text-lg',
              size === 'page' ? 'min-h-[24rem] px-4 py-4 sm:px-6 sm:py-5' : 'min-h-48',
            )}
          />
          <FormattingHelp apple={apple} />
          {picking && (
            <LibraryPickerDialog
              several={false}
              exclude={[]}
              room={1}
              onClose={() => {
                setPicking(false);
                box.current?.focus();
              }}
              onChoose={([item]) => {
                setPicking(false);
                const element = box.current;
                if (!item || !element) return;
                const selection = { text: element.value, start: element.selectionStart, end: element.selectionEnd };
                // After the dialog has given the focus back, so the insertion lands in the text box.
                requestAnimationFrame(() =>
                  applyToTextarea(element, insertImage(selection, { url: item.url, alt: item.defaultAlt })),
                );
              }}
            />
          )}
        </>
      )}
    </FieldFrame>
  );
});

/**
 * The toolbar (WAI-ARIA toolbar pattern): one Tab stop, the arrow keys (and Home, End) move
 * between its buttons. A button pressed with the mouse leaves the focus and the selection in the
 * text box.
 */
function Toolbar<Id extends string>({
  label,
  controls,
  buttons,
  withKeys,
  onPress,
}: {
  label: string;
  controls: string;
  buttons: Array<{ id: Id; label: string; keys?: string; aria?: string }>;
  withKeys: (button: { label: string; keys?: string }) => string;
  onPress: (id: Id) => void;
}) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={move}
      className="mt-1.5 flex flex-wrap items-center gap-0.5 rounded-t-md border border-b-0 border-stone bg-white px-1 py-1 sm:px-1.5"
    >
      {buttons.map((button, index) => {
        const Icon = ICONS[button.id as WritingCommand | 'image'];
        return (
          <span key={button.id} className="contents">
            {button.id === 'image' && <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-stone sm:mx-1" />}
            <button
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              tabIndex={index === current ? 0 : -1}
              aria-label={button.label}
              aria-keyshortcuts={button.aria}
              title={withKeys(button)}
              // The mouse must not take the focus (and the selection) from the text box.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(index)}
              onClick={() => onPress(button.id)}
              className="grid size-8 place-items-center rounded-md sm:size-9 text-charcoal hover:bg-sand focus-visible:outline-2 focus-visible:outline-olive"
            >
              <Icon className="size-[1.125rem]" aria-hidden="true" />
            </button>
          </span>
        );
      })}
    </div>
  );
}

/** The Formatting help under the text box: what each mark is written as, and its keys. */
function FormattingHelp({ apple }: { apple: boolean }) {
  const t = useMessages(writingText);
  return (
    <details className="mt-2 text-sm text-charcoal">
      <summary className="cursor-pointer text-xs font-medium text-muted hover:text-charcoal">
        {t('helpSummary')}
      </summary>
      <p className="mt-2 text-xs text-muted">{t('helpIntro')}</p>
      <table className="mt-2 w-full max-w-lg text-left text-xs">
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('helpWhat')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('helpWritten')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('helpKeys')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...WRITING_COMMANDS, 'image' as const].map((command) => (
            <tr key={command} className="border-t border-stone">
              <th scope="row" className="py-1 pr-3 font-normal">
                {t(command)}
              </th>
              <td className="py-1 pr-3">
                <code className="font-mono">{WRITTEN[command]}</code>
              </td>
              <td className="py-1">
                {command === 'image' ? (
                  t('helpImage')
                ) : (
                  <kbd className="font-mono">{keysLabel(SHORTCUTS[command], apple)}</kbd>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
