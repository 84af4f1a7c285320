import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useT } from '~/i18n/provider';
import { api, ApiError } from '~/shell/api-client';
import { useViewer } from '~/shell/root-data';
import { signInUrl } from './safe-redirect';
import { toast } from '~/ui/toast';

/**
 * Spec section 4 "Session": when the page believes someone is signed in, the session is checked
 * with the server on load and whenever the tab comes back into view; a 401 means it ended
 * (expired, signed out elsewhere, account deleted): the pages saved for offline use are deleted,
 * 'Your session has expired. Please log in again.' and on to /auth, coming back here afterwards.
 */
export function SessionWatch() {
  const { t } = useT();
  const viewer = useViewer();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const here = useRef(`${pathname}${search}`);
  here.current = `${pathname}${search}`;
  const signedIn = viewer !== null;

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    const check = async () => {
      try {
        await api('/auth/check');
      } catch (error) {
        if (cancelled || !(error instanceof ApiError) || error.status !== 401) return;
        // Pages saved for offline use end with the session (docs/decisions/0033).
        await import('~/shell/forget-saved-pages').then((m) => m.forgetSavedPages()).catch(() => undefined);
        toast.error(t('common.sessionExpired'));
        await revalidator.revalidate();
        navigate(signInUrl(here.current), { replace: true });
      }
    };
    void check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- check once per sign-in state, not per render
  }, [signedIn]);

  return null;
}
