import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { useSiteSettings } from '../../lib/layout-data.ts';
import { seoMeta } from '../../lib/seo.ts';
import { loadUnsubscribePage, submitUnsubscribe, type UnsubscribePage } from '../../lib/unsubscribe.server.ts';
import type { Route } from './+types/unsubscribe';

/** The answer depends on the token and on the lead's state: no cache may keep it (nor the token). */
const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(page: UnsubscribePage) {
  return data(page, { status: page.state === 'invalid' ? 400 : 200, headers: NO_STORE });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return answer(await loadUnsubscribePage(context, new URL(request.url).searchParams.get('token')));
}

/** The confirm button: a plain form POST to this address, so it works without JavaScript too. */
export async function action({ context, request }: Route.ActionArgs) {
  return answer(await submitUnsubscribe(context, new URL(request.url).searchParams.get('token')));
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Unsubscribe',
    description: 'Stop receiving emails from the studio.',
    path: '/unsubscribe',
    noindex: true,
  });

const primaryButton =
  'inline-flex items-center justify-center rounded-full bg-charcoal px-7 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-ink disabled:opacity-60';
const quietLink = 'text-sm font-medium text-charcoal underline underline-offset-4 hover:text-ink';

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const page = actionData ?? loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  // After the button, the page's words change in place: move focus to the new heading so a screen
  // reader announces the outcome (without JavaScript the browser loads a new page anyway).
  useEffect(() => {
    if (actionData) heading.current?.focus();
  }, [actionData]);

  const studio = settings.studioName;
  const writeToUs = settings.email ? (
    <a className="underline underline-offset-4" href={`mailto:${settings.email}`}>
      {settings.email}
    </a>
  ) : null;

  return (
    <section className="mx-auto max-w-xl px-5 pt-20 pb-8 text-center sm:px-8 md:pt-28">
      <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Email preferences</p>
      {page.state === 'confirm' && (
        <>
          <Title headingRef={heading}>Unsubscribe from {studio} emails?</Title>
          <Lead>
            We’ll stop sending design ideas and follow-up emails to <Address masked={page.maskedEmail} />. If you write
            to us, we’ll still reply.
          </Lead>
          <ConfirmForm token={page.token} />
        </>
      )}
      {page.state === 'done' && (
        <>
          <Title headingRef={heading}>You have been unsubscribed</Title>
          <Lead>
            {page.maskedEmail ? (
              <>
                {studio} won’t send any more emails to <Address masked={page.maskedEmail} />.
              </>
            ) : (
              `You won’t receive any more emails from ${studio}.`
            )}
          </Lead>
          {writeToUs && <p className="mt-4 text-muted">Changed your mind? Write to us at {writeToUs}.</p>}
          <HomeLink />
        </>
      )}
      {page.state === 'invalid' && (
        <>
          <Title headingRef={heading}>This unsubscribe link isn’t valid</Title>
          <Lead>
            The link may be incomplete. Try opening it again from our email
            {writeToUs ? <>, or write to us at {writeToUs} and we’ll take you off our list.</> : '.'}
          </Lead>
          <HomeLink />
        </>
      )}
    </section>
  );
}

function Title({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return (
    <h1
      ref={headingRef}
      tabIndex={-1}
      className="mt-3 text-4xl leading-tight text-balance text-ink outline-none md:text-5xl"
    >
      {children}
    </h1>
  );
}

function Lead({ children }: { children: ReactNode }) {
  return <p className="mt-5 text-lg leading-relaxed text-pretty text-muted">{children}</p>;
}

function Address({ masked }: { masked: string }) {
  return <strong className="font-medium break-words text-ink">{masked}</strong>;
}

function ConfirmForm({ token }: { token: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  return (
    <Form
      method="post"
      action={`?token=${encodeURIComponent(token)}`}
      className="mt-10 flex flex-col items-center gap-5 sm:flex-row sm:justify-center sm:gap-8"
    >
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
      <Link to="/" className={quietLink}>
        Keep me subscribed
      </Link>
    </Form>
  );
}

function HomeLink() {
  return (
    <Link to="/" className={`mt-10 ${primaryButton}`}>
      Return home
    </Link>
  );
}
