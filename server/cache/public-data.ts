/**
 * In-memory cache of public read data: active doctors with their weekly schedules, published blog
 * posts, published events, therapy settings (only staff change those), and, for the availability calendar, which
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
 *   instance had lost its connection) heals by itself: an expired entry is loaded anew.
 * - Concurrent misses share one load (the entry holds the promise); a failed load is not kept.
 * - What a piece of work read is recorded when it runs inside `readingPublicData` (a shared page's
 *   render): the page cache keeps a copy until one of the scopes it read changes (decision 0088).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const SCOPES = ['doctors', 'blog', 'events', 'bookings', 'clinic', 'therapies'] as const;
export type PublicDataScope = (typeof SCOPES)[number];

export const PUBLIC_DATA_TTL_MS = 60_000;

/** Entries per database handle before the store is emptied (guards against unbounded keys). */
const MAX_ENTRIES = 500;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

type Broadcast = (scope: PublicDataScope | undefined) => void;

/** What this module keeps per database handle. */
interface DatabaseState {
  entries: Map<string, Entry>;
  /** Bumped by every invalidation of a scope (see publicDataVersion). */
  versions: Map<PublicDataScope, number>;
  broadcast?: Broadcast;
  /** Told after every invalidation but of 'bookings' (the page cache renders again what the change dropped). */
  listeners: Set<() => void>;
}

/**
 * The production server has two copies of this module: the API server's bundle and React Router's
 * server build (whose loaders read the same data through the same AppContext). Both must see one
 * state, or an edit through the API would not reach the pages: the state is kept under one
 * well-known key of globalThis, per database handle (a WeakMap, so test apps and the bench's
 * several servers never share entries).
 */
const STATE_KEY = Symbol.for('sarona.publicData');
const states: WeakMap<object, DatabaseState> =
  ((globalThis as Record<symbol, unknown>)[STATE_KEY] as WeakMap<object, DatabaseState> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STATE_KEY] = new WeakMap<object, DatabaseState>());

/** The scopes read by the work under way (readingPublicData), one store for both copies of this module. */
const READS_KEY = Symbol.for('sarona.publicDataReads');
const reading: AsyncLocalStorage<Set<PublicDataScope>> =
  ((globalThis as Record<symbol, unknown>)[READS_KEY] as AsyncLocalStorage<Set<PublicDataScope>> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[READS_KEY] = new AsyncLocalStorage<Set<PublicDataScope>>());

function stateOf(db: object): DatabaseState {
  let state = states.get(db);
  if (!state) {
    state = { entries: new Map(), versions: new Map(), listeners: new Set() };
    states.set(db, state);
  }
  return state;
}

/**
 * The value under `scope:key`, loading it with `load()` on a miss or once it is older than `ttlMs`.
 * An invalidation drops the entry at once: the next read loads anew.
 *
 * Callers must treat the value as read-only (it is shared by every request).
 */
export function cachedPublicData<T>(
  db: object,
  scope: PublicDataScope,
  key: string,
  load: () => Promise<T>,
  ttlMs = PUBLIC_DATA_TTL_MS,
): Promise<T> {
  reading.getStore()?.add(scope);
  const { entries } = stateOf(db);
  const name = `${scope}:${key}`;
  const now = Date.now();
  const hit = entries.get(name);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = load();
  const entry: Entry = { value, expires: now + ttlMs };
  entries.set(name, entry);
  value.catch(() => {
    if (entries.get(name) === entry) entries.delete(name);
  });
  return value;
}

/** A number that changes whenever one scope of this database's public data is invalidated. */
export function publicDataVersion(db: object, scope: PublicDataScope): number {
  return stateOf(db).versions.get(scope) ?? 0;
}

/** The version of each scope a piece of work read, as it was when the work began. */
export type PublicDataReads = ReadonlyMap<PublicDataScope, number>;

/**
 * Runs `work` and says which scopes of public data it read through `cachedPublicData`, with each
 * scope's version from before it began: what was made from them is current while `readsCurrent`.
 * A scope that changed while the work ran is recorded at its old version, so the result is already
 * out of date.
 */
export async function readingPublicData<T>(db: object, work: () => Promise<T>): Promise<{ value: T; reads: PublicDataReads }> {
  const before = new Map(SCOPES.map((scope) => [scope, publicDataVersion(db, scope)]));
  const scopes = new Set<PublicDataScope>();
  const value = await reading.run(scopes, work);
  return { value, reads: new Map([...scopes].map((scope) => [scope, before.get(scope) ?? 0])) };
}

/** Whether none of the scopes in `reads` has changed since. */
export function readsCurrent(db: object, reads: PublicDataReads): boolean {
  for (const [scope, version] of reads) if (publicDataVersion(db, scope) !== version) return false;
  return true;
}

/**
 * Calls `listener` after every change of this database's public data that pages show (any scope
 * but 'bookings'), here or, on PostgreSQL, on another instance. Returns the unsubscribe.
 */
export function onPublicDataChange(db: object, listener: () => void): () => void {
  const { listeners } = stateOf(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What tells the other instances on this database about an invalidation (set by server/db/client.ts). */
export function setPublicDataBroadcast(db: object, broadcast: Broadcast): void {
  stateOf(db).broadcast = broadcast;
}

/**
 * Forgets the cached data of one scope (or all of them) for this database, here and on every other
 * instance on the same database: THE function to call after a committed change of public data
 * (pages, JSON-LD and the public API read it through `cachedPublicData`).
 */
export function invalidatePublicData(db: object, scope?: PublicDataScope): void {
  forgetPublicData(db, scope);
  stateOf(db).broadcast?.(scope);
}

/** Forgets the cached data of one scope (or all) in this process only (what an instance does when told). */
export function forgetPublicData(db: object, scope?: PublicDataScope): void {
  const state = stateOf(db);
  // Pages show doctors, posts and events, never which slots are taken.
  for (const s of scope ? [scope] : SCOPES) state.versions.set(s, (state.versions.get(s) ?? 0) + 1);
  if (!scope) state.entries.clear();
  else {
    const prefix = `${scope}:`;
    for (const name of [...state.entries.keys()]) if (name.startsWith(prefix)) state.entries.delete(name);
  }
  if (scope === 'bookings') return;
  for (const listener of state.listeners) listener();
}
