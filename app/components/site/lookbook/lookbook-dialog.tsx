import { zodResolver } from '@hookform/resolvers/zod';
import { Download, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { lookbookApi } from '#shared/api/addresses/lookbook.ts';
import { endpointUrl } from '#shared/api/endpoint.ts';
import { type LookbookRequestInput, LookbookRequestSchema } from '#shared/forms.ts';
import { visitId } from '../../../lib/analytics/visit.ts';
import { ApiError, downloadFileName, postJson, saveBlob } from '../../../lib/api-client.ts';
import { Field } from '../../ui/field.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { ConsentCheckbox, HoneypotField } from '../consent-and-honeypot.tsx';

const emptyForm: LookbookRequestInput = { name: '', email: '', consent: false, website: '' };

/**
 * The free lookbook in exchange for a name and an e-mail address (public site §2, §5, §8).
 * The server answers with the PDF itself; it is saved under the name the server gives it.
 */
export default function LookbookDialog({
  studioName,
  open,
  onOpenChange: setOpen,
  returnFocusTo,
}: {
  studioName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const toast = useToast();
  const form = useForm<LookbookRequestInput>({
    resolver: zodResolver(LookbookRequestSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        // Issue 30: the visit the download came from (docs/analytics.md).
        const response = await postJson(endpointUrl(lookbookApi.download), { ...values, visit: visitId() });
        const fallbackName = `${studioName.replace(/[^\w]+/g, '-')}-Lookbook.pdf`;
        saveBlob(await response.blob(), downloadFileName(response, fallbackName));
        setOpen(false);
        form.reset(emptyForm);
        toast({
          title: 'Lookbook Downloaded!',
          description: `Your ${studioName} design lookbook has been downloaded successfully.`,
        });
      } catch (error) {
        toast({
          title: 'Download Failed',
          description: error instanceof ApiError ? error.message : 'Failed to generate lookbook. Please try again.',
          variant: 'destructive',
        });
      }
    },
    (invalid) => {
      // public site §5: an empty required field gives 'Missing Information'.
      const values = form.getValues();
      if (!values.name?.trim() || !values.email?.trim()) {
        toast({
          title: 'Missing Information',
          description: 'Please fill in all required fields.',
          variant: 'destructive',
        });
      } else if (invalid.email) {
        form.setFocus('email');
      }
    },
  );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-linen p-7 shadow-2xl motion-safe:data-[state=open]:animate-[fade-in_200ms_ease-out]"
        >
          <Dialog.Title className="font-display text-3xl text-ink">Download our free lookbook</Dialog.Title>
          <Dialog.Description className="mt-2 text-[0.95rem] leading-relaxed text-muted">
            20+ pages of our favourite rooms, the details behind them and ideas to try at home.
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-6 space-y-4">
            <Field label="Name" required autoComplete="name" error={errors.name?.message} {...form.register('name')} />
            <Field
              label="Email"
              type="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <ConsentCheckbox registration={form.register('consent')} />
            <HoneypotField registration={form.register('website')} />
            <button
              type="submit"
              disabled={isSubmitting}
              className="flex w-full items-center justify-center gap-2 rounded-full bg-charcoal px-6 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink disabled:opacity-60"
            >
              <Download className="size-4" aria-hidden="true" />
              {isSubmitting ? 'Preparing your lookbook…' : 'Download the Lookbook'}
            </button>
          </form>
          <Dialog.Close
            className="absolute top-4 right-4 grid size-9 place-items-center rounded-full hover:bg-sand"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
