import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONSENT_TEXT } from '#shared/forms.ts';

/** D9: the unticked "Send me occasional design ideas" box every public form carries. */
export function ConsentCheckbox({
  registration,
  className,
}: {
  /** react-hook-form's registration, or plain input props (a form posted as it is: the booking page) */
  registration: UseFormRegisterReturn | ComponentPropsWithoutRef<'input'>;
  className?: string;
}) {
  return (
    <label className={clsx('flex items-start gap-3 text-sm text-charcoal', className)}>
      <input type="checkbox" className="mt-0.5 size-4 accent-olive" {...registration} />
      {CONSENT_TEXT}
    </label>
  );
}

/** A field people never see and assistive technology skips; bots fill it in, and the server refuses them. */
export function HoneypotField({
  registration,
}: {
  registration: UseFormRegisterReturn | ComponentPropsWithoutRef<'input'>;
}) {
  return <input type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" {...registration} />;
}
