import { redirect } from 'react-router';
import type { Route } from './+types/admin-login-redirect';

/** D15: /admin/login is the address; the spec's /admin-login moves there for good, `?next=` kept. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/admin/login${search}`, 301);
}
