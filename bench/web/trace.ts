// npm run bench:web:trace -- URL [--throttle N] [--phone|--desktop]
// Where a page's main thread goes as it loads, on this machine's Debian Chromium with the CPU slowed down N
// times (default 4, as Lighthouse's mobile run): every task over 50 ms, what the browser did in it (parse,
// style, layout, script), the functions that filled it (source-mapped through the build's .map files), and
// what made the browser match every element's style again. A bench:web regression explains itself here.
// The app must be running (npm start, or bench:web's server); the URL is any page of it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './lighthouse-runs.ts';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[] } };
}

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}

interface CpuProfile {
  nodes?: { id: number; parent?: number; callFrame: CallFrame }[];
  samples?: number[];
}

const maps = new Map<string, TraceMap | null>();

/** "name file:line" of a frame, in the source when the chunk's source map says where. */
function frameName(frame: CallFrame): string {
  const asset = /\/assets\/[^?#]+\.js/.exec(frame.url ?? '')?.[0];
  if (asset && !maps.has(asset)) {
    const file = path.join(DIST, `${asset}.map`);
    maps.set(asset, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  const map = asset ? maps.get(asset) : null;
  if (map && frame.lineNumber >= 0) {
    const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (at.source) {
      const source = at.source.replace(/.*node_modules\//, '').replace(/.*apps\/web\/src\//, 'src/');
      return `${at.name ?? frame.functionName ?? '?'} ${source}:${at.line}`;
    }
  }
  return `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(/.*\//, '')}`.trim();
}

async function traceEvents(url: string, throttle: number, phone: boolean): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext(
      phone
        ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
        : { viewport: { width: 1350, height: 940 } },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.invalidationTracking',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return trace.traceEvents;
  } finally {
    await browser.close();
  }
}

/** The page's main thread: the renderer thread that laid something out. */
function mainThread(events: TraceEvent[]): number | undefined {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return threads.find((t) => events.some((e) => e.tid === t.tid && e.name === 'Layout'))?.tid;
}

/** The CPU profile's samples on the main thread: time and call stack (innermost first). */
function samples(events: TraceEvent[], tid: number): { ts: number; stack: string[] }[] {
  const profiles = new Set(events.filter((e) => e.name === 'Profile' && e.tid === tid).map((e) => e.id));
  const nodes = new Map<number, { parent?: number; callFrame: CallFrame }>();
  const found: { ts: number; id: number }[] = [];
  let time = 0;
  for (const event of events) {
    if (!profiles.has(event.id)) continue;
    if (event.name === 'Profile') time = Number(event.args?.data?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      time += data?.timeDeltas?.[i] ?? 0;
      found.push({ ts: time, id });
    });
  }
  return found.map(({ ts, id }) => {
    const stack: string[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      stack.push(frameName(node.callFrame));
    }
    return { ts, stack };
  });
}

const top = (counts: Map<string, number>, total: number, count: number) =>
  [...counts]
    .filter(([name]) => !/^\((program|idle|root)\)/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `      ${Math.round((n / total) * 100)}% ${name}`);

function report(events: TraceEvent[]) {
  const tid = mainThread(events);
  if (tid === undefined) throw new Error('No renderer main thread in the trace');
  const main = events.filter((e) => e.tid === tid).sort((a, b) => a.ts - b.ts);
  const start = main.find((e) => e.name === 'navigationStart')?.ts ?? main[0]?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  const ms = (us: number) => Math.round(us / 1000);
  const stacks = samples(events, tid);
  let blocking = 0;
  let blockingAfterFcp = 0;
  for (const task of main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > LONG_TASK_MS * 1000)) {
    const end = task.ts + (task.dur ?? 0);
    blocking += ms(task.dur ?? 0) - LONG_TASK_MS;
    if (task.ts >= fcp) blockingAfterFcp += ms(task.dur ?? 0) - LONG_TASK_MS;
    const inside = main.filter(
      (e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 5000,
    );
    const work = [...new Set(inside.map((e) => `${e.name} ${ms(e.dur ?? 0)}`))].slice(0, 6).join(', ');
    console.log(`\n${ms(task.ts - start)} ms: a task of ${ms(task.dur ?? 0)} ms (${work})`);
    const within = stacks.filter((s) => s.ts >= task.ts && s.ts < end);
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    for (const { stack } of within) {
      if (stack[0]) self.set(stack[0], (self.get(stack[0]) ?? 0) + 1);
      for (const name of new Set(stack.filter((n) => /src\//.test(n))))
        inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    }
    if (within.length > 0) {
      console.log(['    most time in:', ...top(self, within.length, 6)].join('\n'));
      const ours = top(inclusive, within.length, 6);
      if (ours.length > 0) console.log(['    under the app code:', ...ours].join('\n'));
    }
    const restyled = inside.filter((e) => e.name === 'UpdateLayoutTree' && (e.dur ?? 0) > 10_000);
    for (const recalc of restyled) {
      const cause = main.findLast(
        (e) => e.ts < recalc.ts && /StyleRecalcInvalidationTracking|ScheduleStyleInvalidationTracking/.test(e.name),
      );
      const data = cause?.args?.data as { nodeName?: string; reason?: string; stackTrace?: CallFrame[] } | undefined;
      if (data?.stackTrace?.[0]) {
        console.log(
          `    style of the page matched again (${ms(recalc.dur ?? 0)} ms) after ${data.reason ?? 'a change'} on ${data.nodeName ?? '?'} by ${frameName(data.stackTrace[0])}`,
        );
      }
    }
  }
  console.log(
    `\nFirst contentful paint at ${ms(fcp - start)} ms; blocking time over ${LONG_TASK_MS} ms: ${blocking} ms in all, ${blockingAfterFcp} ms after the first paint (as observed, not Lighthouse's simulation).`,
  );
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { throttle: { type: 'string', default: '4' }, desktop: { type: 'boolean' }, phone: { type: 'boolean' } },
});
const url = positionals[0];
const throttle = Number(values.throttle);
if (!url || !/^https?:\/\//.test(url) || !(throttle >= 1 && throttle <= 20)) {
  console.error(
    'Usage: npm run bench:web:trace -- http://localhost:3000/rentals/ontario/toronto [--throttle 1-20] [--desktop]',
  );
  process.exit(2);
}
report(await traceEvents(url, throttle, !values.desktop));
