// How many rows a statement would return, as the planner estimates it (EXPLAIN plans, never runs, it),
// rounded to three significant digits: "About 20,300". For totals past what is worth counting exactly.
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../db/client.ts';

type ExplainPlan = [{ Plan: { 'Plan Rows': number } }];

export async function plannerEstimate(db: Queryable, query: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': ExplainPlan | string }>(db, sql`explain (format json) ${query}`);
  const value = row?.['QUERY PLAN'];
  const plan: ExplainPlan | undefined = typeof value === 'string' ? JSON.parse(value) : value;
  const rows = Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
  const unit = 10 ** Math.max(0, String(rows).length - 3);
  return Math.round(rows / unit) * unit;
}
