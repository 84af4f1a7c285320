/**
 * Cache invalidation across instances on one PostgreSQL database (decision 0017), with what
 * PostgreSQL offers: an invalidation is published with `pg_notify` on one channel, and every
 * instance LISTENs on a connection of its own and drops the same entries of its public-data cache
 * (which also makes its page cache stale). An instance ignores its own notices (it has already
 * dropped them).
 *
 * A lost listening connection is opened again (1 s, then up to 10 s apart); once it is back the
 * instance drops its whole cache, since notices sent meanwhile were missed. The caches' TTL stays
 * the last safety net.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { forgetPublicData, setPublicDataBroadcast, type PublicDataScope } from './public-data';

const CACHE_CHANNEL = 'sarona_cache_invalidation';
/** The `application_name` of the listening connections (pg_stat_activity shows them by it). */
export const LISTENER_NAME = 'sarona-cache-listener';

interface Notice {
  origin: string;
  scope?: PublicDataScope;
}

/** Starts publishing and receiving invalidations for `db`; returns a function that stops it. */
export function syncCachesAcrossInstances(db: object, pool: pg.Pool, connectionString: string): () => Promise<void> {
  const origin = randomUUID();
  setPublicDataBroadcast(db, (scope) => {
    const notice: Notice = { origin, ...(scope ? { scope } : {}) };
    pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify(notice)]).catch(() => {
      // The database is away: the others will drop everything when their listener reconnects.
    });
  });

  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = 1000;
  let connecting: Promise<void> = Promise.resolve();

  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connecting = listen(true);
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  async function listen(reconnected: boolean): Promise<void> {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 3000, application_name: LISTENER_NAME });
    client = c;
    c.on('error', () => {
      void c.end().catch(() => {});
    });
    c.on('end', () => {
      if (client === c) client = null;
      reconnectLater();
    });
    c.on('notification', (message) => {
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      try {
        const notice = JSON.parse(message.payload) as Notice;
        if (notice.origin !== origin) forgetPublicData(db, notice.scope);
      } catch {
        forgetPublicData(db);
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
      delay = 1000;
      if (stopped) await c.end();
      else if (reconnected) forgetPublicData(db);
    } catch {
      await c.end().catch(() => {});
      if (client === c) client = null;
      reconnectLater();
    }
  }

  connecting = listen(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await connecting;
    await client?.end().catch(() => {});
  };
}
