import { ChevronDown, ChevronUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { studioText } from './messages.ts';
import { FormSection, useFieldError } from './studio-form-parts.tsx';
import type { StudioFormValues } from './studio-form-values.ts';

/** #shared/admin/studio.ts's caps, also enforced here so the Add buttons stop at them. */
const SERVICES_MAX = 12;
const FOOTER_SERVICES_MAX = 8;

/**
 * The services (the about page's cards, in order; D6) and the footer's short list. Order changes by
 * visible move buttons, which work the same by keyboard and pointer.
 */
export function ServicesSection() {
  const t = useMessages(studioText);
  const { register, control } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  const services = useFieldArray({ control, name: 'services' });
  const footer = useFieldArray({ control, name: 'footerServices' });
  return (
    <FormSection id="services" title={t('sectionServices')} about={t('sectionServicesAbout')}>
      {services.fields.length === 0 && <p className="mb-4 text-sm text-muted">{t('noServices')}</p>}
      <ol className="grid gap-4">
        {services.fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id} className="relative rounded-md border border-stone p-3 sm:p-4">
              <fieldset>
                <legend className="mb-2 py-2 text-sm font-semibold text-ink">{t('serviceNumber', { number })}</legend>
                <div className="absolute top-2 right-2 flex gap-1 sm:top-3 sm:right-3">
                  <button
                    type="button"
                    aria-disabled={index === 0}
                    onClick={() => index > 0 && services.move(index, index - 1)}
                    aria-label={t('moveServiceUp', { number })}
                    className={buttonClass('ghost', 'icon', 'aria-disabled:opacity-40')}
                  >
                    <ChevronUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    aria-disabled={index === services.fields.length - 1}
                    onClick={() => index < services.fields.length - 1 && services.move(index, index + 1)}
                    aria-label={t('moveServiceDown', { number })}
                    className={buttonClass('ghost', 'icon', 'aria-disabled:opacity-40')}
                  >
                    <ChevronDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    onClick={() => services.remove(index)}
                    aria-label={t('removeService', { number })}
                    className={buttonClass('ghost', 'icon', 'text-red-800 hover:bg-red-800/10')}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
                <div className="grid gap-3">
                  <Field
                    label={t('serviceTitle')}
                    required
                    maxLength={100}
                    error={error(`services.${index}.title`)}
                    {...register(`services.${index}.title`)}
                  />
                  <TextareaField
                    label={t('serviceDescription')}
                    rows={3}
                    maxLength={600}
                    error={error(`services.${index}.description`)}
                    {...register(`services.${index}.description`)}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {error('services') && <p className="mt-2 text-sm text-red-800">{error('services')}</p>}
      <button
        type="button"
        disabled={services.fields.length >= SERVICES_MAX}
        onClick={() => services.append({ title: '', description: '' }, { shouldFocus: true })}
        className={buttonClass('secondary', 'sm', 'mt-4')}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('addService')}
      </button>

      <h3 className="mt-8 text-base font-semibold text-ink">{t('footerServices')}</h3>
      <p className="mt-1 mb-3 text-sm text-muted">{t('footerServicesAbout')}</p>
      <ol className="grid gap-3 sm:grid-cols-2">
        {footer.fields.map((field, index) => (
          <li key={field.id} className="flex items-end gap-2">
            <Field
              label={t('footerServiceNumber', { number: index + 1 })}
              required
              maxLength={60}
              className="min-w-0 flex-1"
              error={error(`footerServices.${index}.name`)}
              {...register(`footerServices.${index}.name`)}
            />
            <button
              type="button"
              onClick={() => footer.remove(index)}
              aria-label={t('removeFooterService', { number: index + 1 })}
              className={buttonClass('ghost', 'icon', 'mb-0.5 text-red-800 hover:bg-red-800/10')}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      {error('footerServices') && <p className="mt-2 text-sm text-red-800">{error('footerServices')}</p>}
      <button
        type="button"
        disabled={footer.fields.length >= FOOTER_SERVICES_MAX}
        onClick={() => footer.append({ name: '' }, { shouldFocus: true })}
        className={buttonClass('secondary', 'sm', 'mt-4')}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('addFooterService')}
      </button>
    </FormSection>
  );
}
