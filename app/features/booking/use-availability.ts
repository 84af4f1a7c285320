/** Free slots of one doctor for the whole booking window, from GET /api/doctors/:id/availability. */
import { useCallback, useEffect, useState } from 'react';
import type { Availability } from '@core/schemas/booking/consultation';
import { api, errorMessage } from '~/shell/api-client';

export type AvailabilityState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: Availability };

export function useAvailability(doctorId: string | undefined) {
  const [state, setState] = useState<AvailabilityState>({ status: 'idle' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!doctorId) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' && s.data.doctorId === doctorId ? s : { status: 'loading' }));
    api<Availability>(`/doctors/${encodeURIComponent(doctorId)}/availability`, { signal: controller.signal })
      .then((res) => setState({ status: 'ready', data: res.data }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setState({ status: 'error', message: errorMessage(error, 'booking.slotsFailed') });
      });
    return () => controller.abort();
  }, [doctorId, version]);

  /** Loads again (after a 409: someone else took a slot). */
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
