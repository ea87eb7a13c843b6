import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { FormOption } from '#shared/content.ts';
import { type ContactEnquiryInput, ContactEnquirySchema } from '#shared/forms.ts';
import { ApiError, postJson } from '../../../lib/api-client.ts';
import { Field, SelectField, TextareaField } from '../../ui/field.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { ConsentCheckbox, HoneypotField } from '../consent-and-honeypot.tsx';

const emptyEnquiry: ContactEnquiryInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  projectType: '',
  budget: '',
  message: '',
  consent: false,
  website: '',
};

/**
 * The project enquiry (public-site.md §2 /contact, §5, §8): required first and last name, e-mail
 * and message; optional phone, project type and budget from the server's lists. Nothing claims
 * success unless the server said so. Without JavaScript there is no form to send (it posts JSON),
 * so `via` only needs the hydrated page.
 */
export function EnquiryForm({
  projectTypes,
  budgets,
  via,
}: {
  projectTypes: FormOption[];
  budgets: FormOption[];
  /** 'chat' when the answer-bot sent the visitor here (the enquiry is the chat's hand-off, D8) */
  via?: 'chat';
}) {
  const toast = useToast();
  const form = useForm<ContactEnquiryInput>({
    resolver: zodResolver(ContactEnquirySchema),
    defaultValues: emptyEnquiry,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await postJson('/api/contact', via ? { ...values, via } : values);
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      toast({ title: 'Message sent!', description: body.message ?? 'Thank you — we will be in touch soon.' });
      form.reset(emptyEnquiry);
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.message : 'Failed to send message. Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2" aria-label="Project enquiry">
      <Field
        label="First name"
        required
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <Field
        label="Last name"
        required
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <Field
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
      <SelectField
        label="Project type"
        placeholder="Select a project type"
        options={projectTypes}
        {...form.register('projectType')}
      />
      <SelectField label="Budget" placeholder="Select a budget range" options={budgets} {...form.register('budget')} />
      <TextareaField
        label="Message"
        required
        rows={6}
        className="sm:col-span-2"
        error={errors.message?.message}
        placeholder="Tell us about your home, your plans and your timing."
        {...form.register('message')}
      />
      <ConsentCheckbox registration={form.register('consent')} className="sm:col-span-2" />
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
