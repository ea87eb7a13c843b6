import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import displayFont from './fonts/fraunces-latin-opsz-normal-400.woff2?url';
import { useHydrationMarker } from './lib/use-hydration-marker.ts';
import './app.css';

export const links: Route.LinksFunction = () => [
  // The heading font is on every page's first screen; fetch it with the HTML (docs/product/visual.md).
  // Headings are drawn at 400: the face app/fonts/fonts.css serves that weight from (ADR 016).
  { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ee" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useHydrationMarker();
  return <Outlet />;
}

/** Last resort when even the site layout failed; the layout has its own friendlier boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-4xl">{notFound ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-muted">
        {notFound ? 'The page you’re looking for doesn’t exist.' : 'Please try again in a moment.'}
      </p>
      <a className="mt-8 inline-block underline underline-offset-4" href="/">
        Return home
      </a>
    </main>
  );
}
