import { Controller, useFormContext } from 'react-hook-form';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { studioText } from './messages.ts';
import { PortraitField } from './portrait-field.tsx';
import { FormSection, useFieldError } from './studio-form-parts.tsx';
import type { StudioFormValues } from './studio-form-values.ts';

/** The designer (home and about pages, D6): name, title, portrait and the three texts. */
export function DesignerSection({ readOnly }: { readOnly: boolean }) {
  const t = useMessages(studioText);
  const { register, control } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  return (
    <FormSection id="designer" title={t('sectionDesigner')} about={t('sectionDesignerAbout')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('designerName')} maxLength={100} error={error('designerName')} {...register('designerName')} />
        <Field
          label={t('designerTitle')}
          maxLength={100}
          error={error('designerTitle')}
          {...register('designerTitle')}
        />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="designerPortrait"
            render={({ field }) => (
              <PortraitField
                value={field.value}
                onChange={(url) => field.onChange(url)}
                disabled={readOnly}
                error={error('designerPortrait')}
              />
            )}
          />
        </div>
        <TextareaField
          label={t('bioShort')}
          rows={4}
          maxLength={600}
          hint={t('bioShortHint')}
          className="sm:col-span-2"
          error={error('bioShort')}
          {...register('bioShort')}
        />
        <TextareaField
          label={t('bio')}
          rows={8}
          maxLength={5000}
          hint={t('paragraphsHint')}
          className="sm:col-span-2"
          error={error('bio')}
          {...register('bio')}
        />
        <TextareaField
          label={t('story')}
          rows={8}
          maxLength={5000}
          hint={t('paragraphsHint')}
          className="sm:col-span-2"
          error={error('story')}
          {...register('story')}
        />
      </div>
    </FormSection>
  );
}
