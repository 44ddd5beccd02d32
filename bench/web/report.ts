// bench/results/web.md: per page, the median of each figure over the Lighthouse runs, checked against the goal of
// DESIGN.md section 9, then each run's main figures (to see the spread) and the audits that did not pass.
import { FIXED_ITERATIONS } from './calibration.ts';
import { CATEGORIES, type Category, type RunFigures } from './lighthouse-runs.ts';

export interface PageRuns {
  /** "home", "city", "listing"; "static", "fixed script" for the calibration pages. */
  name: string;
  path: string;
  /** Where the page is served: the app, or the calibration server. */
  origin: string;
  runs: RunFigures[];
}

export interface WebContext {
  date: Date;
  origin: string;
  /** `chromium --version`. */
  chromium: string;
  machine: string;
  node: string;
  loadBefore: string;
  loadAfter: string;
}

/** DESIGN.md section 9 and issue 12: the public pages on a phone. */
export const GOAL = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, otherScores: 100 };
export const GOAL_TEXT =
  `performance >= ${GOAL.performance}, LCP <= ${GOAL.lcpMs / 1000} s, TBT <= ${GOAL.tbtMs} ms, ` +
  `CLS <= ${GOAL.cls}, accessibility, best practices and SEO ${GOAL.otherScores}`;

type Figure = Exclude<keyof RunFigures, 'scores' | 'failedAudits' | 'lighthouseVersion' | 'mainThread'>;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median on its own (so the medians may come from different runs). */
export function medians(runs: readonly RunFigures[]) {
  const of = (figure: Figure) => median(runs.map((run) => run[figure]));
  const score = (category: Category) => median(runs.map((run) => run.scores[category]));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    speedIndex: of('speedIndex'),
    transferBytes: of('transferBytes'),
    jsBytes: of('jsBytes'),
    cssBytes: of('cssBytes'),
  };
}

/** PASS, or FAIL with what missed the goal. */
export function verdict(m: ReturnType<typeof medians>): string {
  const missed: string[] = [];
  if (m.scores.performance < GOAL.performance) missed.push('performance');
  if (m.lcp > GOAL.lcpMs) missed.push('LCP');
  if (m.tbt > GOAL.tbtMs) missed.push('TBT');
  if (m.cls > GOAL.cls) missed.push('CLS');
  if (m.scores.accessibility < GOAL.otherScores) missed.push('a11y');
  if (m.scores['best-practices'] < GOAL.otherScores) missed.push('best practices');
  if (m.scores.seo < GOAL.otherScores) missed.push('SEO');
  return missed.length ? `FAIL (${missed.join(', ')})` : 'PASS';
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kb = (bytes: number) => Math.round(bytes / 1024).toLocaleString('en-US');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The run whose TBT is the median: the one whose main thread the report breaks down. */
export function medianTbtRun(runs: readonly RunFigures[]): RunFigures | undefined {
  const sorted = [...runs].sort((a, b) => a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** Per page, from its median-TBT run: the kinds of work, the scripts and the longest tasks (simulated 4x). */
export function mainThreadMarkdown(pages: readonly PageRuns[]): string[] {
  return pages.flatMap((page) => {
    const run = medianTbtRun(page.runs);
    if (!run) return [];
    const { byGroup, byScript, longTasks } = run.mainThread;
    return [
      `- **${page.name}** (run with TBT ${ms(run.tbt)}):`,
      `  - work: ${byGroup.map((g) => `${g.group} ${ms(g.ms)}`).join(', ') || 'none'}`,
      `  - scripts (evaluation + parse): ${byScript.map((s) => `\`${s.script}\` ${ms(s.evaluationMs)} + ${ms(s.parseMs)}`).join(', ') || 'none'}`,
      `  - longest tasks: ${longTasks.map((t) => `${ms(t.ms)} at ${(t.startMs / 1000).toFixed(2)} s (\`${t.script}\`)`).join(', ') || 'none'}`,
    ];
  });
}

export function calibrationMarkdown(calibration: readonly PageRuns[]): string[] {
  if (calibration.length === 0) return [];
  return [
    `Calibration (the same browser and runs, on pages of known work: "static" is HTML and CSS only, "fixed script" one script looping ${FIXED_ITERATIONS.toLocaleString('en-US')} times; a fixed-script TBT far above ~90 ms (its one task of ~140 ms on an idle machine, less the 50 ms TBT does not count) means the machine was slow or busy, not the app):`,
    '',
    row(['page', 'performance', 'TBT ms', 'TBT ms of each run', 'benchmark index']),
    row(['---', '---:', '---:', '---', '---:']),
    ...calibration.map((page) => {
      const m = medians(page.runs);
      return row([
        page.name,
        m.scores.performance,
        Math.round(m.tbt),
        page.runs.map((run) => Math.round(run.tbt)).join(', '),
        Math.round(median(page.runs.map((run) => run.benchmarkIndex))),
      ]);
    }),
    '',
  ];
}

export function webMarkdown(pages: readonly PageRuns[], calibration: readonly PageRuns[], context: WebContext): string {
  const first = pages[0]?.runs[0];
  const runCount = pages[0]?.runs.length ?? 0;
  const head = [
    'page',
    'path',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'Speed Index s',
    'transfer KB',
    'JS KB',
    'CSS KB',
    'goal',
  ];
  const summary = pages.map((page) => {
    const m = medians(page.runs);
    return row([
      page.name,
      `\`${page.path}\``,
      m.scores.performance,
      m.scores.accessibility,
      m.scores['best-practices'],
      m.scores.seo,
      seconds(m.fcp),
      seconds(m.lcp),
      Math.round(m.tbt),
      m.cls.toFixed(3),
      seconds(m.speedIndex),
      kb(m.transferBytes),
      kb(m.jsBytes),
      kb(m.cssBytes),
      verdict(m),
    ]);
  });
  const eachRun = pages.flatMap((page) =>
    page.runs.map((run, i) =>
      row([
        page.name,
        i + 1,
        run.scores.performance,
        seconds(run.fcp),
        seconds(run.lcp),
        Math.round(run.tbt),
        run.cls.toFixed(3),
        kb(run.transferBytes),
      ]),
    ),
  );
  const failed = pages.map((page) => {
    const audits = [...new Set(page.runs.flatMap((run) => run.failedAudits))];
    return `- ${page.name}: ${audits.length ? audits.map((a) => `\`${a}\``).join(', ') : 'none'}`;
  });
  return [
    '# Public pages in Lighthouse (mobile)',
    '',
    `Run ${context.date.toISOString()} by \`npm run bench:web\` (bench/web/run.ts).`,
    '',
    `- Lighthouse ${first?.lighthouseVersion ?? '?'}, default config: mobile (emulated phone, simulated slow 4G, 4x CPU slowdown)`,
    `- Browser: ${context.chromium}, headless; a fresh browser and profile for every run`,
    `- Machine: ${context.machine}; Lighthouse benchmark index ${first ? Math.round(first.benchmarkIndex) : '?'}; Node ${context.node}`,
    `- Machine load average (1, 5, 15 min): ${context.loadBefore} at the start, ${context.loadAfter} at the end`,
    `- App: \`npm run build\`, then the server (\`apps/api/src/server.ts\`, as \`npm start\` runs it) on a fresh embedded database (PGlite) with the demo data, at ${context.origin}; each page fetched once before the runs`,
    `- Figures: the median of ${runCount} run${runCount === 1 ? '' : 's'} per page, each figure on its own (a run Lighthouse cannot complete, e.g. NO_NAVSTART, is run again); transfer, JS and CSS are bytes over the network (compressed when the server compresses)`,
    '',
    `Goal (DESIGN.md section 9): ${GOAL_TEXT}.`,
    '',
    row(head),
    row(head.map((h, i) => (i < 2 || h === 'goal' ? '---' : '---:'))),
    ...summary,
    '',
    ...calibrationMarkdown(calibration),
    'Where the main thread went (Lighthouse, simulated 4x slowdown; the median-TBT run of each page):',
    '',
    ...mainThreadMarkdown(pages),
    '',
    'Each run:',
    '',
    row(['page', 'run', 'performance', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'transfer KB']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...eachRun,
    '',
    'Audits that count in accessibility, best practices or SEO and did not pass (in any run):',
    '',
    ...failed,
    '',
  ].join('\n');
}
