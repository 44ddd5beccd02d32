// A small in-process cache for answers that change slowly (place names, monthly rent medians), one store per
// database handle so that test apps never share entries. Entries expire after `ttlMs`; the oldest go first
// past `maxEntries`. Concurrent callers of a missing key share one load; a failed load is not kept.
// `forget` drops a handle's entries by key prefix, for a write that must show at once.
const primaryOf = new WeakMap<object, object>();

/**
 * Makes a read replica's handle share the entries of its primary: a write's `forget(primary, ...)` then also
 * drops what was loaded through the replica.
 */
export function shareCacheWithPrimary(replica: object, primary: object): void {
  if (replica !== primary) primaryOf.set(replica, primary);
}

const cacheOwner = (db: object) => primaryOf.get(db) ?? db;

export function memoPerDatabase<V>(ttlMs: number, maxEntries = 1000) {
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
    entry.value.catch(() => {
      if (store.get(key) === entry) store.delete(key);
    });
    if (store.size > maxEntries) {
      const oldest = store.keys().next().value;
      if (oldest !== undefined) store.delete(oldest);
    }
    return entry.value;
  }

  /** Drops the entries of `db` whose key starts with `keyPrefix`: the next caller loads afresh. */
  cached.forget = (db: object, keyPrefix: string): void => {
    const store = stores.get(cacheOwner(db));
    if (!store) return;
    for (const key of [...store.keys()]) if (key.startsWith(keyPrefix)) store.delete(key);
  };

  return cached;
}
