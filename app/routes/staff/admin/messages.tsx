import { Link } from 'react-router';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/messages';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { Badge, PageTitle } from '~/features/staff-console/ui';
import { ItemCards } from '~/features/staff-console/item-cards';
import { listMessages } from '@server/modules/messages/messages.server';
import { useAction } from '~/shell/use-action';
import { useT } from '~/i18n/provider';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { api } from '~/shell/api-client';
import { Button, buttonClasses } from '~/ui/button';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, 'messages.manage');
  const filter = new URL(request.url).searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  return { filter, ...(await listMessages(context.ctx, filter)) } as const;
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.messages.title');
}

export default function StaffMessages({ loaderData }: Route.ComponentProps) {
  const { t, intl } = useT();
  const { run, busy } = useAction();
  const { messages, unread, filter } = loaderData;
  return (
    <>
      <PageTitle>{t('staff.messages.title')}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Link
          to="?filter=all"
          className={buttonClasses(filter === 'all' ? 'primary' : 'outline', 'sm')}
          aria-current={filter === 'all' ? 'page' : undefined}
        >
          {t('staff.all')}
        </Link>
        <Link
          to="?filter=unread"
          className={buttonClasses(filter === 'unread' ? 'primary' : 'outline', 'sm')}
          aria-current={filter === 'unread' ? 'page' : undefined}
        >
          {t('staff.messages.unread')}
        </Link>
        <span className="text-sm text-stone-700">{t('staff.messages.unreadCount', { n: unread })}</span>
      </div>
      <ItemCards
        items={messages}
        empty={t('staff.messages.none')}
        headingId={(m) => `msg-${m.id}`}
        cardClass={(m) => (m.read ? 'border-stone-200' : 'border-brand-400 ring-1 ring-brand-300')}
        body={(m) => (
          <>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h2 id={`msg-${m.id}`} className="font-semibold text-stone-900">
                  {m.subject}{' '}
                  {!m.read ? <Badge className="ml-1 bg-brand-100 text-brand-900 ring-brand-300">{t('staff.messages.unread')}</Badge> : null}
                </h2>
                <p className="text-sm text-stone-700">
                  {t('staff.messages.from', { name: m.name })} · {m.email}
                  {m.phone ? ` · +91 ${m.phone}` : ''} · {formatClinicDateTime(m.createdAt, intl)}
                </p>
              </div>
            </div>
            <p className="mt-2 whitespace-pre-line text-stone-800">{m.message}</p>
          </>
        )}
        actions={(m) => (
          <>
            <a className={buttonClasses('primary', 'sm')} href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
              {t('staff.messages.reply')}
            </a>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                void run(() => api(`/staff/messages/${m.id}`, { method: 'PATCH', body: { read: !m.read } }), t('staff.updated'))
              }
            >
              {m.read ? t('staff.messages.markUnread') : t('staff.messages.markRead')}
            </Button>
          </>
        )}
      />
    </>
  );
}
