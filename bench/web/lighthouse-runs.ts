// One Lighthouse run of a page: a fresh headless Debian Chromium (its own user-data dir, killed afterwards),
// Lighthouse's default config (mobile: emulated phone, simulated slow 4G and 4x CPU slowdown), and the figures
// the report keeps. Never downloads a browser: CHROME_PATH or /usr/bin/chromium.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** DESIGN.md section 8: how headless Debian Chromium runs here. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunFigures {
  /** 0-100 per category. */
  scores: Record<Category, number>;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes over the network: everything, scripts, stylesheets. */
  transferBytes: number;
  jsBytes: number;
  cssBytes: number;
  /** Audits that count in accessibility, best practices or SEO and did not pass: "seo: canonical". */
  failedAudits: string[];
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's CPU (higher is faster). */
  benchmarkIndex: number;
  /** Where the main thread went, so a regression explains itself. */
  mainThread: MainThreadFigures;
}

export interface MainThreadFigures {
  /** Milliseconds per kind of work (script evaluation, style and layout, ...), largest first. */
  byGroup: { group: string; ms: number }[];
  /** Milliseconds of script evaluation and of parse and compile per script, largest first. */
  byScript: { script: string; evaluationMs: number; parseMs: number }[];
  /** The longest main-thread tasks (simulated, as TBT counts them): what ran, when it started, how long. */
  longTasks: { script: string; startMs: number; ms: number }[];
}

/** "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)" (the user agent says only 156.0.0.0). */
export async function chromiumVersion(): Promise<string> {
  const { stdout } = await promisify(execFile)(CHROME_PATH, ['--version']);
  return stdout.trim().split('\n').at(-1) ?? 'unknown';
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${audit}`);
  return value;
}

/** Transfer bytes of one resource type from the resource-summary audit ('script', 'stylesheet'). */
function transferOf(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details;
  const items =
    details && 'items' in details ? (details.items as { resourceType?: string; transferSize?: number }[]) : [];
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;
}

function failedAudits(lhr: Result): string[] {
  const failed: string[] = [];
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && typeof score === 'number' && score < 1) failed.push(`${category}: ${ref.id}`);
    }
  }
  return failed;
}

/** A run Lighthouse itself could not complete (e.g. NO_NAVSTART, "Please run Lighthouse again"). */
export class LighthouseRunError extends Error {
  code: string;
  constructor(url: string, code: string, message: string) {
    super(`Lighthouse on ${url}: ${message}`);
    this.code = code;
  }
}

type AuditItem = Record<string, unknown>;
function itemsOf(lhr: Result, audit: string): AuditItem[] {
  const details = lhr.audits[audit]?.details;
  return details && 'items' in details ? (details.items as AuditItem[]) : [];
}

/** "/assets/vendor-Ab12.js" of a script's URL; Lighthouse's own labels ("Unattributable", "Other") as they are. */
export function scriptName(url: unknown): string {
  if (typeof url !== 'string') return '?';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

const TOP = 5;
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

export function mainThreadOf(lhr: Result): MainThreadFigures {
  return {
    byGroup: itemsOf(lhr, 'mainthread-work-breakdown')
      .map((item) => ({ group: String(item.groupLabel ?? item.group), ms: num(item.duration) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, TOP),
    byScript: itemsOf(lhr, 'bootup-time')
      .map((item) => ({
        script: scriptName(item.url),
        evaluationMs: num(item.scripting),
        parseMs: num(item.scriptParseCompile),
      }))
      .sort((a, b) => b.evaluationMs + b.parseMs - (a.evaluationMs + a.parseMs))
      .slice(0, TOP),
    longTasks: itemsOf(lhr, 'long-tasks')
      .map((item) => ({ script: scriptName(item.url), startMs: num(item.startTime), ms: num(item.duration) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, TOP),
  };
}

export function figuresOf(lhr: Result): RunFigures {
  if (lhr.runtimeError) {
    throw new LighthouseRunError(lhr.finalDisplayedUrl, lhr.runtimeError.code, lhr.runtimeError.message);
  }
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
    scores[category] = Math.round(score * 100);
  }
  return {
    scores,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: transferOf(lhr, 'script'),
    cssBytes: transferOf(lhr, 'stylesheet'),
    failedAudits: failedAudits(lhr),
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread: mainThreadOf(lhr),
  };
}

/**
 * Lighthouse once on `url` in a Chromium of its own. `htmlReport`: where to write Lighthouse's HTML report
 * (to see why a figure is what it is), or nothing.
 */
export async function lighthouseRun(url: string, htmlReport?: string): Promise<RunFigures> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'rentals-lighthouse-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: htmlReport ? 'html' : 'json',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (htmlReport) await writeFile(htmlReport, String(result.report));
    return figuresOf(result.lhr);
  } finally {
    chrome?.kill();
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** lighthouseRun, again (at most `attempts` in all) when Lighthouse could not complete the run; other errors throw. */
export async function lighthouseRunWithRetries(
  url: string,
  htmlReport: string | undefined,
  attempts: number,
  log: (line: string) => void,
): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, htmlReport);
    } catch (err) {
      if (!(err instanceof LighthouseRunError) || attempt >= attempts) throw err;
      log(`  Lighthouse could not complete the run (${err.code}); running it again`);
    }
  }
}
