import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isSavedPath } from '@core/offline/rules';
import { useT } from '~/i18n/provider';
import { Clock } from '~/ui/icons';
import { savedCopyStore } from './offline-client';

/**
 * "You are offline. This is your saved copy from <time>." above a page the service worker answered
 * from its saved copy; a polite live region, so the change is announced. Rendered by the pages the
 * worker keeps (My Appointments, tracking), whose message namespaces include `offline`.
 */
export function SavedCopyBanner() {
  const { t, intl } = useT();
  const { pathname } = useLocation();
  const saved = useSyncExternalStore(savedCopyStore.subscribe, savedCopyStore.get, () => null);
  if (!isSavedPath(pathname)) return null;
  const shown = saved && saved.path === pathname.replace(/\/$/, '') ? saved : null;
  const time = shown && new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(shown.savedAt));
  return (
    <div aria-live="polite" aria-atomic="true" className="mx-auto max-w-5xl px-4">
      {time && (
        <div className="mt-4 flex gap-3 rounded-lg border border-earth-300 bg-earth-50 px-4 py-3 text-earth-900">
          <Clock className="mt-0.5 h-5 w-5 shrink-0 text-earth-700" aria-hidden="true" />
          <p>
            <strong className="font-semibold">{t('offline.savedCopy', { time })}</strong>{' '}
            <span className="text-stone-700">{t('offline.savedCopyHint')}</span>
          </p>
        </div>
      )}
    </div>
  );
}
