// The benchmark's one table, on the terminal and in bench/results/latest.md with the run's context.
import type { LoadResult, LoadSettings } from './http-load.ts';
import type { Budget } from './scenarios.ts';
import type { LatencySummary } from './stats.ts';

export interface Row {
  name: string;
  /** What one request answers ("3,464 matches"). */
  note?: string;
  http: LoadResult;
  /** Absent for the bare Fastify route. */
  sql?: LatencySummary;
  /** The same SQL from a single client: the queries' own cost. */
  sqlAlone?: LatencySummary;
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
  sqlRuns: string;
  database: string;
}

const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const int = (v: number) => Math.round(v).toLocaleString('en-US');

export function ratio(row: Row): number | undefined {
  return row.sql ? row.http.latency.p95 / row.sql.p95 : undefined;
}

function budgetText(budget: Budget | undefined) {
  if (!budget) return '—';
  return `p95 <= ${budget.p95Ms} ms${budget.maxRatio ? `, <= ${budget.maxRatio}x SQL` : ''}`;
}

/** PASS, FAIL (with why) or — when there is neither a budget nor a failed request. */
export function verdict(row: Row): string {
  const why: string[] = [];
  if (row.http.failures > 0) why.push(`${row.http.failures} failed requests`);
  if (row.budget) {
    if (row.http.latency.p95 > row.budget.p95Ms) why.push('p95');
    const r = ratio(row);
    if (row.budget.maxRatio && r !== undefined && r > row.budget.maxRatio) why.push('API/SQL');
  }
  if (why.length) return `FAIL (${why.join(', ')})`;
  return row.budget ? 'PASS' : '—';
}

const HEADERS = ['scenario', 'p50 ms', 'p95 ms', 'req/s', 'non-2xx', 'SQL p50', 'SQL p95', 'API/SQL', 'budget', 'pass'];

function cells(row: Row): string[] {
  const r = ratio(row);
  return [
    row.name,
    ms(row.http.latency.p50),
    ms(row.http.latency.p95),
    int(row.http.requestsPerSecond),
    int(row.http.failures),
    ms(row.sql?.p50),
    ms(row.sql?.p95),
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
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(0).map((r) => line(cells(r)))].join(
    '\n',
  );
}

export function markdown(rows: Row[], context: RunContext): string {
  const md = (r: string[]) => `| ${r.join(' | ')} |`;
  const s = context.settings;
  const lines = [
    '# Benchmark results',
    '',
    `Run ${context.date.toISOString()} by \`npm run bench\` (bench/run.ts).`,
    '',
    `- Machine: ${context.machine}`,
    `- Node ${context.node}, PostgreSQL ${context.postgres}`,
    `- Database: ${context.database}, ${context.listings.toLocaleString('en-US')} listings (${context.active.toLocaleString('en-US')} active)`,
    `- HTTP load: autocannon, ${s.connections} connections, ${s.warmup} s warm-up then ${s.duration} s per scenario, against \`node apps/api/src/server.ts\` (NODE_ENV=production, LOG_LEVEL=warn, JOBS=false)`,
    `- SQL: ${context.sqlRuns}`,
    '',
    md(HEADERS),
    md(HEADERS.map((h, i) => (i === 0 || h === 'budget' || h === 'pass' ? '---' : '---:'))),
    ...rows.map((r) => md(cells(r))),
    '',
    'p50/p95: latency of every response in the measured seconds. SQL p50/p95: the same statements run directly through pg',
    `by as many concurrent clients as the HTTP load has connections, so API/SQL (p95 over p95) is what HTTP, validation,`,
    'card hydration and JSON add under the same load. The queries alone, one client at a time:',
    '',
    md(['scenario', 'answer', 'SQL p50 ms (1 client)', 'SQL p95 ms (1 client)']),
    md(['---', '---', '---:', '---:']),
    ...rows.filter((r) => r.sqlAlone).map((r) => md([r.name, r.note ?? '', ms(r.sqlAlone?.p50), ms(r.sqlAlone?.p95)])),
    '',
    'Budgets: DESIGN.md section 9.',
    '',
  ];
  return lines.join('\n');
}
