/**
 * The end of a therapy's page: how the therapy is given, and the way to it. A therapy a
 * doctor must prescribe leads to a consultation first (the booking form with the therapy named in
 * its notes); any other is requested here by a signed-in patient (anonymous visitors sign in and
 * come back). The form posts to the page's action, with or without the page's code.
 */
import { useId } from 'react';
import { Link, useFetcher } from 'react-router';
import { THERAPY_REQUEST_BANDS, THERAPY_REQUEST_NOTE_MAX } from '@core/schemas/programmes/therapy-requests';
import type { TherapyFacts } from '@server/modules/therapy-requests/therapy-requests.server';
import { signInUrl } from '~/features/auth/safe-redirect';
import { useT } from '~/i18n/provider';
import { useViewer } from '~/shell/root-data';
import { Button, buttonClasses } from '~/ui/button';
import { CalendarPlus, CheckCircle2, Clock, IndianRupee, Send, Stethoscope, Users } from '~/ui/icons';
import type { TherapyRequestActionData } from './therapy-request-action.server';
import { IDEMPOTENCY_FIELD } from '@core/idempotency';
import { useIdempotencyKey } from '~/ui/forms/use-idempotency-key';
import { serviceHref } from '@content/therapies/service-href';

const SECTION_ID = 'request';

/** The booking form's address with the therapy named in its notes. */
function consultationHref(text: string): string {
  return `/book-consultation?${new URLSearchParams({ symptoms: text }).toString()}`;
}

/** The header's button: a consultation first, or down to the request form. */
export function TherapyCta({ title, facts }: { title: string; facts: TherapyFacts | null }) {
  const { t } = useT();
  if (!facts || facts.needsPrescription)
    return (
      <Link
        to={consultationHref(t('site.therapyRequest.interestedIn', { therapy: title }))}
        className={buttonClasses('primary', 'md', 'mt-6')}
      >
        <CalendarPlus className="h-5 w-5" aria-hidden="true" />
        {facts ? t('site.therapyRequest.bookConsultationFirst') : t('site.services.book')}
      </Link>
    );
  return (
    <a href={`#${SECTION_ID}`} className={buttonClasses('primary', 'md', 'mt-6')}>
      <Send className="h-5 w-5" aria-hidden="true" />
      {t('site.therapyRequest.requestButton')}
    </a>
  );
}

/** "How it's given": session length, price per session, two therapists, a consultation first. */
export function TherapyFactsLine({ facts }: { facts: TherapyFacts }) {
  const { t, intl } = useT();
  const item = 'inline-flex items-center gap-1.5';
  return (
    <div className="mt-4">
      <h2 className="sr-only">{t('site.therapyRequest.howGiven')}</h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-800" aria-label={t('site.therapyRequest.howGiven')}>
        <li className={item}>
          <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t('site.therapyRequest.sessionLength', { minutes: facts.sessionMinutes })}
        </li>
        <li className={item}>
          <IndianRupee className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t('site.therapyRequest.pricePerSession', { price: new Intl.NumberFormat(intl).format(facts.price) })}
        </li>
        {facts.therapistCount > 1 && (
          <li className={item}>
            <Users className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {t('site.therapyRequest.twoTherapists')}
          </li>
        )}
        {facts.needsPrescription && (
          <li className={`${item} font-medium text-earth-900`}>
            <Stethoscope className="h-4 w-4" aria-hidden="true" />
            {t('site.therapyRequest.needsConsultation')}
          </li>
        )}
      </ul>
      {facts.needsPrescription && <p className="mt-2 max-w-prose text-sm text-stone-700">{t('site.therapyRequest.whyConsultation')}</p>}
    </div>
  );
}

/** The request form (signed-in patient), the way to sign in (visitor), or a word for staff. */
export function TherapyRequestSection({
  route,
  title,
  facts,
  result,
}: {
  route: string;
  title: string;
  facts: TherapyFacts | null;
  result?: TherapyRequestActionData;
}) {
  const { t } = useT();
  const viewer = useViewer();
  if (!facts || facts.needsPrescription) return null;
  const headingId = `${SECTION_ID}-title`;
  return (
    <section
      id={SECTION_ID}
      aria-labelledby={headingId}
      className="mt-10 scroll-mt-24 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-6"
    >
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-brand-900">
        {t('site.therapyRequest.formTitle', { therapy: title })}
      </h2>
      <p className="mt-2 max-w-prose text-stone-800">{t('site.therapyRequest.formIntro')}</p>
      {viewer?.kind === 'patient' ? (
        <RequestForm route={route} result={result} />
      ) : viewer?.kind === 'staff' ? (
        <p className="mt-4 text-sm text-stone-700">{t('site.therapyRequest.staffHint')}</p>
      ) : (
        <div className="mt-4">
          <Link to={signInUrl(`${serviceHref(route)}#${SECTION_ID}`)} className={buttonClasses('primary', 'md')}>
            {t('site.therapyRequest.signIn')}
          </Link>
          <p className="mt-2 text-sm text-stone-700">{t('site.therapyRequest.signInHint')}</p>
        </div>
      )}
    </section>
  );
}

function RequestForm({ route, result: pageResult }: { route: string; result?: TherapyRequestActionData }) {
  const { t } = useT();
  const fetcher = useFetcher<TherapyRequestActionData>();
  const result = fetcher.data ?? pageResult;
  // Made in the browser (the page may be a shared cached one): a resubmission makes one request (decision 0042).
  const { key } = useIdempotencyKey();
  const noteId = useId();
  const hintId = useId();
  const errorId = useId();
  if (result?.ok)
    return (
      <div role="status" className="mt-4 flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-brand-300">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <p className="font-medium text-stone-900">{result.message}</p>
          <Link to="/appointments" className="mt-1 inline-block text-sm font-medium text-brand-800 underline underline-offset-2">
            {t('site.therapyRequest.seeAppointments')}
          </Link>
        </div>
      </div>
    );
  const failure = result && !result.ok ? result : null;
  return (
    <fetcher.Form method="post" action={serviceHref(route)} className="mt-4 space-y-4" noValidate>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} />
      {failure && (
        <p id={errorId} role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {failure.message}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-stone-900">{t('site.therapyRequest.band')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {THERAPY_REQUEST_BANDS.map((band) => (
            <label
              key={band}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-stone-900 ring-1 ring-stone-300 has-checked:bg-brand-100 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
            >
              <input type="radio" name="timeBand" value={band} defaultChecked={band === 'any'} className="accent-brand-700" />
              {t(`site.therapyRequest.band.${band}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={noteId} className="text-sm font-medium text-stone-900">
          {t('site.therapyRequest.note')}
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={THERAPY_REQUEST_NOTE_MAX}
          aria-describedby={failure?.fieldErrors.note ? `${hintId} ${errorId}` : hintId}
          aria-invalid={failure?.fieldErrors.note ? true : undefined}
          className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <p id={hintId} className="mt-1 text-xs text-stone-700">
          {t('site.therapyRequest.noteHint')}
        </p>
      </div>
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {t('site.therapyRequest.submit')}
      </Button>
    </fetcher.Form>
  );
}
