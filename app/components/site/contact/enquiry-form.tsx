import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactApi } from '#shared/api/addresses/contact.ts';
import { endpointUrl } from '#shared/api/endpoint.ts';
import type { FormOption } from '#shared/form-options.ts';
import { type ContactEnquiryInput, ContactEnquirySchema, EMPTY_ENQUIRY } from '#shared/forms.ts';
import { visitId } from '../../../lib/analytics/visit.ts';
import { ApiError, postJson } from '../../../lib/api-client.ts';
import { Field, SelectField, TextareaField } from '../../ui/field.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { ConsentCheckbox, HoneypotField } from '../consent-and-honeypot.tsx';
import { EnquiryThanks, type SentEnquiry } from './enquiry-thanks.tsx';

const emptyEnquiry: ContactEnquiryInput = { ...EMPTY_ENQUIRY, website: '' };

/** The page's own form post, refused (contact-page.server.ts): what was typed and why. */
export interface RefusedEnquiry {
  values: Omit<ContactEnquiryInput, 'website' | 'via'>;
  fieldErrors: Record<string, string>;
  message: string | null;
}

/**
 * The project enquiry (public site §2 /contact, §5, §8): required first and last name, e-mail
 * and message; optional phone, project type and budget from the server's lists. Nothing claims
 * success unless the server said so. Hydrated, it posts JSON to the API; before (or without)
 * JavaScript the browser posts it to the page itself (issue 12), which either redirects to
 * `?sent=1` or renders it again with what was typed and the server's reasons. Sent, either way,
 * the form gives way to the thank-you (issue 27); a refusal of the API is a toast, the form kept.
 */
export function EnquiryForm({
  projectTypes,
  budgets,
  via,
  sent,
  refused,
  replyDays,
}: {
  projectTypes: FormOption[];
  budgets: FormOption[];
  /** 'chat' when the answer-bot sent the visitor here (the enquiry is the chat's hand-off, D8) */
  via?: 'chat';
  /** the page's own form post went through (the page after its redirect) */
  sent: boolean;
  refused?: RefusedEnquiry;
  /** the studio's reply promise in business days (settings) */
  replyDays: number;
}) {
  const toast = useToast();
  const initial = { ...emptyEnquiry, ...refused?.values };
  const form = useForm<ContactEnquiryInput>({
    resolver: zodResolver(ContactEnquirySchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  // The page post's outcome stands until the visitor sends again from the hydrated form.
  const [pagePost, setPagePost] = useState<RefusedEnquiry | 'sent' | undefined>(refused ?? (sent ? 'sent' : undefined));
  // What the hydrated form sent, for the thank-you to repeat.
  const [sentEnquiry, setSentEnquiry] = useState<SentEnquiry | null>(null);
  const serverVerdict = pagePost === 'sent' ? undefined : pagePost;
  const fieldError = (name: keyof RefusedEnquiry['values']) =>
    errors[name]?.message ?? serverVerdict?.fieldErrors[name];

  const submit = form.handleSubmit(
    async (values) => {
      setPagePost(undefined);
      try {
        // Issue 30: the visit the enquiry came from (docs/analytics.md); none for a visitor who declined tracking.
        await postJson(endpointUrl(contactApi.send), { ...values, ...(via ? { via } : {}), visit: visitId() });
        const { firstName, lastName, email, projectType, budget, message } = values;
        setSentEnquiry({ firstName, lastName, email, projectType: projectType ?? '', budget: budget ?? '', message });
        form.reset(emptyEnquiry);
      } catch (error) {
        toast({
          title: 'Error',
          description: error instanceof ApiError ? error.message : 'Failed to send message. Please try again.',
          variant: 'destructive',
        });
      }
    },
    () => setPagePost(undefined),
  );

  if (sentEnquiry || pagePost === 'sent') {
    return (
      <EnquiryThanks
        sent={sentEnquiry}
        replyDays={replyDays}
        projectTypes={projectTypes}
        budgets={budgets}
        onSendAnother={
          sentEnquiry
            ? () => {
                setSentEnquiry(null);
                setPagePost(undefined);
              }
            : undefined
        }
      />
    );
  }

  return (
    <form
      method="post"
      action={via ? '/contact?from=chat' : '/contact'}
      onSubmit={submit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      aria-label="Project enquiry"
    >
      {serverVerdict?.message && (
        <div role="alert" className="rounded-md border border-red-700 bg-white p-4 sm:col-span-2">
          <p className="font-medium text-red-800">Error</p>
          <p className="text-charcoal">{serverVerdict.message}</p>
        </div>
      )}
      {via && <input type="hidden" name="via" value={via} />}
      <Field
        label="First name"
        required
        autoComplete="given-name"
        error={fieldError('firstName')}
        defaultValue={initial.firstName}
        {...form.register('firstName')}
      />
      <Field
        label="Last name"
        required
        autoComplete="family-name"
        error={fieldError('lastName')}
        defaultValue={initial.lastName}
        {...form.register('lastName')}
      />
      <Field
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={fieldError('email')}
        defaultValue={initial.email}
        {...form.register('email')}
      />
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={fieldError('phone')}
        defaultValue={initial.phone}
        {...form.register('phone')}
      />
      <SelectField
        label="Project type"
        placeholder="Select a project type"
        options={projectTypes}
        error={fieldError('projectType')}
        defaultValue={initial.projectType}
        {...form.register('projectType')}
      />
      <SelectField
        label="Budget"
        placeholder="Select a budget range"
        options={budgets}
        error={fieldError('budget')}
        defaultValue={initial.budget}
        {...form.register('budget')}
      />
      <TextareaField
        label="Message"
        required
        rows={6}
        className="sm:col-span-2"
        error={fieldError('message')}
        defaultValue={initial.message}
        placeholder="Tell us about your home, your plans and your timing."
        {...form.register('message')}
      />
      <ConsentCheckbox
        // Drawn on the server ticked when a refused post had it ticked (the registration is spread on the box).
        registration={Object.assign(form.register('consent'), { defaultChecked: initial.consent })}
        className="sm:col-span-2"
      />
      <HoneypotField registration={form.register('website')} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center gap-2 rounded-full bg-charcoal px-7 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink disabled:opacity-60"
        >
          <Send className="size-4" aria-hidden="true" />
          {isSubmitting ? 'Sending…' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
