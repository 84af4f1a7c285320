import { redirect } from 'react-router';
import { AuthPage } from '~/features/auth/auth-page';
import { pageMeta } from '~/features/auth/page-meta';
import { safeRedirect } from '~/features/auth/safe-redirect';
import type { Route } from './+types/auth';

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  if (context.identity?.kind === 'patient') throw redirect(redirectTo === '/' ? '/profile' : redirectTo);
  return { redirectTo };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'auth.metaSignIn', description: 'auth.metaSignInDescription' }, '/auth');

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return <AuthPage mode="signin" redirectTo={loaderData.redirectTo} />;
}
