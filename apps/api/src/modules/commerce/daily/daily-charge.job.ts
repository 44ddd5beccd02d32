// The nightly charge as a pg-boss cron job. At 00:05 UTC it charges the UTC day that has just started (the
// listings live at that moment pay for the day ahead, so the account stats' "days left" counts from tomorrow);
// five minutes of slack keeps it clear of jobs scheduled on the hour. A run can be asked for a given day
// (`{ day: 'yyyy-mm-dd' }`): a day already charged costs nothing again. A day the scheduler missed (no worker
// was running) is not charged afterwards. Each run first makes credit_usage's partitions of this month and the
// next two when missing (credit-usage-partitions.ts); a failure there is logged and the charge goes on (the rows
// of a month without a partition wait in the default partition).

import { isoDay } from '@rentals/shared/resources/credit-usage';
import { isIsoDate } from '@rentals/shared/resources/date-range';
import type { FastifyInstance } from 'fastify';
import { ensureUsagePartitions } from './credit-usage-partitions.ts';
import { chargeDay } from './daily-charge.ts';

export const DAILY_CHARGE_QUEUE = 'credits.daily-charge';
/** Every day at 00:05 UTC (pg-boss cron schedules are in UTC). */
export const DAILY_CHARGE_CRON = '5 0 * * *';

/** The day a run charges: the one asked for, else today (UTC). */
export function dayToCharge(data: unknown, now = new Date()): string {
  const asked = (data as { day?: unknown } | null | undefined)?.day;
  if (typeof asked === 'string' && isIsoDate(asked)) return asked;
  return isoDay(now);
}

export function defineDailyCharge(app: FastifyInstance) {
  app.jobs.define(
    DAILY_CHARGE_QUEUE,
    async (data) => {
      const day = dayToCharge(data);
      try {
        const made = await ensureUsagePartitions(app.db, isoDay(new Date()));
        if (made.length > 0) app.log.info({ partitions: made }, 'credit usage partitions made');
      } catch (error) {
        app.log.warn({ err: error }, 'credit usage partitions not made; the next run tries again');
      }
      const started = performance.now();
      const figures = await chargeDay(app.db, day, { mail: { mailer: app.mail, appUrl: app.config.appUrl } });
      app.log.info({ day, ...figures, ms: Math.round(performance.now() - started) }, 'daily credit charge');
    },
    { cron: DAILY_CHARGE_CRON },
  );
}
