import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoPerDatabase } from './memo.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('memoPerDatabase', () => {
  it('keeps an answer until it expires, per database', async () => {
    vi.useFakeTimers();
    const cached = memoPerDatabase<number>(1000);
    const db = {};
    const other = {};
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(db, 'k', load)).toBe(1);
    expect(await cached(db, 'k', load)).toBe(1);
    expect(await cached(other, 'k', load)).toBe(2);
    vi.advanceTimersByTime(1001);
    expect(await cached(db, 'k', load)).toBe(3);
  });

  it('shares one load between concurrent callers and forgets a failed one', async () => {
    const cached = memoPerDatabase<string>(60_000);
    const db = {};
    let loads = 0;
    const failing = () => {
      loads++;
      return Promise.reject(new Error('down'));
    };
    await expect(Promise.all([cached(db, 'k', failing), cached(db, 'k', failing)])).rejects.toThrow('down');
    expect(loads).toBe(1);
    expect(await cached(db, 'k', async () => 'up')).toBe('up');
  });

  it('drops the oldest entry past its size', async () => {
    const cached = memoPerDatabase<string>(60_000, 2);
    const db = {};
    await cached(db, 'a', async () => 'a1');
    await cached(db, 'b', async () => 'b1');
    await cached(db, 'c', async () => 'c1');
    expect(await cached(db, 'b', async () => 'b2')).toBe('b1');
    expect(await cached(db, 'a', async () => 'a2')).toBe('a2');
  });

  it('forgets the entries of one database under a key prefix, and only those', async () => {
    const cached = memoPerDatabase<string>(60_000);
    const db = {};
    const other = {};
    await cached(db, 'user:1:a', async () => 'one a');
    await cached(db, 'user:1:b', async () => 'one b');
    await cached(db, 'user:12:a', async () => 'twelve a');
    await cached(other, 'user:1:a', async () => 'other one a');
    cached.forget(db, 'user:1:');
    cached.forget({}, 'user:');
    expect(await cached(db, 'user:1:a', async () => 'one a again')).toBe('one a again');
    expect(await cached(db, 'user:1:b', async () => 'one b again')).toBe('one b again');
    expect(await cached(db, 'user:12:a', async () => 'reloaded')).toBe('twelve a');
    expect(await cached(other, 'user:1:a', async () => 'reloaded')).toBe('other one a');
  });
});
