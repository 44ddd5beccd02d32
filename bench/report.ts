// The benchmark's one table, on the terminal and in bench/results/latest.md with the run's context.
//
// p50, p95 and req/s: the API under load (all connections at once). API/SQL compares like with like, one
// request at a time: the API's p95 with a single connection over the p95 of the same SQL run directly by a
// single client, so it is what HTTP, validation, card hydration and JSON add to the queries. (Under load
// both sides queue for the same two cores, and the ratio would measure the queueing instead.)
import type { LoadResult, LoadSettings } from './http-load.ts';
import type { Budget } from './scenarios.ts';
import type { LatencySummary } from './stats.ts';

export interface Row {
  name: string;
  /** What one request answers ("3,464 matches"). */
  note?: string;
  /** The API under load. */
  http: LoadResult;
  /** The API, one connection. Absent for the bare Fastify route, like the SQL figures. */
  httpAlone?: LoadResult;
  /** The same SQL, one client. */
  sql?: LatencySummary;
  /** The same SQL, as many clients as the load has connections. */
  sqlLoaded?: LatencySummary;
  budget?: Budget;
}

export interface RunContext {
  date: Date;
  machine: string;
  node: string;
  postgres: string;
  listings: number;
  active: number;
  settings: LoadSettings;
  single: string;
  database: string;
}

const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const int = (v: number) => Math.round(v).toLocaleString('en-US');

export function ratio(row: Row): number | undefined {
  return row.sql && row.httpAlone ? row.httpAlone.latency.p95 / row.sql.p95 : undefined;
}

function budgetText(budget: Budget | undefined) {
  if (!budget) return '—';
  return `p95 <= ${budget.p95Ms} ms${budget.maxRatio ? `, <= ${budget.maxRatio}x SQL` : ''}`;
}

/** PASS, FAIL (with why) or — when there is neither a budget nor a failed request. */
export function verdict(row: Row): string {
  const why: string[] = [];
  const failures = row.http.failures + (row.httpAlone?.failures ?? 0);
  if (failures > 0) why.push(`${failures} failed requests`);
  if (row.budget) {
    if (row.http.latency.p95 > row.budget.p95Ms) why.push('p95');
    const r = ratio(row);
    if (row.budget.maxRatio && r !== undefined && r > row.budget.maxRatio) why.push('API/SQL');
  }
  if (why.length) return `FAIL (${why.join(', ')})`;
  return row.budget ? 'PASS' : '—';
}

const HEADERS = [
  'scenario',
  'p50 ms',
  'p95 ms',
  'req/s',
  'non-2xx',
  'SQL p50',
  'SQL p95',
  '1-conn p95',
  'API/SQL',
  'budget',
  'pass',
];

function cells(row: Row): string[] {
  const r = ratio(row);
  return [
    row.name,
    ms(row.http.latency.p50),
    ms(row.http.latency.p95),
    int(row.http.requestsPerSecond),
    int(row.http.failures + (row.httpAlone?.failures ?? 0)),
    ms(row.sql?.p50),
    ms(row.sql?.p95),
    ms(row.httpAlone?.latency.p95),
    r === undefined ? '—' : `${r.toFixed(2)}x`,
    budgetText(row.budget),
    verdict(row),
  ];
}

export function terminalTable(rows: Row[]): string {
  const table = [HEADERS, ...rows.map(cells)];
  const widths = HEADERS.map((_, i) => Math.max(...table.map((r) => (r[i] as string).length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r) => line(cells(r)))].join('\n');
}

export function markdown(rows: Row[], context: RunContext): string {
  const md = (r: string[]) => `| ${r.join(' | ')} |`;
  const s = context.settings;
  const listings = `${context.listings.toLocaleString('en-US')} listings (${context.active.toLocaleString('en-US')} active)`;
  return [
    '# Benchmark results',
    '',
    `Run ${context.date.toISOString()} by \`npm run bench\` (bench/run.ts).`,
    '',
    `- Machine: ${context.machine}`,
    `- Node ${context.node}, PostgreSQL ${context.postgres}`,
    `- Database: ${context.database}, ${listings}, made by the demo generator`,
    `- Load: autocannon, ${s.connections} connections, ${s.warmup} s warm-up then ${s.duration} s per scenario, against ` +
      '`node apps/api/src/server.ts` (NODE_ENV=production, LOG_LEVEL=warn, JOBS=false)',
    `- One at a time: ${context.single}`,
    '',
    md(HEADERS),
    md(HEADERS.map((h, i) => (i === 0 || h === 'budget' || h === 'pass' ? '---' : '---:'))),
    ...rows.map((r) => md(cells(r))),
    '',
    `p50, p95, req/s and non-2xx: the API under the load (${s.connections} connections). SQL p50/p95: the same statements`,
    'run directly through pg by one client. 1-conn p95: the API with one connection. API/SQL: 1-conn p95 over SQL p95,',
    'what HTTP, validation, card hydration and JSON add to the queries (under load both would queue for the same cores).',
    '',
    `What each scenario answers, and its SQL under the same load (${s.connections} clients at once):`,
    '',
    md(['scenario', 'answer', 'SQL p50 ms (loaded)', 'SQL p95 ms (loaded)']),
    md(['---', '---', '---:', '---:']),
    ...rows
      .filter((r) => r.sqlLoaded)
      .map((r) => md([r.name, r.note ?? '', ms(r.sqlLoaded?.p50), ms(r.sqlLoaded?.p95)])),
    '',
    'Budgets: DESIGN.md section 9.',
    '',
  ].join('\n');
}
