import { afterEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createPersistStorage, readStored, removeStored, STORAGE_PREFIX, writeStored } from './storage.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('persisted storage', () => {
  it('returns what was written, and the default when nothing is stored', () => {
    expect(readStored('missing', 'fallback')).toBe('fallback');
    writeStored('greeting', { text: 'hello' });
    expect(readStored('greeting', null)).toEqual({ text: 'hello' });
    removeStored('greeting');
    expect(readStored('greeting', 'gone')).toBe('gone');
  });

  it('keeps a value until its expiry, then drops it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    writeStored('short', 42, { ttlMs: 60_000 });

    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    expect(readStored('short', 0)).toBe(42);

    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(readStored('short', 0)).toBe(0);
    expect(localStorage.getItem(`${STORAGE_PREFIX}short`)).toBeNull();
  });

  it('never expires a value written without a ttl', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    writeStored('forever', 'yes');
    vi.setSystemTime(new Date('2036-01-01T00:00:00Z'));
    expect(readStored('forever', 'no')).toBe('yes');
  });

  it('falls back to the default and clears the key when the stored JSON is unreadable', () => {
    localStorage.setItem(`${STORAGE_PREFIX}broken`, '{not json');
    expect(readStored('broken', 'default')).toBe('default');
    expect(localStorage.getItem(`${STORAGE_PREFIX}broken`)).toBeNull();
  });

  it('treats JSON that is not one of its envelopes as unreadable', () => {
    localStorage.setItem(`${STORAGE_PREFIX}foreign`, JSON.stringify({ token: 'abc' }));
    expect(readStored('foreign', 'default')).toBe('default');
    expect(localStorage.getItem(`${STORAGE_PREFIX}foreign`)).toBeNull();
  });

  it('backs a zustand persist store, restoring its state and surviving bad JSON', async () => {
    const makeStore = () =>
      create<{ count: number; inc: () => void }>()(
        persist((set) => ({ count: 0, inc: () => set((s) => ({ count: s.count + 1 })) }), {
          name: 'counter',
          storage: createPersistStorage<{ count: number }>(),
          partialize: (s) => ({ count: s.count }),
        }),
      );
    const first = makeStore();
    first.getState().inc();
    first.getState().inc();
    expect(makeStore().getState().count).toBe(2);

    localStorage.setItem(`${STORAGE_PREFIX}counter`, 'garbage');
    expect(makeStore().getState().count).toBe(0);
    expect(localStorage.getItem(`${STORAGE_PREFIX}counter`)).not.toBe('garbage');
  });
});
