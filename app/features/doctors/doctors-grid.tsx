import { Loader2 } from '~/ui/icons';
import { useEffect, useState } from 'react';
import type { Doctor } from '@core/schemas/staff/doctor';
import { useT } from '~/i18n/provider';
import { errorMessage } from '~/shell/api-client';
import { Button, buttonClasses } from '~/ui/button';
import { useStaticPage } from '~/shell/static-page';
import { toast } from '~/ui/toast';
import { DoctorCard } from './doctor-card';
import { fetchDoctors, seedDoctors } from './doctors-cache';

type State =
  | { doctors: Doctor[]; isLoading: false; error: null }
  | { doctors: null; isLoading: true; error: null }
  | { doctors: null; isLoading: false; error: string };

/**
 * The /doctors grid. Server-rendered with the loader's list; after a client navigation with no fresh
 * cache it loads the list itself and shows the spec's states: 'Loading doctors...', the error text
 * (inline and as a toast),
 * or 'No doctors found' for an empty list.
 */
export function DoctorsGrid({ initial }: { initial: Doctor[] | null }) {
  const { t } = useT();
  const [state, setState] = useState<State>(() =>
    initial ? { doctors: initial, isLoading: false, error: null } : { doctors: null, isLoading: true, error: null },
  );
  const [attempt, setAttempt] = useState(0);
  const isStatic = useStaticPage();

  useEffect(() => {
    if (initial && attempt === 0) {
      seedDoctors(initial);
      return;
    }
    const controller = new AbortController();
    setState({ doctors: null, isLoading: true, error: null });
    fetchDoctors(controller.signal)
      .then((doctors) => setState({ doctors, isLoading: false, error: null }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        const message = errorMessage(error, t('doctors.fetchFailed'));
        setState({ doctors: null, isLoading: false, error: message });
        toast.error(message); // spec: a failed doctors load is shown inline and as a toast
      });
    return () => controller.abort();
  }, [initial, attempt, t]);

  if (state.isLoading) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-20 text-stone-700">
        <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden="true" />
        {t('site.doctors.loading')}
      </p>
    );
  }
  const error = state.error ?? (state.doctors.length === 0 ? t('site.doctors.empty') : null);
  if (error || !state.doctors) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{error}</p>
        {isStatic ? (
          // A page sent without JavaScript (decision 0079): trying again is loading the page again.
          <a href="/doctors" className={buttonClasses('outline', 'sm', 'mt-4')}>
            {t('site.doctors.retry')}
          </a>
        ) : (
          <Button variant="outline" size="sm" className="mt-4" onClick={() => setAttempt((n) => n + 1)}>
            {t('site.doctors.retry')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {state.doctors.map((doctor) => (
        <li key={doctor._id}>
          <DoctorCard doctor={doctor} heading="h2" />
        </li>
      ))}
    </ul>
  );
}
