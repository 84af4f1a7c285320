import { useEffect, useState } from 'react';

/**
 * The current time for time-dependent buttons (video call, cancel): the server's clock on the first
 * render (so hydration matches), then the browser's, refreshed every 30 seconds.
 */
export function useNow(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
