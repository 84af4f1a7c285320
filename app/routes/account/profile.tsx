import { isRouteErrorResponse, Link } from 'react-router';
import { getProfile, profileData } from '@server/modules/profile/profile.server';
import { Unauthorized } from '@server/domain/errors';
import { metaT, pageMeta } from '~/features/seo/meta';
import { signInUrl } from '~/features/auth/safe-redirect';
import { ProfileView } from '~/features/profile/profile-view';
import { useT } from '~/i18n/provider';
import { RouteErrorPage } from '~/shell/error-pages';
import { buttonClasses } from '~/ui/button';
import type { Route } from './+types/profile';

export async function loader({ context }: Route.LoaderArgs) {
  if (context.identity?.kind !== 'patient') throw new Unauthorized();
  const row = await getProfile(context.ctx, context.identity.patient.id);
  return { profile: { ...profileData(row), emailOff: context.ctx.config.EMAIL_PROVIDER === 'off' } };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: metaT(args, 'profile.metaTitle'),
    description: metaT(args, 'profile.metaDescription'),
    suffix: false,
    noindex: true,
  });

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfileView profile={loaderData.profile} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 404)) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <h1 className="font-serif text-3xl font-semibold text-brand-900">{t('profile.loginRequired')}</h1>
        <Link to={signInUrl('/profile')} className={buttonClasses('primary', 'md', 'mt-8')}>
          {t('profile.goToSignIn')}
        </Link>
      </section>
    );
  }
  return <RouteErrorPage error={error} />;
}
