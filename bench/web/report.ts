// bench/results/web.md: per page, the median of each figure over the Lighthouse runs, checked against the goal of
// DESIGN.md section 9, then each run's main figures (to see the spread) and the audits that did not pass.
import { CATEGORIES, type Category, type RunFigures } from './lighthouse-runs.ts';

export interface PageRuns {
  /** "home", "city", "listing". */
  name: string;
  path: string;
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

type Figure = Exclude<keyof RunFigures, 'scores' | 'failedAudits' | 'lighthouseVersion'>;

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

export function webMarkdown(pages: readonly PageRuns[], context: WebContext): string {
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
