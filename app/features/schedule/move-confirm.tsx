/**
 * A session's move on the grid, safely (docs/decisions/0058-grid-confirm-undo-batched-notices.md):
 * every move (a drag, "Move here") is asked first, with where it goes; a move that would put the
 * day's therapies out of their prescribed order comes back from the server as a warning, shown in
 * the same question with "Move anyway"; once saved, "Undo" moves it back for UNDO_SECONDS, through
 * the same call (PATCH /api/staff/sessions/:id) and so the same validator.
 */
import { useEffect, useState } from 'react';
import { useT } from '~/i18n/provider';
import { ApiError, api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';

const UNDO_SECONDS = 30;

export interface MoveBody {
  startsAt: string;
  roomId: string;
  therapistIds: string[];
}

export interface MoveRequest {
  sessionId: string;
  /** "Abhyanga for Asha Devi". */
  what: string;
  /** Where it goes, in words. */
  to: string;
  body: MoveBody;
  /** Where it is now (for "Undo"); none when not known. */
  back?: MoveBody | undefined;
}

interface Pending extends MoveRequest {
  /** The server's order warning, once it answered with one. */
  warning?: string;
}

const send = (sessionId: string, body: MoveBody & { acceptOrder?: boolean }) =>
  api<{ id: string }>(`/staff/sessions/${sessionId}`, { method: 'PATCH', body });

const orderWarning = (error: unknown): string | null =>
  error instanceof ApiError && (error.body as { warning?: string } | undefined)?.warning === 'therapy-order' ? error.message : null;

/** The question before a move and the undo after it: `ask(move)` starts one; render `element`. */
export function useMoveFlow() {
  const { t } = useT();
  const { busy, run } = useAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [undo, setUndo] = useState<MoveRequest | null>(null);
  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [undo]);

  const confirm = (move: Pending) =>
    void run(() => send(move.sessionId, { ...move.body, ...(move.warning ? { acceptOrder: true } : {}) }), {
      success: (answer: { message: string }) => answer.message,
      onSuccess: () => {
        setPending(null);
        if (move.back) setUndo(move);
      },
      onError: (error) => {
        const warning = orderWarning(error);
        if (!warning) return false;
        setPending({ ...move, warning });
        return true;
      },
    });

  const moveBack = (move: MoveRequest) =>
    void run(() => send(move.sessionId, { ...move.back!, acceptOrder: true }), {
      success: t('staff.grid.undone'),
      onSuccess: () => setUndo(null),
    });

  const element = (
    <>
      {pending ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setPending(null))}
          title={t('staff.grid.confirmTitle')}
          description={t('staff.grid.confirmText', { what: pending.what, to: pending.to })}
          keepLabel={t('staff.grid.keepPlace')}
          confirmLabel={pending.warning ? t('staff.grid.moveAnyway') : t('staff.grid.confirmMove')}
          busy={busy}
          onConfirm={() => confirm(pending)}
        >
          {pending.warning ? (
            <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
              {pending.warning}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
      <div role="status" aria-live="polite" className="empty:hidden">
        {undo ? (
          <p className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-stone-900">
            <span>{t('staff.grid.movedUndo', { what: undo.what, seconds: UNDO_SECONDS })}</span>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => moveBack(undo)}>
              {t('staff.grid.undo')}
            </Button>
          </p>
        ) : null}
      </div>
    </>
  );
  return { ask: (move: MoveRequest) => setPending(move), element };
}
