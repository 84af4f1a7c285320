/** The adverse events a prescribing doctor has not yet marked as seen (decision 0064): what the menu's badge counts. */
import { Link } from 'react-router';
import type { adverseEventsToReview } from '@server/modules/session-notes/adverse-events.server';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { Badge } from '~/features/staff-console/ui';

type Item = Awaited<ReturnType<typeof adverseEventsToReview>>[number] & { therapy: string };

export function AdverseReviewList({ items }: { items: readonly Item[] }) {
  const { t, intl } = useT();
  if (!items.length) return null;
  return (
    <section aria-labelledby="adverse-review" className="mb-5 rounded-xl border border-red-300 bg-red-50 p-4">
      <h2 id="adverse-review" className="font-serif text-xl font-semibold text-red-950">
        {t('staff.sessionNotes.toReview')}
      </h2>
      <p className="mb-2 text-red-950">{t('staff.sessionNotes.toReviewIntro')}</p>
      <ul className="divide-y divide-red-200">
        {items.map((i) => (
          <li key={i.sessionId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-stone-900">
            {i.severity ? (
              <Badge className="bg-white text-red-900 ring-red-300">{t(`staff.sessionNotes.severity.${i.severity}`)}</Badge>
            ) : null}
            <span>
              {t('staff.sessionNotes.reviewItem', { therapy: i.therapy, name: i.patientName, date: formatClinicDate(i.date, intl) })}
            </span>
            {i.by ? <span className="text-sm text-stone-700">{t('staff.sessionNotes.recordedBy', { name: i.by })}</span> : null}
            <Link to={i.href} className="font-medium text-brand-800 underline underline-offset-2">
              {t('staff.sessionNotes.openProgress')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
