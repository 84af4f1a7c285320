import { redirect } from 'react-router';
import { safeRedirect } from '~/features/auth/safe-redirect';
import type { Route } from './+types/login';

/** /login is where authentication failures send people: it is /auth, keeping where they were going. */
export function loader({ request }: Route.LoaderArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '');
  return redirect(target ? `/auth?redirectTo=${encodeURIComponent(target)}` : '/auth');
}
