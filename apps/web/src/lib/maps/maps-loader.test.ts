import { describe, expect, it, vi } from 'vitest';
import { loadWithRetries, MAPS_RETRIES, MapsLoadError, retryDelay } from './maps-loader.ts';

describe('maps loader', () => {
  it('waits attempt x 2^attempt ms before each retry (spec 9)', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([2, 8, 24]);
  });

  it('succeeds on a later attempt after failures', async () => {
    const waits: number[] = [];
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('net'))
      .mockRejectedValueOnce(new Error('net'))
      .mockResolvedValue('maps');
    await expect(loadWithRetries(load, MAPS_RETRIES, async (ms) => void waits.push(ms))).resolves.toBe('maps');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([2, 8]);
  });

  it('gives up after 3 retries with an error', async () => {
    const waits: number[] = [];
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(loadWithRetries(load, MAPS_RETRIES, async (ms) => void waits.push(ms))).rejects.toBeInstanceOf(
      MapsLoadError,
    );
    expect(load).toHaveBeenCalledTimes(1 + MAPS_RETRIES);
    expect(waits).toEqual([2, 8, 24]);
  });
});
