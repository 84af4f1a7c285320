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
 * - On PostgreSQL the invalidation also reaches every other instance on the database, at once
 *   (server/cache/cross-instance.ts: LISTEN/NOTIFY); each drops the same entries.
 * - A short TTL (60 s; 10 s for bookings) is the safety net: a missed invalidation (say, while an
 *   instance had lost its connection) heals by itself (the first read after the TTL starts a reload in
 *   the background and is still answered from the entry; the reads after that reload see it).
 * - Concurrent misses share one load (the entry holds the promise); a failed load is not kept.
 */
export type PublicDataScope = 'doctors' | 'blog' | 'events' | 'bookings' | 'clinic';

export const PUBLIC_DATA_TTL_MS = 60_000;

/** Entries per database handle before the store is emptied (guards against unbounded keys). */
const MAX_ENTRIES = 500;

interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** The loaded value, once `value` has resolved: what a refresh compares its result with. */
  loaded?: { data: unknown };
  /** A refresh after the TTL is under way (one at a time). */
  refreshing?: boolean;
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
 * The value under `scope:key`, loading it with `load()` on a miss.
 *
 * After the TTL the value is refreshed in the background: readers keep getting the value they had
 * until the new load has finished (a refresh never makes requests wait for the database, nor
 * recompute what is built from the value), and when the new load has the same content (as JSON)
 * the entry keeps the very same object, so memos keyed by it stay valid. Values are plain data
 * (or prepared bodies): what JSON.stringify shows is all there is to compare.
 * An invalidation still drops the entry at once: the next read loads anew and waits for it.
 *
 * Callers must treat the value as read-only (it is shared by every request).
 */
export function cachedPublicData<T>(db: object, scope: PublicDataScope, key: string, load: () => Promise<T>, ttlMs = PUBLIC_DATA_TTL_MS): Promise<T> {
  const store = storeOf(db);
  const name = `${scope}:${key}`;
  const now = Date.now();
  const hit = store.get(name);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit?.loaded) {
    if (!hit.refreshing) refresh(store, name, hit, load, ttlMs);
    return hit.value as Promise<T>;
  }
  if (store.size >= MAX_ENTRIES) store.clear();
  const value = load();
  const entry: Entry = { value, expires: now + ttlMs };
  store.set(name, entry);
  value.then(
    (data) => {
      entry.loaded = { data };
    },
    () => {
      if (store.get(name) === entry) store.delete(name);
    },
  );
  return value;
}

/** Loads an expired entry again while it goes on serving its value; see cachedPublicData. */
function refresh(store: Map<string, Entry>, name: string, entry: Entry, load: () => Promise<unknown>, ttlMs: number): void {
  entry.refreshing = true;
  load().then(
    (data) => {
      entry.refreshing = false;
      // Invalidated meanwhile: this load may have read the rows before the write; the next read loads anew.
      if (store.get(name) !== entry) return;
      entry.expires = Date.now() + ttlMs;
      if (JSON.stringify(data) === JSON.stringify(entry.loaded?.data)) return;
      entry.value = Promise.resolve(data);
      entry.loaded = { data };
    },
    () => {
      // The database is away: keep the value until the next read after the TTL tries again.
      entry.refreshing = false;
    },
  );
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

type Broadcast = (scope: PublicDataScope | undefined) => void;
const BROADCASTS = Symbol.for('sarona.publicDataBroadcast');
const broadcasts: WeakMap<object, Broadcast> = ((globalThis as Record<symbol, unknown>)[BROADCASTS] as WeakMap<object, Broadcast> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[BROADCASTS] = new WeakMap<object, Broadcast>());

/** What tells the other instances on this database about an invalidation (set by server/db/client.ts). */
export function setPublicDataBroadcast(db: object, broadcast: Broadcast): void {
  broadcasts.set(db, broadcast);
}

/**
 * Forgets the cached data of one scope (or all of them) for this database, here and on every other
 * instance on the same database: THE function to call after a committed change of public data
 * (pages, JSON-LD and the public API read it through `cachedPublicData`).
 */
export function invalidatePublicData(db: object, scope?: PublicDataScope): void {
  forgetPublicData(db, scope);
  broadcasts.get(db)?.(scope);
}

/** Forgets the cached data of one scope (or all) in this process only (what an instance does when told). */
export function forgetPublicData(db: object, scope?: PublicDataScope): void {
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
