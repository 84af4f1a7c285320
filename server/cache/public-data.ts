/**
 * In-memory cache of public read data that only staff change: active doctors with their weekly
 * schedules, published blog posts, published events. Nothing patient-specific is ever stored here
 * (bookings, and therefore free slots, are always read from the database).
 *
 * - One store per database handle (a WeakMap keyed by the Drizzle instance), so test apps and
 *   the bench's several servers never share entries.
 * - Every write path that changes those tables calls `invalidatePublicData(db, scope)` AFTER its
 *   transaction has committed (staff doctor/schedule/event routes, blog create/update/delete, the
 *   seed, the test factories and truncateAll). A read started after that sees the new rows.
 * - A short TTL (60 s) is the safety net: a missed invalidation, or a write by another process on
 *   the same PostgreSQL database, heals by itself.
 * - Concurrent misses share one load (the entry holds the promise); a failed load is not kept.
 */
export type PublicDataScope = 'doctors' | 'blog' | 'events';

export const PUBLIC_DATA_TTL_MS = 60_000;

/** Entries per database handle before the store is emptied (guards against unbounded keys). */
const MAX_ENTRIES = 500;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/**
 * Shared through globalThis: the production server bundles this module twice (the API server and
 * React Router's server build, whose loaders read the same data), and an edit through the API must
 * also reach the copy the page loaders use.
 */
const STORES = Symbol.for('sarona.publicDataCache');
const stores: WeakMap<object, Map<string, Entry>> = ((globalThis as Record<symbol, unknown>)[STORES] as WeakMap<object, Map<string, Entry>> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STORES] = new WeakMap<object, Map<string, Entry>>());

function storeOf(db: object): Map<string, Entry> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

/**
 * The value under `scope:key`, loading it with `load()` on a miss or after the TTL.
 * Callers must treat the value as read-only (it is shared by every request).
 */
export function cachedPublicData<T>(db: object, scope: PublicDataScope, key: string, load: () => Promise<T>): Promise<T> {
  const store = storeOf(db);
  const name = `${scope}:${key}`;
  const now = Date.now();
  const hit = store.get(name);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (store.size >= MAX_ENTRIES) store.clear();
  const value = load();
  const entry: Entry = { value, expires: now + PUBLIC_DATA_TTL_MS };
  store.set(name, entry);
  value.catch(() => {
    if (store.get(name) === entry) store.delete(name);
  });
  return value;
}

/** Forgets the cached data of one scope (or all of them) for this database. */
export function invalidatePublicData(db: object, scope?: PublicDataScope): void {
  const store = stores.get(db);
  if (!store) return;
  if (!scope) {
    store.clear();
    return;
  }
  const prefix = `${scope}:`;
  for (const name of [...store.keys()]) if (name.startsWith(prefix)) store.delete(name);
}
