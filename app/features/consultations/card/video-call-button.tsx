import { Video } from '~/ui/icons';
import type { PatientConsultation } from '@core/schemas/booking/consultation-views';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { useAction } from '~/shell/use-action';
import { formatClinicInstant } from '~/features/consultations/format';

/** 'Start Video Call': enabled from 15 minutes before the slot; opens the consultation's own room. */
export function VideoCallButton({
  consultation: c,
  now,
  hintId,
  showHint = true,
}: {
  consultation: PatientConsultation;
  now: Date;
  hintId: string;
  showHint?: boolean;
}) {
  const { t } = useT();
  const { run, busy } = useAction();
  if (!c.videoCall) return null;
  const opensAt = new Date(c.videoCall.opensAt);
  const closesAt = new Date(c.videoCall.closesAt);
  if (now > closesAt) return null;
  const open = now >= opensAt;

  async function start() {
    // Open the tab inside the click so it is not blocked, then point it at the room.
    const tab = window.open('', '_blank');
    const room = await run(() => api<{ url: string }>(`/consultations/${c._id}/video-room`, { method: 'POST', body: {} }), {
      revalidate: false,
      onError: () => void tab?.close(),
    });
    if (!room) return;
    if (tab) {
      tab.opener = null;
      tab.location.href = room.data.url;
    } else window.location.assign(room.data.url);
  }

  return (
    <div>
      <Button size="sm" onClick={start} disabled={!open || busy} aria-describedby={open ? undefined : hintId}>
        <Video aria-hidden className="h-4 w-4" />
        {t('consultations.video.start')}
      </Button>
      {!open && showHint && <VideoCallHint consultation={c} now={now} id={hintId} />}
    </div>
  );
}

/** 'The video call opens at ...' while the room is not open yet. */
export function VideoCallHint({ consultation: c, now, id }: { consultation: PatientConsultation; now: Date; id: string }) {
  const { t, locale } = useT();
  if (!c.videoCall || now >= new Date(c.videoCall.opensAt)) return null;
  const opens = formatClinicInstant(c.videoCall.opensAt, locale);
  return (
    <p id={id} className="mt-1 text-sm text-stone-600">
      {t('consultations.video.opensAt', { date: opens.date, time: opens.time })}
    </p>
  );
}
