import { redirect } from 'react-router';
import { signInUrl } from '~/features/auth/safe-redirect';
import type { AppLoadContextValue } from '~/load-context';

/** Pages for signed-in patients send visitors to sign in first, then back here. */
export function requirePatientPage(context: AppLoadContextValue, request: Request) {
  const identity = context.identity;
  if (identity?.kind === 'patient') return identity;
  const url = new URL(request.url);
  throw redirect(signInUrl(url.pathname + url.search));
}
