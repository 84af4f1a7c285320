import { AuthPage } from '~/features/auth/auth-page';
import { pageMeta } from '~/features/auth/page-meta';
import { safeRedirect } from '~/features/auth/safe-redirect';
import type { Route } from './+types/register';

/** A signed-in patient sees the form prefilled, locked and Verified, with a Continue link. */
export function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  return { redirectTo };
}

/** After sign-in the form reloads the root data only; this page then navigates on itself. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'auth.metaRegister', description: 'auth.metaRegisterDescription' }, '/register');

export default function Register({ loaderData }: Route.ComponentProps) {
  return <AuthPage mode="register" redirectTo={loaderData.redirectTo} />;
}
