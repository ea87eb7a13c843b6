import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { groupOpeningHours } from '#shared/opening-hours.ts';
import { replyPromise } from '#shared/reply-promise.ts';
import { EnquiryForm } from '../../components/site/contact/enquiry-form.tsx';
import { PageHeading } from '../../components/site/page-heading.tsx';
import { SocialIcons } from '../../components/site/social-icons.tsx';
import { loadContactPage, sendContactForm } from '../../lib/contact-page.server.ts';
import { useSiteSettings } from '../../lib/layout-data.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/contact';

export async function loader({ context }: Route.LoaderArgs) {
  return loadContactPage(context);
}

/** The form as the browser posts it before (or without) JavaScript; the hydrated form uses the API. */
export async function action({ context, request }: Route.ActionArgs) {
  return sendContactForm(context, request);
}

/** A page post refused by the rate limit says when to try again, as the API's 429 does. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Contact',
    description: 'Tell us about your home: visit, call or write to the studio.',
    path: '/contact',
    breadcrumbs: [{ name: 'Contact', path: '/contact' }],
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { projectTypes, budgets } = loaderData;
  // The answer-bot's links to this page carry ?from=chat (chat-links.tsx): the enquiry is its hand-off.
  const [searchParams] = useSearchParams();
  const fromChat = searchParams.get('from') === 'chat';
  const hasSocials = Object.values(settings.socials).some(Boolean);
  return (
    <>
      <PageHeading eyebrow="Contact" title="Let’s talk about your home">
        {`Call, write or visit the studio. ${replyPromise(settings.replyWithinBusinessDays)}`}
      </PageHeading>
      <div className="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-[1fr_1.6fr]">
        <aside aria-label="Studio details" className="space-y-10">
          <section>
            <h2 className="text-2xl text-ink">Visit the studio</h2>
            <address className="mt-4 space-y-3 not-italic">
              <p className="flex gap-3">
                <MapPin className="mt-1 size-4 shrink-0 text-olive" aria-hidden="true" />
                <span>
                  {settings.street}
                  <br />
                  {settings.city}, {settings.region} {settings.postalCode}
                </span>
              </p>
              <p className="flex gap-3">
                <Mail className="mt-1 size-4 shrink-0 text-olive" aria-hidden="true" />
                <a className="underline underline-offset-4" href={`mailto:${settings.email}`}>
                  {settings.email}
                </a>
              </p>
              <p className="flex gap-3">
                <Phone className="mt-1 size-4 shrink-0 text-olive" aria-hidden="true" />
                <a className="underline underline-offset-4" href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>
                  {settings.phone}
                </a>
              </p>
            </address>
          </section>
          <section>
            <h2 className="flex items-center gap-2 text-2xl text-ink">
              <Clock className="size-5 text-olive" aria-hidden="true" />
              Hours
            </h2>
            <dl className="mt-4">
              {groupOpeningHours(settings.hours).map((line) => (
                <div key={line.days} className="flex justify-between gap-4 border-b border-stone py-2">
                  <dt>{line.days}</dt>
                  <dd className="text-muted">{line.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
          {hasSocials && (
            <section>
              <h2 className="text-2xl text-ink">Follow our work</h2>
              <SocialIcons socials={settings.socials} className="mt-4 flex gap-3 text-charcoal" />
            </section>
          )}
        </aside>
        <section aria-labelledby="enquiry-title" className="rounded-xl bg-sand p-6 sm:p-10">
          <h2 id="enquiry-title" className="text-3xl text-ink">
            Start your project
          </h2>
          <p className="mt-2 mb-8 text-muted">Fields marked * are required.</p>
          <EnquiryForm
            projectTypes={projectTypes}
            budgets={budgets}
            via={fromChat ? 'chat' : undefined}
            sent={searchParams.get('sent') === '1'}
            refused={actionData}
            replyDays={settings.replyWithinBusinessDays}
          />
        </section>
      </div>
    </>
  );
}
