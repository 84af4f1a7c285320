/**
 * /staff/therapy-requests: the patients who asked for a therapy from its page, oldest
 * first, with whom to call; reception or admin makes one into a programme (decision 0076) or
 * closes it (done or declined) through POST /api/staff/therapy-requests/:id.
 */
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import type { listOpenTherapyRequests } from '@server/modules/therapy-requests/therapy-requests.server';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { Check, Phone, X } from '~/ui/icons';
import { PageTitle } from '~/features/staff-console/ui';
import { ItemCards } from '~/features/staff-console/item-cards';
import { RequestProgrammeForm } from './request-programme-form';

/** An open request, as the server lists it (listOpenTherapyRequests). */
type DeskTherapyRequest = Awaited<ReturnType<typeof listOpenTherapyRequests>>[number];

export function TherapyRequestsPage({ requests }: { requests: DeskTherapyRequest[] }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const close = (r: DeskTherapyRequest, status: 'done' | 'declined') =>
    void run(() => api(`/staff/therapy-requests/${r.id}`, { method: 'POST', body: { status } }), t('staff.therapyRequests.closed'));
  return (
    <>
      <PageTitle>{t('staff.therapyRequests.title')}</PageTitle>
      <p className="mb-4 max-w-prose text-sm text-stone-700">{t('staff.therapyRequests.intro')}</p>
      <ItemCards
        items={requests}
        empty={t('staff.therapyRequests.none')}
        headingId={(r) => `req-${r.id}`}
        body={(r) => (
          <>
            <RequestDetails request={r} />
            <RequestProgrammeForm requestId={r.id} label={`${r.patientName} · ${r.therapy}`} gender={r.gender} />
          </>
        )}
        actions={(r) => (
          <>
            <Button
              size="sm"
              disabled={busy}
              aria-label={t('staff.therapyRequests.doneFor', { name: r.patientName, therapy: r.therapy })}
              onClick={() => close(r, 'done')}
            >
              <Check className="h-4 w-4" aria-hidden="true" />
              {t('staff.therapyRequests.done')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={t('staff.therapyRequests.declineFor', { name: r.patientName, therapy: r.therapy })}
              onClick={() => close(r, 'declined')}
            >
              <X className="h-4 w-4" aria-hidden="true" />
              {t('staff.therapyRequests.decline')}
            </Button>
          </>
        )}
      />
    </>
  );
}

/** Who asked, when, the number to call, the time of day that suits them and their note. */
function RequestDetails({ request: r }: { request: DeskTherapyRequest }) {
  const { t, intl } = useT();
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={`req-${r.id}`} className="font-semibold text-stone-900">
          {r.patientName} · {r.therapy}
        </h2>
        <p className="text-sm text-stone-700">
          {t('staff.therapyRequests.when')}: {formatClinicDateTime(r.createdAt, intl)}
        </p>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-stone-700">{t('staff.therapyRequests.phone')}</dt>
        <dd>
          {r.phone ? (
            <a href={`tel:+91${r.phone}`} className="inline-flex items-center gap-1 text-brand-800 underline underline-offset-2">
              <Phone className="h-4 w-4" aria-hidden="true" />
              +91 {r.phone}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt className="font-medium text-stone-700">{t('consultations.therapyRequests.band')}</dt>
        <dd className="text-stone-900">{t(`consultations.therapyRequests.band.${r.timeBand}`)}</dd>
        {r.note && (
          <>
            <dt className="font-medium text-stone-700">{t('staff.therapyRequests.note')}</dt>
            <dd className="whitespace-pre-line break-words text-stone-900">{r.note}</dd>
          </>
        )}
      </dl>
    </>
  );
}
