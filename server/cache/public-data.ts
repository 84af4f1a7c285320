/**
 * In-memory cache of public read data: active doctors with their weekly schedules, published blog
 * posts, published events (only staff change those), and, for the availability calendar, which
 * slots of a doctor are taken and the doctor's leave ('bookings': dates and times only, nothing
 * about who booked; a short TTL). Nothing patient-specific is ever stored here. Booking itself
 * never trusts this cache: it checks the slot in the database and the unique index decides.
 *
 * - One store per database handle (a WeakMap keyed by the Drizzle instance), so test apps and
 *   the bench's several servers never share entries.
 * - Every write path that changes those tables calls `invalidatePublicData(db, scope)` AFTER its
 *   transaction has committed (staff doctor/schedule/event routes, blog create/update/delete, the
 *   seed, the test factories and truncateAll). A read started after that sees the new rows.
 * - A short TTL (60 s; 10 s for bookings) is the safety net: a missed invalidation, or a write by another process on
 *   the same PostgreSQL database, heals by itself.
 * - Concurrent misses share one load (the entry holds the promise); a failed load is not kept.
 */
export type PublicDataScope = 'doctors' | 'blog' | 'events' | 'bookings';

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
export function cachedPublicData<T>(db: object, scope: PublicDataScope, key: string, load: () => Promise<T>, ttlMs = PUBLIC_DATA_TTL_MS): Promise<T> {
  const store = storeOf(db);
  const name = `${scope}:${key}`;
  const now = Date.now();
  const hit = store.get(name);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (store.size >= MAX_ENTRIES) store.clear();
  const value = load();
  const entry: Entry = { value, expires: now + ttlMs };
  store.set(name, entry);
  value.catch(() => {
    if (store.get(name) === entry) store.delete(name);
  });
  return value;
}

const GENERATIONS = Symbol.for('sarona.publicDataGeneration');
const generations: WeakMap<object, number> = ((globalThis as Record<symbol, unknown>)[GENERATIONS] as WeakMap<object, number> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[GENERATIONS] = new WeakMap<object, number>());

/**
 * A number that changes whenever public data of this database is invalidated: what is built from
 * that data (the page cache's server-rendered pages) is stale once it has moved on.
 */
export function publicDataGeneration(db: object): number {
  return generations.get(db) ?? 0;
}

/** Forgets the cached data of one scope (or all of them) for this database. */
export function invalidatePublicData(db: object, scope?: PublicDataScope): void {
  // Pages show doctors, posts and events, never which slots are taken.
  if (scope !== 'bookings') generations.set(db, publicDataGeneration(db) + 1);
  const store = stores.get(db);
  if (!store) return;
  if (!scope) {
    store.clear();
    return;
  }
  const prefix = `${scope}:`;
  for (const name of [...store.keys()]) if (name.startsWith(prefix)) store.delete(name);
}
