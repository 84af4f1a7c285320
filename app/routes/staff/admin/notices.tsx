import { Link } from 'react-router';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/notices';
import { listFailedNotices } from '@server/notify/notices';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { Badge, Empty, PageTitle } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';
import { useT } from '~/i18n/provider';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context, 'notices.manage');
  return listFailedNotices(context.ctx);
}

const CHANNEL_LABEL = { sms: 'staff.notices.sms', email: 'staff.notices.email', whatsapp: 'staff.notices.whatsapp' } as const;

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.notices.title');
}

export default function StaffNotices({ loaderData }: Route.ComponentProps) {
  const { t, intl } = useT();
  const { run, busy } = useAction();
  const { failed, waiting } = loaderData;
  return (
    <>
      <PageTitle>{t('staff.notices.title')}</PageTitle>
      <p className="mb-2 text-stone-700">{t('staff.notices.intro')}</p>
      <p className="mb-4 text-sm text-stone-700">{t('staff.notices.waiting', { n: waiting })}</p>
      {failed.length === 0 ? (
        <Empty>{t('staff.notices.none')}</Empty>
      ) : (
        <ul className="space-y-3">
          {failed.map((n) => (
            <li key={n.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <article aria-labelledby={`notice-${n.id}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 id={`notice-${n.id}`} className="font-semibold text-stone-900">
                    <Badge className="mr-2 bg-red-100 text-red-900 ring-red-300">{t(CHANNEL_LABEL[n.channel])}</Badge>
                    {t('staff.notices.to')}: {n.channel === 'email' ? n.to : `+91 ${n.to}`}
                  </h2>
                  <p className="text-sm text-stone-700">{formatClinicDateTime(n.createdAt, intl)}</p>
                </div>
                <p className="mt-2 whitespace-pre-line break-words text-stone-800">{n.summary}</p>
                <p className="mt-2 text-sm text-stone-700">
                  {t('staff.notices.tries', { n: n.attempts })} · {t('staff.notices.error')}:{' '}
                  <span className="break-all font-mono text-xs">{n.lastError ?? '-'}</span>
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() => void run(() => api(`/staff/notices/${n.id}/retry`, { method: 'POST' }), t('staff.notices.retried'))}
                  >
                    {t('staff.notices.retry')}
                  </Button>
                  {n.consultationId ? (
                    <Link to={`/staff/consultations/${n.consultationId}`} className="font-mono text-sm text-brand-800 underline">
                      {n.consultationId}
                    </Link>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
