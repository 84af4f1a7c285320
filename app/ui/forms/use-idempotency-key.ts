/**
 * A submission's idempotency key (docs/decisions/0042-idempotency-keys.md): the one the server
 * rendered into the form, else a new one made once the page's code runs. It stays the same across
 * retries of one submission (a lost answer, a 5xx) and is renewed for the next one (`renew`).
 */
import { useCallback, useEffect, useState } from 'react';
import { newIdempotencyKey } from '@core/idempotency';

export function useIdempotencyKey(serverKey?: string): { key: string; renew: () => void } {
  const [key, setKey] = useState(serverKey ?? '');
  useEffect(() => {
    if (!key) setKey(newIdempotencyKey());
  }, [key]);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
