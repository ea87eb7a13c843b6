import { Mark, mergeAttributes } from '@tiptap/core';
import { EMAIL_BUTTON_CLASS, EMAIL_BUTTON_STYLE } from '#shared/email/email-button.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    emailButton: {
      /** the selection (or the words given) becomes a button to `href`, alone in its paragraph */
      insertEmailButton: (attributes: { href: string; text: string }) => ReturnType;
      setEmailButton: (attributes: { href: string }) => ReturnType;
      unsetEmailButton: () => ReturnType;
    };
  }
}

/**
 * The e-mails' button as a mark: a link drawn as a button (shared/email/email-button.ts). It reads
 * `<a class="email-button" href>` (before the Link mark, which would read it as a plain link) and
 * writes the class and the inline style the e-mail needs, so the editor shows what the lead sees.
 * A button is never also a link: the two marks exclude each other.
 */
export const EmailButton = Mark.create({
  name: 'emailButton',
  priority: 1001,
  inclusive: false,
  excludes: 'link',

  addAttributes() {
    return { href: { default: null, parseHTML: (element) => element.getAttribute('href') } };
  },

  parseHTML() {
    return [{ tag: `a.${EMAIL_BUTTON_CLASS}[href]` }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['a', mergeAttributes(HTMLAttributes, { class: EMAIL_BUTTON_CLASS, style: EMAIL_BUTTON_STYLE }), 0];
  },

  addCommands() {
    return {
      insertEmailButton:
        ({ href, text }) =>
        ({ chain, state }) => {
          const { empty } = state.selection;
          if (!empty) return chain().unsetMark('link').setMark(this.name, { href }).run();
          return chain()
            .insertContent({
              type: 'paragraph',
              content: [{ type: 'text', text, marks: [{ type: this.name, attrs: { href } }] }],
            })
            .run();
        },
      setEmailButton:
        ({ href }) =>
        ({ chain }) =>
          chain().extendMarkRange(this.name).unsetMark('link').setMark(this.name, { href }).run(),
      unsetEmailButton:
        () =>
        ({ chain }) =>
          chain().extendMarkRange(this.name).unsetMark(this.name).run(),
    };
  },
});
