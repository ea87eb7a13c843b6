import { PageHeading } from '../../components/site/page-heading.tsx';
import { SocialIcons } from '../../components/site/social-icons.tsx';
import { groupOpeningHours } from '../../lib/hours.ts';
import { useSiteSettings } from '../../lib/layout-data.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Contact',
    description: 'Tell us about your home: visit, call or write to the studio.',
    path: '/contact',
    breadcrumbs: [{ name: 'Contact', path: '/contact' }],
  });

export default function Contact() {
  const settings = useSiteSettings();
  return (
    <>
      <PageHeading eyebrow="Contact" title="Let’s talk about your home">
        Call, write or visit the studio. We reply to every enquiry within two working days.
      </PageHeading>
      <section className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 md:grid-cols-3" aria-label="Studio details">
        <div>
          <h2 className="text-2xl text-ink">Studio</h2>
          <address className="mt-4 space-y-1 leading-relaxed not-italic">
            <p>{settings.street}</p>
            <p>
              {settings.city}, {settings.region} {settings.postalCode}
            </p>
            <p>
              <a className="underline underline-offset-4" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </p>
            <p>
              <a className="underline underline-offset-4" href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>
                {settings.phone}
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className="text-2xl text-ink">Hours</h2>
          <dl className="mt-4 space-y-1">
            {groupOpeningHours(settings.hours).map((line) => (
              <div key={line.days} className="flex justify-between gap-4 border-b border-stone py-1.5">
                <dt>{line.days}</dt>
                <dd className="text-muted">{line.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2 className="text-2xl text-ink">Follow</h2>
          <SocialIcons socials={settings.socials} className="mt-4 flex gap-3 text-charcoal" />
        </div>
      </section>
    </>
  );
}
