/** The last step before prescribing: the schedule the scheduler proposes (nothing saved), or why it cannot. */
import { formatDate } from '~/features/consultations/format';
import { useT } from '~/i18n/provider';
import type { PreviewState } from './use-prescription';

export function Preview({ preview }: { preview: PreviewState }) {
  const { t, locale } = useT();
  if ('error' in preview) {
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="prescribe-error">
        <p className="font-semibold">{t('staff.prescribe.cannotSchedule')}</p>
        <p className="text-sm">{preview.error}</p>
      </div>
    );
  }
  return (
    <div data-testid="schedule-preview">
      <h3 className="font-semibold text-brand-900">{t('staff.prescribe.proposal')}</h3>
      <p className="mb-2 text-sm text-stone-700">{t('staff.prescribe.proposalNote')}</p>
      {/* A phone: one line per session; wider: a table with the columns named. */}
      <ol className="divide-y divide-stone-100 text-sm sm:hidden">
        {preview.sessions.map((s, i) => (
          <li key={i} className="py-2">
            <p className="font-medium text-stone-900">
              {formatDate(s.date, locale, 'dayMonth')} · {s.start}–{s.end} · {s.therapy}
            </p>
            <p className="text-stone-700">
              {t('staff.prescribe.day', { day: s.day })} · {s.room} · {s.therapists.join(', ')}
            </p>
          </li>
        ))}
      </ol>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead className="text-stone-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('staff.prescribe.col.date')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('staff.prescribe.col.time')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('staff.prescribe.col.therapy')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('staff.prescribe.col.room')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('staff.prescribe.col.therapists')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {preview.sessions.map((s, i) => (
              <tr key={i}>
                <td className="py-1.5 pr-3 align-top">
                  {formatDate(s.date, locale, 'dayMonth')}
                  <span className="block text-xs text-stone-700">{t('staff.prescribe.day', { day: s.day })}</span>
                </td>
                <td className="py-1.5 pr-3 align-top whitespace-nowrap">
                  {s.start}–{s.end}
                </td>
                <td className="py-1.5 pr-3 align-top">{s.therapy}</td>
                <td className="py-1.5 pr-3 align-top">{s.room}</td>
                <td className="py-1.5 align-top">{s.therapists.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
