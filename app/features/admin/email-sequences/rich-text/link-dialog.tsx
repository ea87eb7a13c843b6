import { type FormEvent, useRef, useState } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import { useMessages } from '../../shared/i18n/use-messages.ts';
import { AdminDialog, DialogActions } from '../../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { editorText } from './editor-messages.ts';

/** What a link or a button may open: the web, an e-mail, a phone, or the studio's booking page. */
const ADDRESS = /^(https?:\/\/\S+|mailto:\S+|tel:\S+|\{\{\s*bookingLink\s*\}\}\S*)$/i;

export function linkAddressProblem(address: string): 'addressRequired' | 'addressInvalid' | null {
  const trimmed = address.trim();
  if (!trimmed) return 'addressRequired';
  return ADDRESS.test(trimmed) ? null : 'addressInvalid';
}

export interface LinkRequest {
  kind: 'link' | 'button';
  /** the address of the link or button under the cursor, '' for a new one */
  href: string;
  /** a new button without selected words asks for its words */
  needsText: boolean;
  /** the cursor is on one already: offer to remove it */
  existing: boolean;
}

/**
 * The address of a link or a button (issue 28), in a dialog of its own: a labelled field, its
 * problem announced at the field, Apply / Remove / Cancel. Focus goes to its first field when it
 * opens (Radix) and back to the editor when it closes (the caller does that).
 */
export function LinkDialog({
  request,
  onApply,
  onRemove,
  onClose,
}: {
  request: LinkRequest | null;
  onApply: (values: { href: string; text: string }) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useMessages(editorText);
  const hrefInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ href?: string; text?: string }>({});
  const [shownFor, setShownFor] = useState<LinkRequest | null>(null);
  // A new request starts from its own values (state kept between openings would leak into the next).
  if (request !== shownFor) {
    setShownFor(request);
    setHref(request?.href ?? '');
    setText('');
    setProblems({});
  }
  const isButton = request?.kind === 'button';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const hrefProblem = linkAddressProblem(href);
    const textProblem = request?.needsText && !text.trim() ? 'textRequired' : null;
    if (hrefProblem || textProblem) {
      setProblems({
        href: hrefProblem ? t(hrefProblem, { link: '{{bookingLink}}' }) : undefined,
        text: textProblem ? t(textProblem) : undefined,
      });
      (textProblem ? textInput : hrefInput).current?.focus();
      return;
    }
    onApply({ href: href.trim(), text: text.trim() });
  };

  return (
    <AdminDialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isButton ? t('buttonTitle') : t('linkTitle')}
      description={t('linkDescription', { link: '{{bookingLink}}' })}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {request?.needsText && (
          <Field
            ref={textInput}
            label={t('buttonText')}
            required
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={problems.text}
          />
        )}
        <Field
          ref={hrefInput}
          label={t('linkAddress')}
          required
          autoComplete="off"
          inputMode="url"
          spellCheck={false}
          value={href}
          onChange={(event) => setHref(event.target.value)}
          error={problems.href}
        />
        <DialogActions>
          {request?.existing && (
            <button type="button" className={buttonClass('ghost', 'md', 'sm:mr-auto')} onClick={onRemove}>
              {isButton ? t('removeButton') : t('removeLink')}
            </button>
          )}
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')}>
            {t('apply')}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}
