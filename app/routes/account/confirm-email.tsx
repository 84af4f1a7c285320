import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/confirm-email';
import { ErrorBanner } from '~/features/auth/error-banner';
import { confirmEmailAction } from '~/features/profile/confirm-email-action.server';
import { metaT, pageMeta } from '~/features/seo/meta';
import { useT } from '~/i18n/provider';
import { Button, buttonClasses } from '~/ui/button';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: metaT(args, 'emailVerify.pageTitle'),
    description: metaT(args, 'emailVerify.pageIntro'),
    path: '/confirm-email',
    noindex: true,
  });
}

/** The link's query, shown back as the form's hidden fields: reading it changes nothing (decision 0034). */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const field = (name: string) => (query.get(name) ?? '').slice(0, 100);
  return { id: field('id'), exp: field('exp'), sig: field('sig') };
}

/** The button posts here (docs/decisions/0033-account-ends-and-sign-in-safety.md). */
export function action(args: Route.ActionArgs) {
  return confirmEmailAction(args);
}

/** The page the confirmation mail links to: one button that confirms the address by POST. */
export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="font-serif text-3xl font-semibold text-brand-900">{t('emailVerify.pageTitle')}</h1>
      {actionData?.ok ? (
        <>
          <p role="status" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
            {actionData.message}
          </p>
          <Link to="/profile" className={buttonClasses('outline', 'md', 'mt-6')}>
            {t('emailVerify.openProfile')}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-4 text-stone-700">{t('emailVerify.pageIntro')}</p>
          <div className="mt-6">
            <ErrorBanner messages={actionData && !actionData.ok ? [actionData.message] : []} />
          </div>
          <Form method="post">
            <input type="hidden" name="id" value={loaderData.id} />
            <input type="hidden" name="exp" value={loaderData.exp} />
            <input type="hidden" name="sig" value={loaderData.sig} />
            <Button type="submit" disabled={busy}>
              {t('emailVerify.confirm')}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
