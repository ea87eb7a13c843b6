import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LeadAttribution } from '#shared/admin/leads.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { leadAttributionText } from './lead-attribution-messages.ts';

/** Whether the lead carries anything of where it came from (else the block is left out). */
export function hasAttribution(attribution: LeadAttribution | null): attribution is LeadAttribution {
  if (!attribution) return false;
  const { utm, ...rest } = attribution;
  return [...Object.values(rest), ...Object.values(utm)].some((value) => value !== null && value !== '');
}

/** A public page of the site, opened beside the admin. */
function PageLink({ path }: { path: string }) {
  const t = useMessages(leadAttributionText);
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      className="inline-flex items-baseline gap-1 font-mono text-[0.8125rem] [overflow-wrap:anywhere] underline underline-offset-2"
    >
      {path}
      <ExternalLink className="size-3 shrink-0 self-center" aria-hidden="true" />
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}

/**
 * Issue 30: "Where they came from": the visit the lead converted from — its landing page, the site that sent it (or
 * Direct), its campaign tags — and the page it enquired on. The page shows it only when there is any
 * of it (`hasAttribution`: a visitor with Do Not Track or GPC, or a lead from before analytics, has none).
 */
export function LeadAttributionFacts({ attribution }: { attribution: LeadAttribution }) {
  const t = useMessages(leadAttributionText);
  const { landingPath, referrerHost, utm, convertedPath } = attribution;
  const rows: Array<[string, ReactNode]> = [];
  if (landingPath) rows.push([t('landingPage'), <PageLink key="landing" path={landingPath} />]);
  // The referrer is known only with the landing page: without a visit there is nothing to call Direct.
  if (landingPath || referrerHost) rows.push([t('cameFrom'), referrerHost ?? t('direct')]);
  const tags = [
    ['utmSource', utm.source],
    ['utmMedium', utm.medium],
    ['utmCampaign', utm.campaign],
    ['utmTerm', utm.term],
    ['utmContent', utm.content],
  ] as const;
  for (const [key, value] of tags) if (value) rows.push([t(key), value]);
  if (convertedPath) rows.push([t('enquiredOn'), <PageLink key="converted" path={convertedPath} />]);
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words text-charcoal">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">{t('attributionNote')}</p>
    </>
  );
}
