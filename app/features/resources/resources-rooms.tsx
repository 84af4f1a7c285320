import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { RoomSchema } from '@core/schemas/programmes/programmes';
import type { z } from 'zod';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { CapabilityChecks, ReadOnlyNote } from './resources-ui';
import { Badge, Card, Empty, PageTitle } from '~/features/staff-console/ui';
import type { listRooms } from '@server/modules/resources/resources.server';
import { FormActions, Field } from '~/ui/forms/forms';
import { useResourceForm } from './use-resource-form';

type Room = Awaited<ReturnType<typeof listRooms>>[number];
type RoomForm = z.infer<typeof RoomSchema>;

/** Treatment rooms: the admin adds, renames, re-equips and removes them; reception sees the list. */
export function RoomsPage({ rooms, canEdit }: { rooms: Room[]; canEdit: boolean }) {
  const { t } = useT();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removing, setRemoving] = useState<Room | null>(null);
  const current = rooms.find((r) => r.id === editing);
  return (
    <>
      <PageTitle actions={canEdit ? <Button onClick={() => setEditing('new')}>{t('staff.rooms.add')}</Button> : null}>
        {t('staff.rooms.title')}
      </PageTitle>
      {canEdit ? null : <ReadOnlyNote />}
      {editing ? (
        <Card title={current ? t('staff.res.editOf', { name: current.name }) : t('staff.rooms.add')} className="mb-4">
          <RoomEditor
            key={editing}
            roomId={current?.id ?? null}
            initial={current ? { name: current.name, capabilities: current.capabilities } : { name: '', capabilities: ['general'] }}
            onDone={() => setEditing(null)}
          />
        </Card>
      ) : null}
      {rooms.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {rooms.map((r) => (
            <li key={r.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-stone-900">{r.name}</p>
              <div className="mt-2 flex flex-wrap gap-1">
                {r.capabilities.length ? (
                  r.capabilities.map((c) => (
                    <Badge key={c} className="bg-brand-50 text-brand-900 ring-brand-200">
                      {t(`staff.res.cap.${c}`)}
                    </Badge>
                  ))
                ) : (
                  <span className="text-sm text-stone-700">{t('staff.res.none')}</span>
                )}
              </div>
              {canEdit ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(r.id)} aria-label={t('staff.res.editOf', { name: r.name })}>
                    {t('staff.res.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setRemoving(r)} aria-label={t('staff.rooms.removeOf', { name: r.name })}>
                    {t('staff.rooms.remove')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t('staff.rooms.empty')}</Empty>
      )}
      {removing ? <RemoveRoom room={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}

function RoomEditor({ roomId, initial, onDone }: { roomId: string | null; initial: RoomForm; onDone: () => void }) {
  const { t } = useT();
  const { form, errors, busy, save } = useResourceForm(RoomSchema, initial, { path: '/staff/rooms', itemId: roomId, onDone });
  return (
    <form noValidate className="grid gap-3 md:grid-cols-2" onSubmit={form.handleSubmit(save)}>
      <Field label={t('staff.rooms.name')} error={errors.name?.message} inputProps={form.register('name')} />
      <Controller
        control={form.control}
        name="capabilities"
        render={({ field }) => <CapabilityChecks legend={t('staff.rooms.capabilities')} value={field.value} onChange={field.onChange} />}
      />
      <FormActions busy={busy} save={t('staff.res.save')} cancel={t('staff.res.cancel')} onCancel={onDone} />
    </form>
  );
}

/** Asks before removing; the server's refusal (sessions booked in it) shows in the dialog itself. */
function RemoveRoom({ room, onClose }: { room: Room; onClose: () => void }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('staff.rooms.removeTitle', { name: room.name })}
      description={t('staff.rooms.removeText')}
      confirmLabel={t('staff.rooms.remove')}
      danger
      busy={busy}
      onConfirm={() =>
        void run(() => api(`/staff/rooms/${room.id}`, { method: 'DELETE' }), {
          success: (r) => r.message,
          onSuccess: onClose,
          onError: (error) => {
            setRefusal(errorMessage(error, t('error.generic')));
            return true;
          },
        })
      }
    >
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {refusal}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
