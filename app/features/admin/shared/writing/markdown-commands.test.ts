import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  continueBlock,
  escapeAlt,
  insertImage,
  insertLink,
  type TextSelection,
  toggleInline,
  toggleLines,
} from './markdown-commands.ts';
import { ariaKeys, commandFor, editFor, keysLabel, SHORTCUTS } from './writing-commands.ts';

/**
 * A text with its selection written in: `[` and `]` around what is selected, `|` for a caret.
 * Lets each case read as the writer sees it.
 */
function at(marked: string): TextSelection {
  const caret = marked.indexOf('|');
  if (caret !== -1) return { text: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

/** The result written the same way. */
function shown({ text, start, end }: TextSelection): string {
  if (start === end) return `${text.slice(0, start)}|${text.slice(start)}`;
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

const run = (marked: string, edit: (selection: TextSelection) => ReturnType<typeof toggleInline>) => {
  const selection = at(marked);
  return shown(applyEdit(selection.text, edit(selection)));
};

describe('bold and italic', () => {
  it('wraps the selection, and keeps the words selected', () => {
    expect(run('Warm [oak] floors', (s) => toggleInline(s, 'bold'))).toBe('Warm **[oak]** floors');
    expect(run('Warm [oak] floors', (s) => toggleInline(s, 'italic'))).toBe('Warm *[oak]* floors');
  });

  it('unwraps a selection already wrapped, whether the marks are outside or inside it', () => {
    expect(run('Warm **[oak]** floors', (s) => toggleInline(s, 'bold'))).toBe('Warm [oak] floors');
    expect(run('Warm [**oak**] floors', (s) => toggleInline(s, 'bold'))).toBe('Warm [oak] floors');
    expect(run('Warm *[oak]* floors', (s) => toggleInline(s, 'italic'))).toBe('Warm [oak] floors');
  });

  it('does not take bold for italic: italic inside bold makes both, and comes off again', () => {
    expect(run('**[oak]**', (s) => toggleInline(s, 'italic'))).toBe('***[oak]***');
    expect(run('***[oak]***', (s) => toggleInline(s, 'italic'))).toBe('**[oak]**');
    expect(run('***[oak]***', (s) => toggleInline(s, 'bold'))).toBe('*[oak]*');
  });

  it('leaves the spaces a double-click takes outside the marks', () => {
    expect(run('Warm [oak ]floors', (s) => toggleInline(s, 'bold'))).toBe('Warm **[oak]** floors');
  });

  it('gives a caret an empty pair to type into; pressed again, the pair goes', () => {
    expect(run('Warm |', (s) => toggleInline(s, 'bold'))).toBe('Warm **|**');
    expect(run('Warm **|**', (s) => toggleInline(s, 'bold'))).toBe('Warm |');
  });
});

describe('headings, quotes and lists', () => {
  it('puts the prefix at the start of the caret’s line and keeps the caret among its words', () => {
    expect(run('Intro\nChoosing a pal|ette\nMore', (s) => toggleLines(s, 'heading2'))).toBe(
      'Intro\n## Choosing a pal|ette\nMore',
    );
    expect(run('Choosing a pal|ette', (s) => toggleLines(s, 'heading3'))).toBe('### Choosing a pal|ette');
    expect(run('A line wor|th quoting', (s) => toggleLines(s, 'quote'))).toBe('> A line wor|th quoting');
  });

  it('takes the prefix off when pressed again', () => {
    expect(run('## Choosing a pal|ette', (s) => toggleLines(s, 'heading2'))).toBe('Choosing a pal|ette');
    expect(run('> Quo|ted', (s) => toggleLines(s, 'quote'))).toBe('Quo|ted');
  });

  it('changes one heading level or block style into another instead of stacking them', () => {
    expect(run('## Pal|ette', (s) => toggleLines(s, 'heading3'))).toBe('### Pal|ette');
    expect(run('### Pal|ette', (s) => toggleLines(s, 'heading2'))).toBe('## Pal|ette');
    expect(run('- Oak|', (s) => toggleLines(s, 'numbered'))).toBe('1. Oak|');
  });

  it('makes every selected line an item, numbered 1, 2, 3, skipping blank lines, and selects the list', () => {
    expect(run('[Oak\nLinen\n\nClay]', (s) => toggleLines(s, 'numbered'))).toBe('[1. Oak\n2. Linen\n\n3. Clay]');
    expect(run('Intro\n[Oak\nLin]en', (s) => toggleLines(s, 'bulleted'))).toBe('Intro\n[- Oak\n- Linen]');
  });

  it('takes a list off when every selected line is already an item', () => {
    expect(run('[- Oak\n- Linen]', (s) => toggleLines(s, 'bulleted'))).toBe('[Oak\nLinen]');
    expect(run('[1. Oak\n2. Linen]', (s) => toggleLines(s, 'numbered'))).toBe('[Oak\nLinen]');
  });

  it('leaves out the next line when a selection ends at its start (a triple-click)', () => {
    expect(run('[Oak\n]Linen', (s) => toggleLines(s, 'quote'))).toBe('[> Oak]\nLinen');
  });

  it('starts an item on an empty line, to type after it', () => {
    expect(run('Intro\n\n|', (s) => toggleLines(s, 'bulleted'))).toBe('Intro\n\n- |');
  });
});

describe('Enter in a list or a quote', () => {
  const enter = (marked: string) => {
    const selection = at(marked);
    const edit = continueBlock(selection);
    return edit ? shown(applyEdit(selection.text, edit)) : null;
  };

  it('starts the next item: the same bullet, the next number, another quote line', () => {
    expect(enter('- Linen|')).toBe('- Linen\n- |');
    expect(enter('1. Oak\n2. Linen|')).toBe('1. Oak\n2. Linen\n3. |');
    expect(enter('> A line|')).toBe('> A line\n> |');
    expect(enter('  * Nested|')).toBe('  * Nested\n  * |');
  });

  it('ends the list on an item left empty', () => {
    expect(enter('- Linen\n- |')).toBe('- Linen\n|');
  });

  it('leaves a plain line, a selection, and a caret before the item’s words to the browser', () => {
    expect(enter('Plain words|')).toBeNull();
    expect(enter('- [Linen]')).toBeNull();
    expect(enter('|- Linen')).toBeNull();
  });
});

describe('links', () => {
  // The brackets of a link are Markdown here, so these cases read the selection out directly.
  const link = (text: string, selected: string, placeholder = 'link text') => {
    const start = selected ? text.indexOf(selected) : text.length;
    const result = applyEdit(text, insertLink({ text, start, end: start + selected.length }, placeholder));
    return { text: result.text, selected: result.text.slice(result.start, result.end), caret: result.start };
  };

  it('puts the selection in brackets and selects the address to type over', () => {
    expect(link('See our palette here', 'our palette ')).toEqual({
      text: 'See [our palette](https://) here',
      selected: 'https://',
      caret: 18,
    });
  });

  it('makes a selected address the target, the caret in the words', () => {
    expect(link('See https://larch.example/oak', 'https://larch.example/oak')).toEqual({
      text: 'See [](https://larch.example/oak)',
      selected: '',
      caret: 5,
    });
  });

  it('with nothing selected, writes the placeholder selected', () => {
    expect(link('See ', '')).toMatchObject({ text: 'See [link text](https://)', selected: 'link text' });
  });
});

describe('images from the library', () => {
  it('is a paragraph of its own: blank lines around it inside other words, the caret after it', () => {
    const image = { url: '/media/0123456789abcdef0123/1200.jpg', alt: 'A linen sofa' };
    expect(run('Before.|After.', (s) => insertImage(s, image))).toBe(
      'Before.\n\n![A linen sofa](/media/0123456789abcdef0123/1200.jpg)\n\n|After.',
    );
    expect(run('Before.\n\n|', (s) => insertImage(s, image))).toBe(
      'Before.\n\n![A linen sofa](/media/0123456789abcdef0123/1200.jpg)|',
    );
    expect(run('|', (s) => insertImage(s, image))).toBe('![A linen sofa](/media/0123456789abcdef0123/1200.jpg)|');
  });

  it('keeps the alt text and the address readable as Markdown, whatever they hold', () => {
    expect(escapeAlt('Oak [left]\nand \\ linen')).toBe('Oak \\[left\\] and \\\\ linen');
    const selection = at('|');
    const result = applyEdit(selection.text, insertImage(selection, { url: '/media/a b(1).jpg', alt: '' }));
    expect(result.text).toBe('![](/media/a%20b%281%29.jpg)');
  });
});

describe('the keyboard shortcuts', () => {
  const keys = (over: Partial<Parameters<typeof commandFor>[0]>) => ({
    key: '',
    code: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...over,
  });

  it('reads Mod as Ctrl, or ⌘ on a Mac, and nothing without it', () => {
    expect(commandFor(keys({ key: 'b', code: 'KeyB', ctrlKey: true }), false)).toBe('bold');
    expect(commandFor(keys({ key: 'b', code: 'KeyB', metaKey: true }), true)).toBe('bold');
    expect(commandFor(keys({ key: 'b', code: 'KeyB', metaKey: true }), false)).toBeNull();
    expect(commandFor(keys({ key: 'b', code: 'KeyB' }), false)).toBeNull();
  });

  it('reads digits by the key pressed, whatever character Shift or Alt makes of them', () => {
    expect(commandFor(keys({ key: '™', code: 'Digit2', metaKey: true, altKey: true }), true)).toBe('heading2');
    expect(commandFor(keys({ key: '£', code: 'Digit3', ctrlKey: true, altKey: true }), false)).toBe('heading3');
    expect(commandFor(keys({ key: '&', code: 'Digit7', ctrlKey: true, shiftKey: true }), false)).toBe('numbered');
    expect(commandFor(keys({ key: '*', code: 'Digit8', ctrlKey: true, shiftKey: true }), false)).toBe('bulleted');
    expect(commandFor(keys({ key: '(', code: 'Digit9', ctrlKey: true, shiftKey: true }), false)).toBe('quote');
    // The browser's own Ctrl+2 (a tab) and Ctrl+Shift+B are left alone.
    expect(commandFor(keys({ key: '2', code: 'Digit2', ctrlKey: true }), false)).toBeNull();
    expect(commandFor(keys({ key: 'B', code: 'KeyB', ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });

  it('names the keys for assistive technology and for the eye', () => {
    expect(ariaKeys(SHORTCUTS.heading2, false)).toBe('Control+Alt+2');
    expect(ariaKeys(SHORTCUTS.bold, true)).toBe('Meta+B');
    expect(keysLabel(SHORTCUTS.quote, false)).toBe('Ctrl+Shift+9');
    expect(keysLabel(SHORTCUTS.heading2, true)).toBe('⌘⌥2');
  });

  it('gives each command its edit', () => {
    const selection = at('[Oak]');
    expect(applyEdit(selection.text, editFor('bold', selection, 'x')).text).toBe('**Oak**');
    expect(applyEdit(selection.text, editFor('heading2', selection, 'x')).text).toBe('## Oak');
    expect(applyEdit(selection.text, editFor('link', selection, 'x')).text).toBe('[Oak](https://)');
  });
});
