import { Extension } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { plainTextFromHtml } from '#shared/email/plain-text.ts';
import { TextareaField } from '../../../components/ui/field.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { editorText } from './rich-text/editor-messages.ts';
import { EmailButton } from './rich-text/email-button-mark.ts';
import { formattedEditorDrops } from './rich-text/formatted-html.ts';
import { FormattingToolbar } from './rich-text/formatting-toolbar.tsx';
import { LinkDialog, type LinkRequest } from './rich-text/link-dialog.tsx';
import type { TemplateFormValues } from './template-payload.ts';

/** What the form may do with the formatted editor while it is shown. */
export interface FormattedEditorHandle {
  insert: (token: string) => void;
  focus: () => void;
}

/** A registered textarea's props, as the form hands them over (name, ref, change and focus handlers). */
type TextareaProps = ComponentPropsWithRef<'textarea'> & { name: string };

export interface TemplateContentEditorProps {
  form: UseFormReturn<TemplateFormValues>;
  /** the HTML source's textarea, registered by the form (the placeholder picker inserts into it) */
  htmlField: TextareaProps;
  /** the studio's own plain text's textarea, registered likewise */
  textField: TextareaProps;
  htmlError?: string;
  textError?: string;
  /** the formatted editor took focus: a placeholder goes there next */
  onEditorFocus: () => void;
  /** hands over how to insert a placeholder at the formatted editor's cursor and focus it (null: it is not shown) */
  registerEditor: (editor: FormattedEditorHandle | null) => void;
}

/**
 * The editable area, drawn close to the e-mail: paragraphs and lists spaced, headings in the
 * display face, links in the studio's olive (a button keeps its own inline style).
 */
const CONTENT_CLASS = clsx(
  'min-h-48 max-h-[28rem] overflow-y-auto rounded-b-md border bg-white px-3 py-2 text-sm leading-relaxed text-charcoal',
  'focus:outline-2 focus:outline-offset-2 focus:outline-olive',
  '[&>*+*]:mt-3 [&_li+li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_h1]:font-display [&_h1]:text-2xl [&_h2]:font-display [&_h2]:text-xl [&_h3]:font-display [&_h3]:text-lg',
  '[&_a]:text-olive [&_a]:underline',
);

/** Ctrl/⌘+K opens the link dialog, as in most editors. */
const LinkShortcut = (open: () => void) =>
  Extension.create({
    name: 'linkShortcut',
    addKeyboardShortcuts: () => ({
      'Mod-k': () => {
        open();
        return true;
      },
    }),
  });

/**
 * The template's content and its plain text (issue 28), loaded only with the template editor
 * (TipTap and html-to-text are not in any other screen's JavaScript):
 *
 * - Formatted: TipTap with paragraphs, headings, bold, italic, links, lists and the e-mails'
 *   button, and a toolbar for them. What it writes is the template's HTML.
 * - HTML: the source, editable. Switching back reads it again; HTML the formatted editor cannot
 *   keep (a table, a style) opens on this tab and asks before it would be dropped.
 * - Plain text: written from the HTML (the same function as the server's), shown as it will be
 *   saved; or the studio's own, with the switch "Edit the plain text myself".
 *
 * The server's checks stay the gate: the placeholders of what is saved are checked there.
 */
export default function TemplateContentEditor(props: TemplateContentEditorProps) {
  const { form } = props;
  return (
    <>
      <ContentField {...props} />
      <PlainTextField form={form} textField={props.textField} textError={props.textError} />
    </>
  );
}

function ContentField({ form, htmlField, htmlError, onEditorFocus, registerEditor }: TemplateContentEditorProps) {
  const t = useMessages(editorText);
  const id = useId();
  const [mode, setMode] = useState<'formatted' | 'html'>(() =>
    formattedEditorDrops(form.getValues('htmlContent')).length ? 'html' : 'formatted',
  );
  const [drops, setDrops] = useState<string[] | null>(null);
  const [linkRequest, setLinkRequest] = useState<LinkRequest | null>(null);
  const openLink = useRef<() => void>(() => undefined);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // An e-mail's links open in the reader's mail app as it likes: no target or rel of ours.
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      EmailButton,
      LinkShortcut(() => openLink.current()),
    ],
    content: mode === 'formatted' ? form.getValues('htmlContent') : '',
    editorProps: {
      attributes: {
        id: `${id}-editor`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': clsx(htmlError && `${id}-error`, `${id}-hint`),
        ...(htmlError ? { 'aria-invalid': 'true' } : {}),
        class: clsx(CONTENT_CLASS, htmlError ? 'border-red-700' : 'border-stone'),
      },
    },
    onFocus: onEditorFocus,
    onUpdate: ({ editor: changed }) => {
      // An emptied editor is an empty template (the schema says the content is required), not '<p></p>'.
      form.setValue('htmlContent', changed.isEmpty ? '' : changed.getHTML(), { shouldDirty: true });
    },
  });

  // The error state changes after the editor exists: its attributes follow.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-describedby': clsx(htmlError && `${id}-error`, `${id}-hint`),
          'aria-invalid': htmlError ? 'true' : 'false',
          class: clsx(CONTENT_CLASS, htmlError ? 'border-red-700' : 'border-stone'),
        },
      },
    });
  }, [editor, htmlError, id]);

  openLink.current = () => {
    if (!editor) return;
    const onButton = editor.isActive('emailButton');
    const href = (editor.getAttributes(onButton ? 'emailButton' : 'link').href as string | undefined) ?? '';
    setLinkRequest({ kind: onButton ? 'button' : 'link', href, needsText: false, existing: href !== '' });
  };
  const openButton = () => {
    if (!editor) return;
    const href = (editor.getAttributes('emailButton').href as string | undefined) ?? '';
    setLinkRequest({ kind: 'button', href, needsText: editor.state.selection.empty && !href, existing: href !== '' });
  };

  useEffect(() => {
    if (!editor || mode !== 'formatted') {
      registerEditor(null);
      return;
    }
    registerEditor({
      insert: (token) => editor.chain().focus().insertContent(token).run(),
      focus: () => editor.commands.focus(),
    });
    return () => registerEditor(null);
  }, [editor, mode, registerEditor]);

  const toFormatted = () => {
    editor?.commands.setContent(form.getValues('htmlContent'), { emitUpdate: false });
    setMode('formatted');
    setDrops(null);
    requestAnimationFrame(() => editor?.commands.focus('end'));
  };
  const chooseMode = (next: 'formatted' | 'html') => {
    if (next === mode) return;
    if (next === 'html') {
      setMode('html');
      return;
    }
    const lost = formattedEditorDrops(form.getValues('htmlContent'));
    if (lost.length) setDrops(lost);
    else toFormatted();
  };

  const closeLink = () => {
    setLinkRequest(null);
    editor?.commands.focus();
  };

  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium text-charcoal">
          {t('content')}
          <span aria-hidden="true" className="text-red-800">
            {' '}
            *
          </span>
        </span>
        {/* Two buttons, one pressed: which way the content is edited. */}
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('view')}</legend>
          {(['formatted', 'html'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={mode === choice}
              onClick={() => chooseMode(choice)}
              className={buttonClass(
                'secondary',
                'sm',
                'aria-pressed:border-charcoal aria-pressed:bg-charcoal aria-pressed:text-linen',
              )}
            >
              {t(choice)}
            </button>
          ))}
        </fieldset>
      </div>
      <div hidden={mode !== 'formatted'}>
        {editor && (
          <FormattingToolbar
            editor={editor}
            controls={`${id}-editor`}
            onLink={() => openLink.current()}
            onButton={openButton}
          />
        )}
        <EditorContent editor={editor} />
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {t('contentHint')}
        </p>
        {htmlError && mode === 'formatted' && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
            {htmlError}
          </p>
        )}
      </div>
      {mode === 'html' && (
        <TextareaField
          label={t('htmlContent')}
          required
          rows={12}
          spellCheck={false}
          hint={t('htmlHint')}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          error={htmlError}
          {...htmlField}
        />
      )}
      <ConfirmDialog
        open={drops !== null}
        onOpenChange={(open) => !open && setDrops(null)}
        title={t('dropsTitle')}
        description={
          <>
            <p>{t('dropsBody', { parts: (drops ?? []).join(', ') })}</p>
            <p>{t('dropsKeep')}</p>
          </>
        }
        confirmLabel={t('switchAnyway')}
        pendingLabel={t('switching')}
        cancelLabel={t('stayOnHtml')}
        pending={false}
        onConfirm={async () => {
          toFormatted();
          // What the formatted editor kept is the content now (the parts named above are gone).
          if (editor) form.setValue('htmlContent', editor.isEmpty ? '' : editor.getHTML(), { shouldDirty: true });
        }}
      />
      <LinkDialog
        request={linkRequest}
        onClose={closeLink}
        onRemove={() => {
          if (linkRequest?.kind === 'button') editor?.chain().focus().unsetEmailButton().run();
          else editor?.chain().focus().extendMarkRange('link').unsetLink().run();
          setLinkRequest(null);
        }}
        onApply={({ href, text }) => {
          if (!editor || !linkRequest) return;
          const chain = editor.chain().focus();
          if (linkRequest.kind === 'button') {
            if (linkRequest.existing) chain.setEmailButton({ href }).run();
            else chain.insertEmailButton({ href, text }).run();
          } else {
            chain.extendMarkRange('link').setLink({ href }).run();
          }
          setLinkRequest(null);
        }}
      />
    </div>
  );
}

/**
 * The plain text as it will be saved: written from the content (the server's function, so the
 * preview is the saved text), or the studio's own once it chooses to edit it. Turning that off
 * asks first: the studio's text is replaced.
 */
function PlainTextField({
  form,
  textField,
  textError,
}: {
  form: UseFormReturn<TemplateFormValues>;
  textField: TextareaProps;
  textError?: string;
}) {
  const t = useMessages(editorText);
  const id = useId();
  const html = useDeferredValue(form.watch('htmlContent'));
  const textEdited = form.watch('textEdited');
  const written = useMemo(() => plainTextFromHtml(html), [html]);
  const [asking, setAsking] = useState(false);

  const setEdited = (edited: boolean) => {
    if (!edited) {
      setAsking(true);
      return;
    }
    // The studio starts from the text as it reads now, and it stops following the content.
    form.setValue('textContent', written, { shouldDirty: true });
    form.setValue('textEdited', true, { shouldDirty: true });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-lg border border-stone bg-white p-3 sm:p-4">
      <div>
        {/* Not a heading: it follows the content, whose own headings (an <h1> in a template) would
            put it out of order. */}
        <p id={`${id}-title`} className="text-sm font-medium text-charcoal">
          {t('plainTitle')}
        </p>
        <p className="mt-0.5 text-xs text-muted">{t('plainHint')}</p>
      </div>
      <SwitchField label={t('editPlain')} hint={t('editPlainHint')} checked={textEdited} onCheckedChange={setEdited} />
      {textEdited ? (
        <TextareaField label={t('textContent')} rows={8} error={textError} {...textField} />
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls when long, so it takes focus (the keyboard can scroll it, WCAG 2.1.1)
          tabIndex={0}
          aria-label={t('plainPreview')}
          className="max-h-64 overflow-auto rounded-md border border-stone bg-linen px-3 py-2"
        >
          <pre className="font-sans text-sm whitespace-pre-wrap break-words text-charcoal">
            {written || <span className="text-muted">{t('plainEmpty')}</span>}
          </pre>
        </section>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('regenerateTitle')}
        description={t('regenerateBody')}
        confirmLabel={t('regenerate')}
        pendingLabel={t('regenerate')}
        cancelLabel={t('cancel')}
        pending={false}
        onConfirm={async () => {
          form.setValue('textEdited', false, { shouldDirty: true });
          form.setValue('textContent', '', { shouldDirty: true });
        }}
      />
    </section>
  );
}
