import { data } from 'react-router';
import { translate } from '@core/i18n/catalog';
import { trackConsultation } from '@server/modules/consultations/patient-consultations.server';
import { TrackingView, type TrackingResult } from '~/features/consultations/tracking-view';
import { SavedCopyBanner } from '~/features/offline/saved-copy-banner';
import type { Route } from './+types/track-consultation';
import { localeUrl } from '@core/i18n/locale-url';

/** `/consultation/:id` and `/track_consultation/`: one screen. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const title = translate(context.locale, 'consultations.track.title');
  const description = translate(context.locale, 'consultations.track.metaDescription');
  const origin = context.ctx.config.baseUrl;
  const locale = context.locale;
  const id = params.id ?? '';
  if (!id) return { id, result: { kind: 'none' } as TrackingResult, title, description, origin, locale };
  try {
    const consultation = await trackConsultation(context.ctx, context.identity, id, context.ip);
    return { id: consultation.displayId, result: { kind: 'found', consultation } as TrackingResult, title, description, origin, locale };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 404)
      return data({ id, result: { kind: 'not-found' } as TrackingResult, title, description, origin, locale }, { status: 404 });
    const message =
      status === 429
        ? translate(context.locale, (error as Error).message, (error as { params?: Record<string, number> }).params)
        : translate(context.locale, 'consultations.fetchFailed');
    if (status >= 500) context.ctx.log.error({ err: error }, 'tracking lookup failed');
    return data(
      { id, result: { kind: 'error', message } as TrackingResult, title, description, origin, locale },
      { status: status === 429 ? 429 : 500 },
    );
  }
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  const title = `${d.title} | Sarona Ayurveda`;
  return [
    { title },
    { name: 'description', content: d.description },
    // A consultation page is private to whoever holds the id: never indexed.
    ...(d.id
      ? [{ name: 'robots', content: 'noindex' }]
      : [{ tagName: 'link', rel: 'canonical', href: localeUrl(d.origin, '/track_consultation', d.locale) }]),
    { property: 'og:title', content: title },
    { property: 'og:description', content: d.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: `${d.origin}/track_consultation` },
  ];
}

export default function TrackConsultation({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SavedCopyBanner />
      <TrackingView initialId={loaderData.id} result={loaderData.result} />
    </>
  );
}

/** The lookup itself failed (network, server): the spec's message, with the form to try again. */
export function ErrorBoundary() {
  return <TrackingView initialId="" result={{ kind: 'error', message: '' }} />;
}
