import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAllMemos, forgetMemo, memoPerDatabase, onMemoForget, shareCacheWithPrimary } from './memo.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('memoPerDatabase', () => {
  it('keeps an answer until it expires, per database', async () => {
    vi.useFakeTimers();
    const cached = memoPerDatabase<number>('expiry', 1000);
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
    const cached = memoPerDatabase<string>('concurrent', 60_000);
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

  it('keeps only the answers `keep` accepts, and hands the others to the callers waiting for them', async () => {
    const cached = memoPerDatabase<string | null>('keep', 60_000, 1000, (value) => value !== null);
    const db = {};
    let loads = 0;
    const missing = async () => {
      loads++;
      return null;
    };
    expect(await Promise.all([cached(db, 'k', missing), cached(db, 'k', missing)])).toEqual([null, null]);
    expect(loads).toBe(1);
    expect(await cached(db, 'k', async () => 'found')).toBe('found');
    expect(await cached(db, 'k', async () => 'again')).toBe('found');
  });

  it('drops the oldest entry past its size', async () => {
    const cached = memoPerDatabase<string>('size', 60_000, 2);
    const db = {};
    await cached(db, 'a', async () => 'a1');
    await cached(db, 'b', async () => 'b1');
    await cached(db, 'c', async () => 'c1');
    expect(await cached(db, 'b', async () => 'b2')).toBe('b1');
    expect(await cached(db, 'a', async () => 'a2')).toBe('a2');
  });

  it('forgets the entries of one database under a key prefix, and only those', async () => {
    const cached = memoPerDatabase<string>('prefix', 60_000);
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

  it("tells a database's listeners what was forgotten, replica included, and stops when asked", async () => {
    const cached = memoPerDatabase<string>('told', 60_000);
    const primary = {};
    const replica = {};
    shareCacheWithPrimary(replica, primary);
    const heard: string[][] = [];
    const stop = onMemoForget(primary, (name, keyPrefix) => heard.push([name, keyPrefix]));
    cached.forget(primary, 'user:1:');
    cached.forget(replica, 'user:2:');
    cached.forget({}, 'user:3:');
    stop();
    cached.forget(primary, 'user:4:');
    expect(heard).toEqual([
      ['told', 'user:1:'],
      ['told', 'user:2:'],
    ]);
  });

  it("applies another instance's forget by cache name without telling the listeners again", async () => {
    const settings = memoPerDatabase<string>('remote-settings', 60_000);
    const names = memoPerDatabase<string>('remote-names', 60_000);
    const db = {};
    const heard: string[] = [];
    onMemoForget(db, (name) => heard.push(name));
    await settings(db, 'site:en', async () => 'old settings');
    await names(db, 'site:en', async () => 'old names');
    forgetMemo(db, 'remote-settings', 'site:');
    forgetMemo(db, 'no-such-cache', '');
    expect(await settings(db, 'site:en', async () => 'new settings')).toBe('new settings');
    expect(await names(db, 'site:en', async () => 'new names')).toBe('old names');
    expect(heard).toEqual([]);

    forgetAllMemos(db);
    expect(await names(db, 'site:en', async () => 'names after a resync')).toBe('names after a resync');
  });
});
