import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { AlertTriangle, Send } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type EmailTemplate,
  GMAIL_CLIP_BYTES,
  type PreviewSubject,
  type TemplatePreview,
} from '#shared/admin/email.ts';
import type { Lead } from '#shared/admin/leads.ts';
import { sequencesApi } from '#shared/api/addresses/sequences.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { apiHref } from '../../../lib/api-client.ts';
import { ListError } from '../shared/content-list/list-states.tsx';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { leadsListQuery } from '../shared/leads/leads-queries.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { AdminDialog } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { refusalReason, serverFieldErrors } from '../shared/ui/field-problems.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { leadName } from './lead-name.ts';
import { sequencesText } from './messages.ts';
import { templatePreviewQuery, useSendTemplateTest } from './sequences-queries.ts';

type SampleChoice = 'default' | 'lookbook' | 'contact' | 'lead';

/**
 * The template preview (admin area §2; D26; SECURITY 9): the e-mail as the scheduler would send
 * it, for a sample or a real lead, with its From, To and subject; Desktop, Mobile and Text tabs;
 * warnings for placeholders that come out empty and for a message Gmail would clip; a test send
 * to any address. The HTML is shown only in an iframe sandboxed without scripts or origin.
 */
export function TemplatePreviewDialog({
  open,
  onOpenChange,
  template,
  onEdit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: EmailTemplate | null;
  onEdit: (template: EmailTemplate) => void;
}) {
  const t = useMessages(sequencesText);
  return (
    <AdminDialog
      open={open && template !== null}
      onOpenChange={onOpenChange}
      width="xl"
      title={t('previewTitle', { name: template?.name ?? '' })}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => onOpenChange(false)} className={buttonClass('secondary')}>
            {t('closePreview')}
          </button>
          <button
            type="button"
            onClick={() => template && onEdit(template)}
            className={buttonClass('primary')}
            disabled={!template}
          >
            {t('editTemplateButton')}
          </button>
        </div>
      }
    >
      {template && <PreviewBody template={template} />}
    </AdminDialog>
  );
}

function PreviewBody({ template }: { template: EmailTemplate }) {
  const t = useMessages(sequencesText);
  const [choice, setChoice] = useState<SampleChoice>('default');
  const [lead, setLead] = useState<Lead | null>(null);
  // 'A real lead…' shows nothing until a lead is chosen: never the Default sample under the lead's label.
  const subject: PreviewSubject | null = choice === 'lead' ? (lead ? { leadId: lead.id } : null) : { sample: choice };
  const preview = useQuery({
    ...templatePreviewQuery(template, subject ?? { sample: 'default' }),
    enabled: subject !== null,
  });

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <SelectField<SampleChoice>
          label={t('sampleData')}
          value={choice}
          onValueChange={setChoice}
          options={[
            { value: 'default', label: t('sampleDefault') },
            { value: 'lookbook', label: t('sampleLookbook') },
            { value: 'contact', label: t('sampleContact') },
            { value: 'lead', label: t('sampleLead') },
          ]}
        />
        {choice === 'lead' && <LeadSearch chosen={lead} onChoose={setLead} />}
      </div>
      {subject === null ? (
        <p className="rounded-lg border border-dashed border-stone bg-white px-4 py-10 text-center text-sm text-muted">
          {t('chooseLeadFirst')}
        </p>
      ) : preview.isPending ? (
        <p role="status" className="rounded-lg border border-stone bg-white px-4 py-10 text-center text-sm text-muted">
          {t('rendering')}
        </p>
      ) : preview.isError ? (
        <ListError error={preview.error} onRetry={() => preview.refetch()} />
      ) : (
        <RenderedEmail preview={preview.data} />
      )}
      <SendTest template={template} subject={subject} />
    </div>
  );
}

function RenderedEmail({ preview }: { preview: TemplatePreview }) {
  const t = useMessages(sequencesText);
  const language = useLanguage();
  const [first] = preview.emptyPlaceholders;
  const kilobytes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(preview.htmlBytes / 1024);
  return (
    <div className="grid gap-3">
      <dl className="grid gap-x-3 gap-y-1 rounded-lg border border-stone bg-white px-4 py-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted">{t('from')}</dt>
        <dd className="break-all text-ink">{preview.from}</dd>
        <dt className="font-medium text-muted">{t('to')}</dt>
        <dd className="break-all text-ink">{preview.to}</dd>
        <dt className="font-medium text-muted">{t('subject')}</dt>
        <dd className="break-words font-medium text-ink">{preview.subject}</dd>
      </dl>
      {first && (
        <Warning>
          {t('emptyPlaceholders', {
            names: preview.emptyPlaceholders.join(', '),
            example: first.replace(/\}\}$/, '|…}}'),
          })}
        </Warning>
      )}
      {preview.htmlBytes > GMAIL_CLIP_BYTES && <Warning>{t('gmailClips', { size: kilobytes })}</Warning>}
      <Tabs.Root defaultValue="desktop">
        <Tabs.List aria-label={t('sizesLabel')} className="flex gap-1 border-b border-stone">
          {(['desktop', 'mobile', 'text'] as const).map((size) => (
            <Tabs.Trigger
              key={size}
              value={size}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-muted hover:text-charcoal data-[state=active]:border-charcoal data-[state=active]:font-medium data-[state=active]:text-ink"
            >
              {t(size === 'desktop' ? 'tabDesktop' : size === 'mobile' ? 'tabMobile' : 'tabText')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="desktop" className="pt-3 focus-visible:outline-2 focus-visible:outline-olive">
          <div className="overflow-x-auto rounded-lg border border-stone bg-sand p-2">
            <EmailFrame html={preview.html} title={t('frameDesktop')} className="w-full min-w-[640px]" />
          </div>
        </Tabs.Content>
        <Tabs.Content value="mobile" className="pt-3 focus-visible:outline-2 focus-visible:outline-olive">
          <div className="overflow-x-auto rounded-lg border border-stone bg-sand p-2">
            <EmailFrame html={preview.html} title={t('frameMobile')} className="mx-auto w-[375px] max-w-none" />
          </div>
        </Tabs.Content>
        <Tabs.Content value="text" className="pt-3 focus-visible:outline-2 focus-visible:outline-olive">
          {preview.text.trim() ? (
            <pre className="max-h-[36rem] overflow-auto rounded-lg border border-stone bg-white p-4 font-mono text-sm whitespace-pre-wrap break-words text-ink">
              {preview.text}
            </pre>
          ) : (
            <p className="rounded-lg border border-dashed border-stone bg-white px-4 py-6 text-sm text-muted">
              {t('noText')}
            </p>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** The fixed page the e-mail is shown in (server/modules/leads/email-preview-frame.ts). */
const PREVIEW_FRAME_URL = apiHref(sequencesApi.previewFrame);

/**
 * SECURITY 9: the e-mail goes into a frame sandboxed with nothing allowed (no scripts, no forms, an
 * opaque origin), inside a fixed page of this site whose policy lets an e-mail's images from other
 * sites show. That page runs only its own script, sandboxed too (`allow-scripts` without
 * `allow-same-origin`): nothing in it can read this page or the session. The e-mail is posted to it
 * once it says it is ready, and again whenever the e-mail changes.
 */
function EmailFrame({ html, title, className }: { html: string; title: string; className: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // '*': the frame's origin is opaque, so no origin can be named; the window is ours.
    const post = () => frame.current?.contentWindow?.postMessage({ emailHtml: html, title }, '*');
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && event.data?.emailPreviewFrame === 'ready') post();
    };
    window.addEventListener('message', onMessage);
    post();
    return () => window.removeEventListener('message', onMessage);
  }, [html, title]);
  return (
    <iframe
      ref={frame}
      sandbox="allow-scripts"
      src={PREVIEW_FRAME_URL}
      title={title}
      className={clsx('h-[36rem] rounded bg-white', className)}
    />
  );
}

function Warning({ children }: { children: string }) {
  return (
    <p className="flex gap-2 rounded-lg border border-clay/50 bg-clay/10 px-3 py-2 text-sm text-charcoal">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-umber" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** Any real lead, found by name or address (`leadsApi.list`'s `q`), to preview the e-mail for. */
function LeadSearch({ chosen, onChoose }: { chosen: Lead | null; onChoose: (lead: Lead) => void }) {
  const t = useMessages(sequencesText);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery(leadsListQuery({ q, sort: 'newest', page: 1 }, 6));
  const listId = useId();
  const leads = results.data?.leads ?? [];
  return (
    <div>
      <Field
        label={t('searchLeads')}
        type="search"
        autoComplete="off"
        hint={chosen ? t('previewFor', { name: leadName(chosen) }) : t('searchLeadsHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-controls={listId}
      />
      <ul id={listId} aria-label={t('searchResults')} className="mt-2 flex flex-wrap gap-1.5">
        {results.isSuccess && leads.length === 0 && <li className="text-sm text-muted">{t('noLeadsMatch')}</li>}
        {leads.map((lead) => (
          <li key={lead.id}>
            <button
              type="button"
              aria-pressed={chosen?.id === lead.id}
              onClick={() => onChoose(lead)}
              className={buttonClass(
                'secondary',
                'sm',
                'aria-pressed:border-charcoal aria-pressed:bg-charcoal aria-pressed:text-linen',
              )}
            >
              <span className="max-w-[14rem] truncate">{leadName(lead)}</span>
              {leadName(lead) !== lead.email && (
                <span className="max-w-[14rem] truncate text-xs opacity-80">{lead.email}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Send test': this template, for the chosen sample or lead, to any address (the signed-in user's first). */
function SendTest({ template, subject }: { template: EmailTemplate; subject: PreviewSubject | null }) {
  const t = useMessages(sequencesText);
  const user = useSignedInUser();
  const toast = useToast();
  const send = useSendTemplateTest();
  const [to, setTo] = useState(user.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      if (!subject) return;
      const answer = await send.mutateAsync({ id: template.id, to: to.trim(), subject });
      // Development mode only logs it: the title must not say it was sent (the message says so too).
      const sent = answer.status === 'sent';
      toast({
        title: sent ? t('testSent') : t('testRecorded'),
        description: sent ? t('testSentTo', { to: to.trim() }) : answer.message,
      });
    } catch (failure) {
      const reason = refusalReason(failure);
      setError(serverFieldErrors(failure).find(([field]) => field === 'to')?.[1]);
      toast({ title: t('testFailed'), description: reason ?? t('testFailedFallback'), variant: 'destructive' });
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2 rounded-lg border border-stone bg-white p-3 sm:flex-row sm:items-end sm:p-4"
    >
      <Field
        label={t('sendTestTo')}
        type="email"
        autoComplete="email"
        value={to}
        error={error}
        onChange={(event) => setTo(event.target.value)}
        className="flex-1"
      />
      <button
        type="submit"
        disabled={send.isPending || subject === null}
        className={buttonClass('primary', 'md', 'sm:mb-px')}
      >
        <Send className="size-4" aria-hidden="true" />
        {send.isPending ? t('sendingTest') : t('sendTest')}
      </button>
    </form>
  );
}
