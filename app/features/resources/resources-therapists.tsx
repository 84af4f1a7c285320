import { useState } from 'react';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { formatDayMonthYear } from '~/ui/forms/local-date';
import { TherapistForm, type TherapistFormValues } from './resources-therapist-form';
import { LeaveDayForm, LeaveList } from '~/features/team/leave-editor';
import { ReadOnlyNote, type TherapyGroup } from './resources-ui';
import { Badge, Card, Empty, PageTitle } from '~/features/staff-console/ui';
import type { listTherapists } from '@server/modules/resources/resources.server';

type Therapist = Awaited<ReturnType<typeof listTherapists>>[number];

const NEW_THERAPIST: TherapistFormValues = {
  name: '',
  gender: 'female',
  staffId: null,
  therapies: [],
  weeklyHours: [null, ...Array.from({ length: 6 }, () => ({ from: '09:00', to: '18:00' }))],
  active: true,
};

/** Therapists: the admin adds and edits them and keeps their leave; reception sees the list. */
export function TherapistsPage({
  therapists,
  accounts,
  groups,
  names,
  canEdit,
}: {
  therapists: Therapist[];
  accounts: { id: string; name: string }[];
  groups: TherapyGroup[];
  names: Record<string, string>;
  canEdit: boolean;
}) {
  const { t } = useT();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [leaveOf, setLeaveOf] = useState<string | null>(null);
  const current = therapists.find((x) => x.id === editing);
  const onLeave = therapists.find((x) => x.id === leaveOf);
  const linked = new Set(therapists.map((x) => x.staffId));
  const show = (kind: 'edit' | 'leave', id: string) => {
    setEditing(kind === 'edit' ? id : null);
    setLeaveOf(kind === 'leave' ? id : null);
  };
  return (
    <>
      <PageTitle actions={canEdit ? <Button onClick={() => show('edit', 'new')}>{t('staff.therapists.add')}</Button> : null}>
        {t('staff.therapists.title')}
      </PageTitle>
      {canEdit ? null : <ReadOnlyNote />}
      {editing ? (
        <Card title={current ? t('staff.res.editOf', { name: current.name }) : t('staff.therapists.add')} className="mb-4">
          <TherapistForm
            key={editing}
            therapistId={current?.id ?? null}
            accounts={accounts.filter((a) => !linked.has(a.id))}
            groups={groups}
            names={names}
            initial={current ? { ...current } : NEW_THERAPIST}
            onDone={() => setEditing(null)}
          />
        </Card>
      ) : null}
      {onLeave ? (
        <Card title={t('staff.therapists.leaveOf', { name: onLeave.name })} className="mb-4">
          <TherapistLeave therapist={onLeave} onClose={() => setLeaveOf(null)} />
        </Card>
      ) : null}
      {therapists.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {therapists.map((x) => (
            <TherapistCard
              key={x.id}
              therapist={x}
              canEdit={canEdit}
              onEdit={() => show('edit', x.id)}
              onLeave={() => show('leave', x.id)}
            />
          ))}
        </ul>
      ) : (
        <Empty>{t('staff.therapists.empty')}</Empty>
      )}
    </>
  );
}

/** One therapist in the list: gender, skills, account, upcoming leave, and the admin's buttons. */
function TherapistCard({
  therapist: x,
  canEdit,
  onEdit,
  onLeave,
}: {
  therapist: Therapist;
  canEdit: boolean;
  onEdit: () => void;
  onLeave: () => void;
}) {
  const { t } = useT();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-stone-900">{x.name}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <Badge className="bg-brand-50 text-brand-900 ring-brand-200">{t(`staff.res.gender.${x.gender}`)}</Badge>
        <span>{t('staff.therapists.therapiesCount', { count: x.therapies.length })}</span>
        {x.staffId ? <Badge className="bg-blue-50 text-blue-900 ring-blue-200">{t('staff.therapists.hasAccount')}</Badge> : null}
        {x.active ? null : <Badge className="bg-stone-200 text-stone-900 ring-stone-400">{t('staff.therapists.inactive')}</Badge>}
      </div>
      {x.leaves.length ? (
        <p className="mt-2 text-sm text-stone-700">
          {t('staff.therapists.upcoming', { dates: x.leaves.map((l) => formatDayMonthYear(l.date)).join(', ') })}
        </p>
      ) : null}
      {canEdit ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t('staff.res.editOf', { name: x.name })}>
            {t('staff.res.edit')}
          </Button>
          <Button size="sm" variant="outline" onClick={onLeave} aria-label={t('staff.therapists.leaveOf', { name: x.name })}>
            {t('staff.therapists.leave')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** A therapist's upcoming leave: add a day with a reason, remove one. */
function TherapistLeave({ therapist, onClose }: { therapist: Therapist; onClose: () => void }) {
  const { t } = useT();
  const { run, busy } = useAction();
  return (
    <div className="space-y-4">
      <LeaveDayForm
        addLabel={t('staff.therapists.leaveAdd')}
        busy={busy}
        onAdd={async (leave) =>
          !!(await run(() => api(`/staff/therapists/${therapist.id}/leaves`, { body: leave }), { success: (r) => r.message }))
        }
      />
      <LeaveList
        leaves={therapist.leaves}
        busy={busy}
        onRemove={(date) =>
          void run(() => api(`/staff/therapists/${therapist.id}/leaves/${date}`, { method: 'DELETE' }), { success: (r) => r.message })
        }
        removeLabel={(date) => t('staff.therapists.leaveRemove', { date })}
        empty={t('staff.therapists.leaveNone')}
      />
      <Button variant="ghost" onClick={onClose}>
        {t('staff.close')}
      </Button>
    </div>
  );
}
