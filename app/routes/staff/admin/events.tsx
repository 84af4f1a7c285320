import { useState } from 'react';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/events';
import { EventFormView } from '~/features/events/event-form';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { Badge, Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { listEvents } from '@server/modules/messages/messages.server';
import { useT } from '~/i18n/provider';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { Button } from '~/ui/button';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context, 'events.manage');
  return { events: await listEvents(context.ctx) };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.events.title');
}

const blank = {
  title: '',
  description: '',
  kind: 'camp' as const,
  location: '',
  startsAt: '',
  endsAt: '',
  language: 'en' as const,
  published: true,
};

export default function StaffEvents({ loaderData }: Route.ComponentProps) {
  const { t, intl } = useT();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const current = loaderData.events.find((e) => e.id === editing);
  return (
    <>
      <PageTitle actions={<Button onClick={() => setEditing('new')}>{t('staff.events.new')}</Button>}>{t('staff.events.title')}</PageTitle>
      {editing ? (
        <Card title={editing === 'new' ? t('staff.events.new') : t('staff.events.edit')} className="mb-4">
          <EventFormView
            key={editing}
            eventId={editing === 'new' ? null : editing}
            initial={current ? { ...current, endsAt: current.endsAt ?? '' } : blank}
            onDone={() => setEditing(null)}
          />
        </Card>
      ) : null}
      {loaderData.events.length === 0 ? (
        <Empty>{t('staff.events.none')}</Empty>
      ) : (
        <ul className="space-y-3">
          {loaderData.events.map((e) => (
            <li
              key={e.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
            >
              <div className="min-w-0">
                <h2 lang={e.language} className="font-semibold text-stone-900">
                  {e.title}
                </h2>
                <p className="text-sm text-stone-700">
                  {t(`staff.events.kind.${e.kind}`)} · {formatClinicDateTime(e.startsAt, intl)} · {e.location}
                </p>
                {!e.published ? (
                  <Badge className="mt-1 bg-stone-200 text-stone-900 ring-stone-400">{t('staff.events.hidden')}</Badge>
                ) : null}
              </div>
              <Button size="sm" variant="outline" onClick={() => setEditing(e.id)} aria-label={`${t('staff.events.edit')}: ${e.title}`}>
                {t('staff.doctors.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
