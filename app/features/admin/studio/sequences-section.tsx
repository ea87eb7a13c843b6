import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FieldFrame } from '../../../components/ui/field.tsx';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { studioText } from './messages.ts';
import { FormSection, useFieldError } from './studio-form-parts.tsx';
import { type StudioFormValues, WEEK_FROM_MONDAY, type Weekday } from './studio-form-values.ts';
import { timeZoneGroups, timeZoneLabel } from './time-zones.ts';
import { weekdayName } from './weekday-names.ts';

/**
 * Who the follow-up e-mails go to (D9: explicit or implied consent, explained) and when they may go
 * out (D26: the studio's time zone and send window).
 */
/** `routingLocked`: not an admin, so the consent mode is shown but not changed (D14 as amended). */
export function SequencesSection({ routingLocked }: { routingLocked: boolean }) {
  const t = useMessages(studioText);
  const { register, control } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  const timeZone = useWatch({ control, name: 'timeZone' });
  const groups = useMemo(() => timeZoneGroups(timeZone), [timeZone]);
  return (
    <FormSection id="sequences" title={t('sectionSequences')} about={t('sectionSequencesAbout')}>
      <fieldset disabled={routingLocked} aria-describedby={routingLocked ? 'consent-admin-only' : undefined}>
        <legend className="text-sm font-medium text-charcoal">{t('consentMode')}</legend>
        {routingLocked && (
          <p id="consent-admin-only" className="mt-1 text-xs text-muted">
            {t('adminOnlyConsent')}
          </p>
        )}
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          {(['explicit', 'implied'] as const).map((mode) => (
            <label
              key={mode}
              className="flex cursor-pointer gap-3 rounded-md border border-stone p-3 has-[:checked]:border-olive has-[:checked]:bg-olive/5 has-[:disabled]:cursor-not-allowed"
            >
              <input
                type="radio"
                value={mode}
                className="mt-1 size-4 shrink-0 accent-olive"
                {...register('consentMode')}
              />
              <span>
                <span className="block text-sm font-medium text-ink">
                  {mode === 'explicit' ? t('consentExplicit') : t('consentImplied')}
                </span>
                <span className="mt-0.5 block text-sm text-muted">
                  {mode === 'explicit' ? t('consentExplicitHint') : t('consentImpliedHint')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <FieldFrame label={t('timeZone')} hint={t('timeZoneHint')} error={error('timeZone')} className="mt-6 max-w-md">
        {(control) => (
          <select {...control} className={`${control.className} appearance-auto`} {...register('timeZone')}>
            {groups.map(({ region, zones }) => (
              <optgroup key={region} label={region}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {timeZoneLabel(zone)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FieldFrame>

      <SendWindowFields />
    </FormSection>
  );
}

function SendWindowFields() {
  const t = useMessages(studioText);
  const language = useLanguage();
  const { register, control } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  const daysError = error('sendWindow.days') ?? error('sendWindow');
  return (
    <fieldset className="mt-6" aria-describedby="send-window-hint">
      <legend className="text-sm font-medium text-charcoal">{t('sendWindow')}</legend>
      <p id="send-window-hint" className="mt-1 text-xs text-muted">
        {t('sendWindowHint')}
      </p>
      <Controller
        control={control}
        name="sendWindow.days"
        render={({ field }) => (
          <fieldset className="mt-3">
            <legend className="sr-only">{t('sendDays')}</legend>
            <div className="flex flex-wrap gap-2">
              {WEEK_FROM_MONDAY.map((day) => {
                const checked = field.value.includes(day);
                const toggle = () =>
                  field.onChange(
                    checked
                      ? field.value.filter((d: Weekday) => d !== day)
                      : [...field.value, day].sort((a, b) => a - b),
                  );
                return (
                  <label
                    key={day}
                    className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-stone px-3 text-sm text-charcoal has-[:checked]:border-olive has-[:checked]:bg-olive/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-olive"
                  >
                    <input type="checkbox" checked={checked} onChange={toggle} className="size-4 accent-olive" />
                    <span aria-hidden="true">{weekdayName(language, day, 'short')}</span>
                    <span className="sr-only">{weekdayName(language, day)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
      />
      {daysError && <p className="mt-1 text-sm text-red-800">{daysError}</p>}
      <div className="mt-3 flex max-w-md gap-3">
        <FieldFrame label={t('windowStart')} error={error('sendWindow.start')} className="flex-1">
          {(control) => <input type="time" {...control} {...register('sendWindow.start')} />}
        </FieldFrame>
        <FieldFrame label={t('windowEnd')} error={error('sendWindow.end')} className="flex-1">
          {(control) => <input type="time" {...control} {...register('sendWindow.end')} />}
        </FieldFrame>
      </div>
    </fieldset>
  );
}
