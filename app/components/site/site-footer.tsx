import { Link } from 'react-router';
import type { LayoutSettings } from '../../lib/page-shapes.ts';
import { SocialIcons } from './social-icons.tsx';

/** Three columns (public site §2): the studio, its services, how to reach it. */
export function SiteFooter({ settings }: { settings: LayoutSettings }) {
  const year = new Date().getFullYear();
  const address = [settings.street, [settings.city, settings.region].filter(Boolean).join(', '), settings.postalCode]
    .filter(Boolean)
    .join(' · ');
  return (
    <footer className="bg-charcoal text-stone">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-3">
        <div>
          <p className="font-display text-2xl text-linen">{settings.studioName}</p>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{settings.tagline}</p>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-linen uppercase">Services</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {settings.footerServices.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-linen uppercase">Contact</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {settings.email && (
              <li>
                <a className="underline-offset-4 hover:underline" href={`mailto:${settings.email}`}>
                  {settings.email}
                </a>
              </li>
            )}
            {settings.phone && (
              <li>
                <a className="underline-offset-4 hover:underline" href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>
                  {settings.phone}
                </a>
              </li>
            )}
            {address && <li>{address}</li>}
            <li>
              <Link className="underline underline-offset-4 hover:text-linen" to="/book">
                Book a consultation
              </Link>
            </li>
          </ul>
          <SocialIcons socials={settings.socials} className="mt-6 flex gap-3 text-linen" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs sm:px-8">
          © {year} {settings.studioName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
