import { redirect } from 'react-router';
import { LOCALE_COOKIE } from '@core/constants';
import { isLocale } from '@core/i18n/locales';
import { sameSitePath } from '~/features/auth/safe-redirect';
import type { Route } from './+types/set-language';

/**
 * The header's language switch posts here; works without JavaScript too. Goes back to the page
 * it came from when that is a path of this site, otherwise to '/'.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = String(form.get('locale') ?? '');
  const target = sameSitePath(form.get('redirectTo'), '/', new URL(request.url).origin);
  if (!isLocale(locale)) return redirect(target);
  return redirect(target, {
    headers: { 'Set-Cookie': `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

export function loader() {
  return redirect('/');
}
