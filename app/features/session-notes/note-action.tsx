/**
 * "Add note" on a session of the therapist's day (decision 0064): a dialog that reads the note
 * (the read is audited) and shows it, or the form to write it (on the session's day) or amend it
 * (after). Shown for a session under way or done.
 */
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { notable, type SessionNoteView } from '@core/clinical/session-note';
import { attendanceState, type Attending } from '@core/attendance';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { Badge } from '~/features/staff-console/ui';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { NoteForm } from './note-form';
import { NoteContent, NoteHistory } from './note-read';

interface NotableSession extends Attending {
  id: string;
  therapy: string;
  patient: string;
  /** The note's mark on the day page (no content): null when none yet. */
  note: { adverse: boolean } | null;
}

function NotePanel({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [view, setView] = useState<SessionNoteView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    let live = true;
    api<{ note: SessionNoteView }>(`/staff/sessions/${sessionId}/note`)
      .then((res) => {
        if (!live) return;
        setView(res.data.note);
        setEditing(!res.data.note.content && !!res.data.note.mode);
      })
      .catch((e: unknown) => live && setError(errorMessage(e, t('error.generic'))));
    return () => {
      live = false;
    };
  }, [sessionId, t]);
  if (error)
    return (
      <p role="alert" className="text-red-800">
        {error}
      </p>
    );
  if (!view) return <p role="status">{t('staff.sessionNotes.loading')}</p>;
  if (editing && view.mode)
    return (
      <NoteForm
        view={view}
        onSaved={(next) => {
          setView(next);
          setEditing(false);
          void revalidator.revalidate();
        }}
        onCancel={view.content ? () => setEditing(false) : onClose}
      />
    );
  return (
    <div className="space-y-4">
      {view.content ? <NoteContent content={view.content} /> : null}
      <NoteHistory view={view} />
      {view.mode ? (
        <Button variant="outline" onClick={() => setEditing(true)}>
          {t(view.mode === 'amend' ? 'staff.sessionNotes.amend' : 'staff.sessionNotes.edit')}
        </Button>
      ) : null}
    </div>
  );
}

export function SessionNoteAction({ session }: { session: NotableSession }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (!notable(attendanceState(session)) && !session.note) return null;
  return (
    <>
      {session.note?.adverse ? (
        <Badge className="bg-red-100 text-red-900 ring-red-300">{t('staff.sessionNotes.adverseBadge')}</Badge>
      ) : null}
      {session.note && !session.note.adverse ? (
        <Badge className="bg-green-100 text-green-900 ring-green-300">{t('staff.sessionNotes.noted')}</Badge>
      ) : null}
      <Button
        variant={session.note ? 'outline' : 'primary'}
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={session.note ? undefined : t('staff.sessionNotes.addLabel', { therapy: session.therapy, name: session.patient })}
      >
        {t(session.note ? 'staff.sessionNotes.view' : 'staff.sessionNotes.add')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('staff.sessionNotes.formTitle', { therapy: session.therapy })}
        description={session.patient}
      >
        {open ? <NotePanel sessionId={session.id} onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
