// Persisted browser storage with an optional expiry (spec 4 and 8): values are wrapped as
// { value, expiresAt }; an expired value is dropped, and unreadable JSON falls back to the default and
// clears the bad key. Also adapts to zustand's persist middleware.
import type { PersistStorage, StorageValue } from 'zustand/middleware';

export type StorageKind = 'local' | 'session';

export interface StoreOptions {
  /** Milliseconds until the value expires; omitted means it never does. */
  ttlMs?: number;
  kind?: StorageKind;
}

interface Envelope<T> {
  value: T;
  expiresAt: number | null;
}

export const STORAGE_PREFIX = 'rentals:';

/** The browser storage, or null where it is unavailable (private mode, tests without a DOM). */
function backend(kind: StorageKind = 'local'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function fullKey(key: string) {
  return STORAGE_PREFIX + key;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    'expiresAt' in value &&
    (value.expiresAt === null || typeof value.expiresAt === 'number')
  );
}

/** Reads a stored value; expired or unreadable values are removed and `fallback` is returned. */
export function readStored<T>(key: string, fallback: T, kind: StorageKind = 'local'): T {
  const store = backend(kind);
  if (!store) return fallback;
  let raw: string | null;
  try {
    raw = store.getItem(fullKey(key));
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isEnvelope(parsed)) throw new Error('not a stored envelope');
    if (parsed.expiresAt !== null && parsed.expiresAt <= Date.now()) {
      store.removeItem(fullKey(key));
      return fallback;
    }
    return parsed.value as T;
  } catch {
    store.removeItem(fullKey(key));
    return fallback;
  }
}

export function writeStored<T>(key: string, value: T, options: StoreOptions = {}): void {
  const store = backend(options.kind);
  if (!store) return;
  const envelope: Envelope<T> = {
    value,
    expiresAt: options.ttlMs === undefined ? null : Date.now() + options.ttlMs,
  };
  try {
    store.setItem(fullKey(key), JSON.stringify(envelope));
  } catch {
    // Quota exceeded or storage disabled: the value simply is not kept.
  }
}

export function removeStored(key: string, kind: StorageKind = 'local'): void {
  try {
    backend(kind)?.removeItem(fullKey(key));
  } catch {
    // nothing to do
  }
}

/** A zustand `persist` storage on top of the helpers above (same expiry and bad-JSON rules). */
export function createPersistStorage<S>(options: StoreOptions = {}): PersistStorage<S> {
  return {
    getItem: (name) => readStored<StorageValue<S> | null>(name, null, options.kind),
    setItem: (name, value) => writeStored(name, value, options),
    removeItem: (name) => removeStored(name, options.kind),
  };
}

export const HOUR_MS = 60 * 60 * 1000;
