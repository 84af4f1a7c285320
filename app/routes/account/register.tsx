import { AuthPage } from '~/features/auth/auth-page';
import { metaT, pageMeta } from '~/features/seo/meta';
import { signInAction } from '~/features/auth/sign-in-action.server';
import { safeRedirect } from '~/features/auth/safe-redirect';
import type { Route } from './+types/register';

/** A signed-in patient sees the form prefilled, locked and Verified, with a Continue link. */
export function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  return { redirectTo };
}

/** The phone-OTP form posts here, with or without the page's code (decision 0020). */
export function action(args: Route.ActionArgs) {
  return signInAction(args, 'register');
}

/** After sign-in the form reloads the root data only; this page then navigates on itself. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: metaT(args, 'auth.metaRegister'), description: metaT(args, 'auth.metaRegisterDescription'), suffix: false });

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage mode="register" redirectTo={loaderData.redirectTo} result={actionData} />;
}
