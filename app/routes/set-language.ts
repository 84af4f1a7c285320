import { redirect } from 'react-router';
import { LOCALE_COOKIE } from '@core/constants';
import { isLocale } from '@core/i18n/locales';
import type { Route } from './+types/set-language';

/** The header's language switch posts here; works without JavaScript too. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = String(form.get('locale') ?? '');
  const back = String(form.get('redirectTo') ?? '/');
  const target = back.startsWith('/') && !back.startsWith('//') ? back : '/';
  if (!isLocale(locale)) return redirect(target);
  return redirect(target, {
    headers: { 'Set-Cookie': `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

export function loader() {
  return redirect('/');
}
