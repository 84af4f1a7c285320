import { useState } from 'react';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/team';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { MemberForm } from '~/features/team/member-form';
import { Badge, Card, PageTitle } from '~/features/staff-console/ui';
import { listMembers } from '@server/modules/team/members.server';
import { listStaffDoctors } from '@server/modules/doctors/staff-doctors.server';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context, 'team.manage');
  const doctors = (await listStaffDoctors(context.ctx)).map((d) => ({ id: d._id, name: d.name }));
  return { members: await listMembers(context.ctx), doctors };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.team.title');
}

export default function StaffTeam({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const current = loaderData.members.find((m) => m.id === editing);
  return (
    <>
      <PageTitle actions={<Button onClick={() => setEditing('new')}>{t('staff.team.add')}</Button>}>{t('staff.team.title')}</PageTitle>
      <p className="mb-4 text-sm text-stone-700">{t('staff.team.cliNote')}</p>
      {editing ? (
        <Card title={editing === 'new' ? t('staff.team.add') : t('staff.team.edit')} className="mb-4">
          <MemberForm
            key={editing}
            memberId={current?.id ?? null}
            doctors={loaderData.doctors}
            initial={
              current
                ? {
                    name: current.name,
                    phone: current.phone,
                    email: current.email ?? '',
                    role: current.role,
                    doctorId: current.doctorId,
                    active: current.active,
                  }
                : { name: '', phone: '', email: '', role: 'reception', doctorId: null, active: true }
            }
            onDone={() => setEditing(null)}
          />
        </Card>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {loaderData.members.map((m) => (
          <li key={m.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-stone-900">{m.name}</p>
            <p className="text-sm text-stone-700">
              +91 {m.phone}
              {m.email ? ` · ${m.email}` : ''}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badge className="bg-brand-50 text-brand-900 ring-brand-200">{t(`staff.role.${m.role}`)}</Badge>
              {m.doctorName ? <span className="text-sm text-stone-700">{m.doctorName}</span> : null}
              {!m.active ? <Badge className="bg-stone-200 text-stone-900 ring-stone-400">{t('staff.team.inactive')}</Badge> : null}
              <Button size="sm" variant="outline" onClick={() => setEditing(m.id)} aria-label={`${t('staff.team.edit')}: ${m.name}`}>
                {t('staff.team.edit')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
