import { type FormEvent, useEffect, useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { type DayRange, presetOf, presetRange, RANGE_PRESETS, type RangePreset } from './analytics-figures.ts';
import { analyticsText } from './messages.ts';

const PRESET_KEY = {
  '7d': 'preset7d',
  '30d': 'preset30d',
  '90d': 'preset90d',
  '12m': 'preset12m',
  custom: 'presetCustom',
} as const satisfies Record<RangePreset | 'custom', keyof typeof analyticsText.en>;

/**
 * The period: a preset (counted back from the studio's today), or any two days typed in. The
 * server's refusal of a range (date_range_invalid: backwards, or longer than it answers) is shown
 * under the last day, where it can be put right.
 */
export function RangeChooser({
  range,
  today,
  error,
  onChange,
}: {
  range: DayRange;
  today: string;
  error: string | undefined;
  onChange: (range: DayRange) => void;
}) {
  const t = useMessages(analyticsText);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  // The address changed (a preset, the back button): the two days follow it.
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);

  const preset = presetOf(range, today);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ from, to });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('rangeLegend')}
      className="grid grid-cols-2 items-start gap-3 rounded-xl border border-stone bg-white p-4 sm:grid-cols-[minmax(12rem,1fr)_auto_auto_auto] sm:p-5"
    >
      <SelectField
        className="col-span-2 sm:col-span-1"
        label={t('rangeLegend')}
        value={preset}
        onValueChange={(value) => {
          if (value !== 'custom') onChange(presetRange(value, today));
        }}
        options={[...RANGE_PRESETS, 'custom' as const].map((value) => ({ value, label: t(PRESET_KEY[value]) }))}
      />
      <Field
        type="date"
        label={t('fromLabel')}
        value={from}
        max={today}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Field
        type="date"
        label={t('toLabel')}
        value={to}
        error={error}
        onChange={(event) => setTo(event.target.value)}
      />
      {/* Level with the inputs and as tall: the label's line and its gap above (1.25rem + 0.375rem). */}
      <button
        type="submit"
        className={buttonClass('secondary', 'md', 'col-span-2 sm:col-span-1 sm:mt-[1.625rem] sm:h-[2.75rem]')}
      >
        {t('showRange')}
      </button>
    </form>
  );
}
