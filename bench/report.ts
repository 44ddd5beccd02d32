// The benchmark's one table, on the terminal and in bench/results/latest.md with the run's context.
//
// The API is measured twice: under load (all connections at once: p50, p95, req/s; the budgets' p95) and one
// request at a time (1-conn p95). API/SQL compares like with like, one request at a time: the API's p95 with a
// single connection over the p95 of the same SQL run directly by a single client, so it is what HTTP,
// validation, card hydration and JSON add to the queries. (Under load both sides queue for the same two
// cores, and the ratio would measure the queueing instead.)
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
  /** The row this one is compared with (the server-rendered page with the JSON search of the same page). */
  compareTo?: string;
}

export interface RunContext {
  date: Date;
  machine: string;
  node: string;
  postgres: string;
  listings: number;
  active: number;
  users: number;
  /** See DatabaseFacts.locationOrder. */
  locationOrder: number | null;
  settings: LoadSettings;
  single: string;
  /** Seconds of the one-connection API measurement. */
  singleSeconds: number;
  database: string;
  /** `uptime` load averages when the run started and ended, e.g. "2.61, 5.63, 6.06". */
  loadBefore: string;
  loadAfter: string;
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

/** The columns, named with what they measure: `N conn` the API under N connections, `1 client` the SQL alone. */
function headers(connections: number): string[] {
  const loaded = `${connections} conn`;
  return [
    'scenario',
    `p50 ms, ${loaded}`,
    `p95 ms, ${loaded}`,
    `req/s, ${loaded}`,
    'non-2xx',
    'p95 ms, 1 conn',
    'SQL p50 ms, 1 client',
    'SQL p95 ms, 1 client',
    'API/SQL',
    'budget',
    'pass',
  ];
}

function cells(row: Row): string[] {
  const r = ratio(row);
  return [
    row.name,
    ms(row.http.latency.p50),
    ms(row.http.latency.p95),
    int(row.http.requestsPerSecond),
    int(row.http.failures + (row.httpAlone?.failures ?? 0)),
    ms(row.httpAlone?.latency.p95),
    ms(row.sql?.p50),
    ms(row.sql?.p95),
    r === undefined ? '—' : `${r.toFixed(2)}x`,
    budgetText(row.budget),
    verdict(row),
  ];
}

/**
 * A page against its JSON: "ratio to JSON search: 2.10x", p95 over p95 under load (the budget's figure) and
 * one request at a time.
 */
export function comparisons(rows: Row[], connections: number): string[] {
  return rows.flatMap((row) => {
    const other = rows.find((r) => r.name === row.compareTo);
    if (!other) return [];
    const times = (a: number | undefined, b: number | undefined) =>
      a === undefined || b === undefined ? '—' : `${(a / b).toFixed(2)}x`;
    return [
      `- ${row.name}: p95 ${ms(row.http.latency.p95)} ms at ${connections} conn, ` +
        `ratio to JSON search: ${times(row.http.latency.p95, other.http.latency.p95)} ` +
        `("${other.name}", p95 ${ms(other.http.latency.p95)} ms); one at a time: ` +
        `${times(row.httpAlone?.latency.p95, other.httpAlone?.latency.p95)} ` +
        `(p95 ${ms(row.httpAlone?.latency.p95)} vs ${ms(other.httpAlone?.latency.p95)} ms)`,
    ];
  });
}

export function terminalTable(rows: Row[], connections: number): string {
  const head = headers(connections);
  const table = [head, ...rows.map(cells)];
  const widths = head.map((_, i) => Math.max(...table.map((r) => (r[i] as string).length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r) => line(cells(r)))].join('\n');
}

function orderText(correlation: number | null) {
  if (correlation === null) return 'unknown (not analysed)';
  const layout = Math.abs(correlation) >= 0.9 ? 'by location (clustered after the bulk fill)' : 'not by location';
  return `${layout}, province_id correlation ${correlation.toFixed(2)}`;
}

export function markdown(rows: Row[], context: RunContext): string {
  const md = (r: string[]) => `| ${r.join(' | ')} |`;
  const s = context.settings;
  const listings =
    `${context.listings.toLocaleString('en-US')} listings (${context.active.toLocaleString('en-US')} active) and ` +
    `${context.users.toLocaleString('en-US')} users`;
  const head = headers(s.connections);
  return [
    '# Benchmark results',
    '',
    `Run ${context.date.toISOString()} by \`npm run bench\` (bench/run.ts).`,
    '',
    `- Machine: ${context.machine}`,
    `- Node ${context.node}, PostgreSQL ${context.postgres}`,
    `- Database: ${context.database}, ${listings}, made by the demo generator; table order: ${orderText(context.locationOrder)}`,
    `- Load: autocannon, ${s.connections} connections, ${s.warmup} s warm-up then ${s.duration} s per scenario, against ` +
      '`node apps/api/src/server.ts` (NODE_ENV=production, LOG_LEVEL=warn, JOBS=false) serving the web build of `npm run build`',
    `- One at a time: ${context.single}`,
    `- Machine load average (1, 5, 15 min): ${context.loadBefore} at the start, ${context.loadAfter} at the end`,
    '',
    md(head),
    md(head.map((h, i) => (i === 0 || h === 'budget' || h === 'pass' ? '---' : '---:'))),
    ...rows.map((r) => md(cells(r))),
    '',
    ...(comparisons(rows, s.connections).length
      ? [
          'Server-rendered HTML against the JSON search of the same page (both asked for `accept-encoding: br, gzip`,',
          'as a browser does, so compressing on the fly counts):',
          '',
          ...comparisons(rows, s.connections),
          '',
        ]
      : []),
    'How each column is measured:',
    '',
    `- p50 ms, p95 ms, req/s, ${s.connections} conn: the API over HTTP under load, ${s.connections} autocannon connections at once`,
    `  for ${s.duration} s (after ${s.warmup} s of warm-up); latency of every response, nearest-rank percentiles.`,
    '- non-2xx: failed requests and non-2xx answers, under load and alone together.',
    `- p95 ms, 1 conn: the API over HTTP with a single connection, one request at a time (${context.singleSeconds} s).`,
    '- SQL p50/p95 ms, 1 client: the statements the endpoint runs (for a search: the page of ids, the total and the',
    "  cards; for a back-office or landlord list: listPage, the page, its rows' roles or cover photos and the capped",
    '  count), called directly through pg by one client, one at a time (no HTTP, validation or JSON). The admin users',
    "  requests carry a Site Owner's bearer token and the landlord ones the bench company's landlord's (20,000 listings,",
    '  200,000 leads: bench/landlord-portfolio.ts): their API figures also include resolving it (the token, the user,',
    '  its roles and permissions).',
    '- API/SQL: p95 ms, 1 conn over SQL p95 ms, 1 client: what the API adds to its queries, like with like (under load',
    '  both would queue for the same cores).',
    `- pass: the budget's p95 is checked against p95 ms, ${s.connections} conn; its API/SQL ratio against API/SQL.`,
    '',
    `What each scenario answers, and its SQL under the same load (${s.connections} clients at once):`,
    '',
    md(['scenario', 'answer', 'SQL p50 ms (loaded)', 'SQL p95 ms (loaded)']),
    md(['---', '---', '---:', '---:']),
    ...rows
      .filter((r) => r.note !== undefined)
      .map((r) => md([r.name, r.note ?? '', ms(r.sqlLoaded?.p50), ms(r.sqlLoaded?.p95)])),
    '',
    'Budgets: DESIGN.md section 9; the landlord scenarios: issue 13 section 5.',
    '',
  ].join('\n');
}
