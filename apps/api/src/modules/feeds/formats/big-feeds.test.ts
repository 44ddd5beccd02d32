// Large feeds, generated as a stream and parsed as one: every entry comes out, and the heap that stays in use
// (measured after garbage collection while parsing) stays a small fraction of the feed's size. The figures are
// printed, not asserted tightly (the machine's load varies). 25,000 entries in `npm test`; FEED_ENTRIES=100000
// for the figures in docs/feeds.md.
import { Transform } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { generateFeed } from '../fixtures/generate-feed.ts';
import { parseFeed } from './index.ts';
import type { FeedFormat } from './types.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const COUNT = Number(process.env.FEED_ENTRIES ?? 25_000);
const MB = 1024 * 1024;

async function measure(format: FeedFormat, options: { badEvery?: number } = {}) {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  const source = generateFeed(format, COUNT, options).pipe(counter);
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let retainedPeak = 0;
  let ok = 0;
  let failed = 0;
  let fatal = 0;
  let n = 0;
  const started = performance.now();
  for await (const item of parseFeed(format, source)) {
    if (item.ok) ok++;
    else if (item.fatal) fatal++;
    else failed++;
    if (++n % 25_000 === 0) {
      gc();
      retainedPeak = Math.max(retainedPeak, process.memoryUsage().heapUsed - baseline);
    }
  }
  const ms = performance.now() - started;
  console.info(
    `${format}: ${COUNT.toLocaleString('en')} entries, ${(bytes / MB).toFixed(1)} MB parsed in ${(ms / 1000).toFixed(1)} s ` +
      `(${Math.round(COUNT / (ms / 1000)).toLocaleString('en')}/s); heap retained while parsing: ${(retainedPeak / MB).toFixed(1)} MB`,
  );
  return { ok, failed, fatal, bytes, retainedPeak };
}

describe(`a ${COUNT.toLocaleString('en')}-listing feed`, () => {
  it('parses as a stream in CSV, keeping memory low', { timeout: 180_000 }, async () => {
    const r = await measure('csv', { badEvery: 1000 });
    expect(r).toMatchObject({ ok: COUNT - COUNT / 1000, failed: COUNT / 1000, fatal: 0 });
    // The ids seen (to refuse duplicates) are most of what stays: ~8 MB, against a 33 MB file at 100,000.
    expect(r.retainedPeak).toBeLessThan(r.bytes / 2);
  });

  it('parses as a stream in HotPads XML, keeping memory low', { timeout: 180_000 }, async () => {
    const r = await measure('hotpads');
    expect(r).toMatchObject({ ok: COUNT, failed: 0, fatal: 0 });
    expect(r.retainedPeak).toBeLessThan(r.bytes / 5); // a 100 MB document at 100,000
  });
});
