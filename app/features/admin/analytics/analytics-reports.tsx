import type { AnalyticsOverview, Goal, PageTemplate } from '#shared/admin/analytics.ts';
import { GOALS } from '#shared/admin/analytics.ts';
import type { ScreenClass } from '#shared/analytics/beacon.ts';
import { formatNumber } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import type { DayRange } from './analytics-figures.ts';
import { analyticsText } from './messages.ts';
import { CsvLink, ReportCard, type ReportColumn, ReportTable } from './report-table.tsx';

type Key = keyof typeof analyticsText.en;

export const TEMPLATE_KEY = {
  home: 'templateHome',
  portfolio: 'templatePortfolio',
  project: 'templateProject',
  journal: 'templateJournal',
  post: 'templatePost',
  about: 'templateAbout',
  contact: 'templateContact',
  book: 'templateBook',
  other: 'templateOther',
} as const satisfies Record<PageTemplate, Key>;

export const SCREEN_KEY = {
  phone: 'screenPhone',
  tablet: 'screenTablet',
  desktop: 'screenDesktop',
} as const satisfies Record<ScreenClass, Key>;

const GOAL_KEY = {
  enquiry: 'goalEnquiry',
  lookbook: 'goalLookbook',
  booking: 'goalBooking',
} as const satisfies Record<Goal, Key>;

/** The server's name for visits with no external referrer. */
const DIRECT = 'Direct';

type Row<K extends keyof AnalyticsOverview> = AnalyticsOverview[K] extends readonly (infer R)[] ? R : never;

/**
 * The tab's tables (issue 30): top pages, sources, campaigns, devices, goals, and what brings
 * enquiries; each with its CSV of the whole list (the tables show the first 20).
 */
export function AnalyticsReports({ overview, range }: { overview: AnalyticsOverview; range: DayRange }) {
  const t = useMessages(analyticsText);
  const language = useLanguage();
  const n = (value: number) => formatNumber(language, value);
  const empty = t('emptyPeriod');
  const visitors: ReportColumn<{ visitors: number }> = {
    header: t('columnVisitors'),
    numeric: true,
    cell: (row) => n(row.visitors),
  };
  const views: ReportColumn<{ pageviews: number }> = {
    header: t('columnViews'),
    numeric: true,
    cell: (row) => n(row.pageviews),
  };
  const enquiries: ReportColumn<{ goals: { enquiry: number } }> = {
    header: t('columnEnquiries'),
    numeric: true,
    cell: (row) => n(row.goals.enquiry),
  };

  const pageColumns: ReportColumn<Row<'pages'>>[] = [
    {
      header: t('columnPage'),
      // wide enough that a path breaks at its words on a phone; the table scrolls sideways instead
      cell: (row) => <span className="block min-w-40 font-mono text-[0.8125rem] break-words">{row.path}</span>,
    },
    { header: t('columnTemplate'), cell: (row) => t(TEMPLATE_KEY[row.template]) },
    visitors,
    views,
    enquiries,
  ];
  const sourceColumns: ReportColumn<Row<'sources'>>[] = [
    {
      header: t('columnSource'),
      cell: (row) => (row.source === DIRECT ? t('sourceDirect') : <span className="break-all">{row.source}</span>),
    },
    visitors,
    views,
    enquiries,
  ];
  const campaignColumns: ReportColumn<Row<'campaigns'>>[] = [
    { header: t('columnCampaign'), cell: (row) => <span className="break-all">{row.campaign}</span> },
    visitors,
    views,
    enquiries,
  ];
  const deviceColumns: ReportColumn<Row<'devices'>>[] = [
    { header: t('columnDevice'), cell: (row) => t(SCREEN_KEY[row.screen]) },
    visitors,
    views,
    enquiries,
  ];
  const goalRows = GOALS.map((goal) => ({ goal, count: overview.goals[goal] }));
  const goalColumns: ReportColumn<(typeof goalRows)[number]>[] = [
    { header: t('columnGoal'), cell: (row) => t(GOAL_KEY[row.goal]) },
    { header: t('columnCount'), numeric: true, cell: (row) => n(row.count) },
  ];
  const contentColumns: ReportColumn<Row<'content'>>[] = [
    {
      header: t('columnContent'),
      cell: (row) => (
        <span className="flex flex-col">
          {row.title ? (
            <span className="break-words">{row.title}</span>
          ) : (
            <span className="break-all">
              <span className="font-mono text-[0.8125rem]">{row.path}</span>{' '}
              <span className="text-muted">({t('contentGone')})</span>
            </span>
          )}
          <span className="text-xs text-muted">{t(row.kind === 'project' ? 'kindProject' : 'kindPost')}</span>
        </span>
      ),
    },
    { header: t('columnViews'), numeric: true, cell: (row) => n(row.pageviews) },
    { header: t('columnEnquiries'), numeric: true, cell: (row) => n(row.enquiries) },
    { header: t('columnLookbooks'), numeric: true, cell: (row) => n(row.lookbooks) },
  ];

  return (
    <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
      <ReportCard
        title={t('pagesTitle')}
        actions={<CsvLink report="pages" range={range} title={t('pagesTitle')} />}
        className="xl:col-span-2"
      >
        <ReportTable
          caption={t('pagesCaption')}
          columns={pageColumns}
          rows={overview.pages}
          rowKey={(row) => row.path}
          empty={empty}
        />
      </ReportCard>
      <ReportCard
        title={t('contentTitle')}
        about={t('contentCaption')}
        actions={<CsvLink report="content" range={range} title={t('contentTitle')} />}
        className="xl:col-span-2"
      >
        <ReportTable
          caption={t('contentCaption')}
          columns={contentColumns}
          rows={overview.content}
          rowKey={(row) => row.path}
          empty={t('contentEmpty')}
        />
      </ReportCard>
      <ReportCard
        title={t('sourcesTitle')}
        actions={<CsvLink report="sources" range={range} title={t('sourcesTitle')} />}
      >
        <ReportTable
          caption={t('sourcesCaption')}
          columns={sourceColumns}
          rows={overview.sources}
          rowKey={(row) => row.source}
          empty={empty}
        />
      </ReportCard>
      <ReportCard
        title={t('campaignsTitle')}
        actions={<CsvLink report="campaigns" range={range} title={t('campaignsTitle')} />}
      >
        <ReportTable
          caption={t('campaignsCaption')}
          columns={campaignColumns}
          rows={overview.campaigns}
          rowKey={(row) => row.campaign}
          empty={overview.totals.pageviews === 0 ? empty : t('campaignsEmpty')}
        />
      </ReportCard>
      <ReportCard
        title={t('devicesTitle')}
        actions={<CsvLink report="devices" range={range} title={t('devicesTitle')} />}
      >
        <ReportTable
          caption={t('devicesCaption')}
          columns={deviceColumns}
          rows={overview.devices}
          rowKey={(row) => row.screen}
          empty={empty}
        />
      </ReportCard>
      <ReportCard title={t('goalsTitle')} actions={<CsvLink report="goals" range={range} title={t('goalsTitle')} />}>
        <ReportTable
          caption={t('goalsCaption')}
          columns={goalColumns}
          rows={goalRows}
          rowKey={(row) => row.goal}
          empty={empty}
        />
      </ReportCard>
    </div>
  );
}
