import { emailDomainApi } from '#shared/api/email-domain.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { type ApiRoute, route } from '../../http/route-table.ts';
import { signedInUser } from '../../http/signed-in-user.ts';
import { generateDkimKey, removeDkimKey } from '../dkim/dkim-settings.service.ts';
import { checkSendingDomain, emailDomainReport } from './email-domain.service.ts';

type Deps = AppEnv['Variables']['deps'];

/**
 * Email Setup's "Sending domain (DKIM, SPF, DMARC)" (issue 28): the DKIM key and the domain check.
 * Admins only (D14). Every answer is the section's whole report, so the screen redraws from it.
 */
export const emailDomainRoutes: ApiRoute[] = [
  route(emailDomainApi.report, {
    access: 'admin',
    summary: 'The DKIM key and its DNS record, whether SMTP sends are signed, and the last domain check',
    handle: (c) => emailDomainReport(c.get('deps')),
  }),
  route(emailDomainApi.generateDkim, {
    access: 'admin',
    summary: 'Generate a 2048-bit DKIM key for a selector and domain (replaces the key in use)',
    handle: async (c, { body }) => {
      const deps: Deps = c.get('deps');
      await generateDkimKey({ db: deps.db, appSecret: deps.secrets.appSecret }, signedInUser(c), body, deps.clock());
      return emailDomainReport(deps);
    },
  }),
  route(emailDomainApi.removeDkim, {
    access: 'admin',
    summary: 'Remove the DKIM key: SMTP sends go out unsigned',
    handle: async (c) => {
      const deps: Deps = c.get('deps');
      await removeDkimKey(deps, signedInUser(c), deps.clock());
      return emailDomainReport(deps);
    },
  }),
  route(emailDomainApi.check, {
    access: 'admin',
    summary: "Read the domain's SPF, DKIM and DMARC records now and keep the result",
    errors: { 503: 'The DNS server did not answer; nothing was stored' },
    handle: async (c, { body }) => {
      const deps: Deps = c.get('deps');
      await checkSendingDomain(deps, body.domain);
      return emailDomainReport(deps);
    },
  }),
];
