// A small in-process cache for answers that change slowly (place names, monthly rent medians), one store per
// database handle so that test apps never share entries. Entries expire after `ttlMs`; the oldest go first
// past `maxEntries`. Concurrent callers of a missing key share one load; a failed load is not kept.
// `forget` drops a handle's entries by key prefix, for a write that must show at once; with several API
// instances the app's cache bus (plugins/app/shared-state.ts) hears of it through `onMemoForget` and has the
// other instances apply it with `forgetMemo`, which finds the cache by its name.
const primaryOf = new WeakMap<object, object>();

/**
 * Makes a read replica's handle share the entries of its primary: a write's `forget(primary, ...)` then also
 * drops what was loaded through the replica.
 */
export function shareCacheWithPrimary(replica: object, primary: object): void {
  if (replica !== primary) primaryOf.set(replica, primary);
}

const cacheOwner = (db: object) => primaryOf.get(db) ?? db;

type LocalForget = (db: object, keyPrefix: string) => void;
export type MemoForgetListener = (name: string, keyPrefix: string) => void;

/** Each cache's forget without telling anyone, by name (a module evaluated twice adds a second one). */
const forgetsByName = new Map<string, Set<LocalForget>>();
const listenersOf = new WeakMap<object, Set<MemoForgetListener>>();

/**
 * Calls `listener` after every `forget` of a cache on `db` (or on a replica sharing its entries) made in this
 * process. Returns the function that stops it.
 */
export function onMemoForget(db: object, listener: MemoForgetListener): () => void {
  const owner = cacheOwner(db);
  let listeners = listenersOf.get(owner);
  if (!listeners) {
    listeners = new Set();
    listenersOf.set(owner, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What another instance forgot: drops the entries of the cache `name` on `db`, telling no listener. */
export function forgetMemo(db: object, name: string, keyPrefix: string): void {
  for (const forget of forgetsByName.get(name) ?? []) forget(db, keyPrefix);
}

/** Drops every cache's entries on `db` (after invalidations may have been missed). */
export function forgetAllMemos(db: object): void {
  for (const forgets of forgetsByName.values()) for (const forget of forgets) forget(db, '');
}

/**
 * `name` identifies the cache across instances: unique, and the same in every process. `keep` says which answers
 * are kept (default: all); the others are handed to the callers waiting for them, then loaded again next time.
 */
export function memoPerDatabase<V>(
  name: string,
  ttlMs: number,
  maxEntries = 1000,
  keep: (value: V) => boolean = () => true,
) {
  const stores = new WeakMap<object, Map<string, { at: number; value: Promise<V> }>>();

  function cached(handle: object, key: string, load: () => Promise<V>): Promise<V> {
    const db = cacheOwner(handle);
    let store = stores.get(db);
    if (!store) {
      store = new Map();
      stores.set(db, store);
    }
    const now = Date.now();
    const hit = store.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;

    const entry = { at: now, value: load() };
    store.delete(key);
    store.set(key, entry);
    const drop = () => {
      if (store.get(key) === entry) store.delete(key);
    };
    entry.value.then((value) => keep(value) || drop(), drop);
    if (store.size > maxEntries) {
      const oldest = store.keys().next().value;
      if (oldest !== undefined) store.delete(oldest);
    }
    return entry.value;
  }

  const forgetHere: LocalForget = (db, keyPrefix) => {
    const store = stores.get(cacheOwner(db));
    if (!store) return;
    for (const key of [...store.keys()]) if (key.startsWith(keyPrefix)) store.delete(key);
  };
  let forgets = forgetsByName.get(name);
  if (!forgets) {
    forgets = new Set();
    forgetsByName.set(name, forgets);
  }
  forgets.add(forgetHere);

  /** Drops the entries of `db` whose key starts with `keyPrefix`: the next caller loads afresh, on every instance. */
  cached.forget = (db: object, keyPrefix: string): void => {
    forgetHere(db, keyPrefix);
    for (const listener of listenersOf.get(cacheOwner(db)) ?? []) listener(name, keyPrefix);
  };

  return cached;
}
