import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { studioText } from './messages.ts';
import { FormSection, useFieldError } from './studio-form-parts.tsx';
import { SOCIAL_NETWORKS, type StudioFormValues } from './studio-form-values.ts';

/** The plain-text parts of the settings: the studio, how to reach it, its social links, SEO. */

export function StudioSection() {
  const t = useMessages(studioText);
  const { register } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  return (
    <FormSection id="studio" title={t('sectionStudio')} about={t('sectionStudioAbout')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('studioName')}
          required
          maxLength={100}
          error={error('studioName')}
          {...register('studioName')}
        />
        <Field
          label={t('yearsExperience')}
          inputMode="numeric"
          maxLength={3}
          hint={t('yearsExperienceHint')}
          error={error('yearsExperience')}
          {...register('yearsExperience')}
        />
        <Field
          label={t('tagline')}
          maxLength={300}
          className="sm:col-span-2"
          error={error('tagline')}
          {...register('tagline')}
        />
      </div>
    </FormSection>
  );
}

/** `routingLocked`: not an admin, so the sender and the notification address are read-only (D14 as amended). */
export function ContactSection({ routingLocked }: { routingLocked: boolean }) {
  const t = useMessages(studioText);
  const { register } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  return (
    <FormSection id="contact" title={t('sectionContact')} about={t('sectionContactAbout')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          readOnly={routingLocked}
          hint={routingLocked ? t('adminOnlySender') : undefined}
          error={error('email')}
          {...register('email')}
        />
        <Field label={t('phone')} type="tel" maxLength={40} error={error('phone')} {...register('phone')} />
        <Field
          label={t('notificationEmail')}
          type="email"
          autoComplete="off"
          maxLength={254}
          readOnly={routingLocked}
          hint={routingLocked ? `${t('notificationEmailHint')} ${t('adminOnlyEnquiries')}` : t('notificationEmailHint')}
          className="sm:col-span-2"
          error={error('notificationEmail')}
          {...register('notificationEmail')}
        />
        <Field
          label={t('street')}
          maxLength={200}
          className="sm:col-span-2"
          hint={t('addressHint')}
          error={error('street')}
          {...register('street')}
        />
        <Field label={t('city')} maxLength={100} error={error('city')} {...register('city')} />
        <Field label={t('region')} maxLength={100} error={error('region')} {...register('region')} />
        <Field label={t('postalCode')} maxLength={20} error={error('postalCode')} {...register('postalCode')} />
        <Field label={t('country')} maxLength={100} error={error('country')} {...register('country')} />
      </div>
    </FormSection>
  );
}

export function SocialSection() {
  const t = useMessages(studioText);
  const { register } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  return (
    <FormSection id="social" title={t('sectionSocial')} about={t('sectionSocialAbout')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <Field
            key={network}
            label={t(network)}
            type="url"
            inputMode="url"
            placeholder={`https://www.${network}.com/…`}
            maxLength={300}
            autoComplete="off"
            error={error(`socials.${network}`)}
            {...register(`socials.${network}`)}
          />
        ))}
      </div>
    </FormSection>
  );
}

export function SeoSection() {
  const t = useMessages(studioText);
  const { register, control } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  const [title, description] = useWatch({ control, name: ['seoTitle', 'seoDescription'] });
  return (
    <FormSection id="seo" title={t('sectionSeo')} about={t('sectionSeoAbout')}>
      <div className="grid gap-4">
        <Field
          label={t('seoTitle')}
          required
          maxLength={70}
          hint={t('charactersLeft', { count: title.length, max: 70 })}
          error={error('seoTitle')}
          {...register('seoTitle')}
        />
        <Field
          label={t('seoDescription')}
          maxLength={200}
          hint={t('charactersLeft', { count: description.length, max: 200 })}
          error={error('seoDescription')}
          {...register('seoDescription')}
        />
      </div>
    </FormSection>
  );
}
