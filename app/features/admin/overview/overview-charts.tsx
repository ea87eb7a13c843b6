import type { LeadsWeek, SendsDay } from '#shared/admin/overview.ts';
import { HEARD_BACK, LEAD_CHART_SOURCES, SEND_OUTCOMES } from '#shared/admin/overview.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { HEARD_COLOR, OUTCOME_COLOR, SOURCE_COLOR } from './chart-palette.ts';
import { overviewText } from './messages.ts';
import { type ChartRow, StackedBarsFigure } from './stacked-bars-figure.tsx';

const SOURCE_KEY = {
  contact: 'sourceContact',
  lookbook: 'sourceLookbook',
  chat: 'sourceChat',
  manual: 'sourceManual',
  referral: 'sourceReferral',
  social_media: 'sourceSocialMedia',
} as const;

const OUTCOME_KEY = {
  sent: 'outcomeSent',
  failed: 'outcomeFailed',
  unknown: 'outcomeUnknown',
  suppressed: 'outcomeSuppressed',
} as const;

const HEARD_KEY = { bounced: 'heardBounced', complained: 'heardComplained' } as const;

type SendsSeries = (typeof SEND_OUTCOMES)[number] | (typeof HEARD_BACK)[number];

/** The periods are UTC days and weeks (the server's buckets), so they are labelled in UTC too. */
function dateFormats(language: string) {
  return {
    short: new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    long: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}

/** D27's two charts: new leads per week by source (12 weeks), e-mail sends by outcome (30 days). */
export default function OverviewCharts({
  leadsByWeek,
  sendsByDay,
}: {
  leadsByWeek: LeadsWeek[];
  sendsByDay: SendsDay[];
}) {
  const t = useMessages(overviewText);
  const language = useLanguage();
  const format = dateFormats(language);
  const weeks: ChartRow<(typeof LEAD_CHART_SOURCES)[number]>[] = leadsByWeek.map((week) => {
    const start = new Date(week.weekStart);
    return {
      short: format.short.format(start),
      long: format.long.format(start),
      iso: week.weekStart.slice(0, 10),
      counts: week.counts,
    };
  });
  const days: ChartRow<SendsSeries>[] = sendsByDay.map((day) => {
    const date = new Date(`${day.date}T00:00:00Z`);
    return {
      short: format.short.format(date),
      long: format.long.format(date),
      iso: day.date,
      counts: { ...day.counts, ...day.heard },
    };
  });
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <StackedBarsFigure
        id="overview-leads-chart"
        title={t('leadsChartTitle')}
        caption={t('leadsChartCaption')}
        emptyText={t('leadsChartEmpty')}
        rowHeading={t('columnWeek')}
        series={LEAD_CHART_SOURCES.map((key) => ({ key, label: t(SOURCE_KEY[key]), color: SOURCE_COLOR[key] }))}
        rows={weeks}
      />
      <StackedBarsFigure
        id="overview-sends-chart"
        title={t('sendsChartTitle')}
        caption={t('sendsChartCaption')}
        emptyText={t('sendsChartEmpty')}
        rowHeading={t('columnDay')}
        series={[
          ...SEND_OUTCOMES.map((key) => ({ key, label: t(OUTCOME_KEY[key]), color: OUTCOME_COLOR[key] })),
          // issue 28: reported back that day, beside the sends (a bounce's send was counted when it went)
          ...HEARD_BACK.map((key) => ({ key, label: t(HEARD_KEY[key]), color: HEARD_COLOR[key], beside: true })),
        ]}
        totalHeading={t('columnTotalSends')}
        rows={days}
      />
    </div>
  );
}
