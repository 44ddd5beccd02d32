// Amounts as people type them in the back office (dollars with up to 2 decimals, percentages with up to 3)
// and as they are stored (integer cents; tax rates in thousandths of a percent: 9.975% = 9975). Strings are
// split by hand, never multiplied as floats, so "0.29" is 29 cents and not 28.999....
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';

/** "25", "25.5", "25.50"; at most 7 digits before the point ($9,999,999.99). */
export const DOLLARS_INPUT = /^\d{1,7}(\.\d{1,2})?$/;
/** "5", "9.975", "100"; at most 3 decimals. */
export const PERCENT_INPUT = /^\d{1,3}(\.\d{1,3})?$/;

function scaled(value: string, decimals: number): number {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

function unscaled(value: number, decimals: number, keepZeros: boolean): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(value / scale);
  const fraction = String(value % scale).padStart(decimals, '0');
  const shown = keepZeros ? fraction : fraction.replace(/0+$/, '');
  return shown ? `${whole}.${shown}` : String(whole);
}

/** "25.5" -> 2550; null when it is not an amount in dollars. */
export const dollarsToCents = (dollars: string): number | null =>
  DOLLARS_INPUT.test(dollars.trim()) ? scaled(dollars, 2) : null;

/** 2550 -> "25.50", 2500 -> "25.00": what a dollars field shows. */
export const centsToDollars = (cents: number): string => unscaled(cents, 2, true);

/** "9.975" -> 9975; null when it is not a percentage with up to 3 decimals, or above 100. */
export function percentToRate(percent: string): number | null {
  if (!PERCENT_INPUT.test(percent.trim())) return null;
  const rate = scaled(percent, 3);
  return rate <= 100_000 ? rate : null;
}

/** 9975 -> "9.975", 5000 -> "5": what a percentage field shows. */
export const rateToPercent = (rate: number): string => unscaled(rate, 3, false);

/** A dollars field of a form: required, "The price field format is invalid.", at least 0.01. */
export const dollarsField = () =>
  text()
    .trim()
    .min(1)
    .superRefine((value, ctx) => {
      // One message at a time, and never an aborting one: the form's checks across fields still run.
      if (!DOLLARS_INPUT.test(value)) ctx.addIssue({ code: 'custom', ...ruleParams('regex') });
      else if ((dollarsToCents(value) ?? 0) < 1)
        ctx.addIssue({ code: 'custom', ...ruleParams('min.numeric', { min: '0.01' }) });
    });

/** A percentage field of a form: required, up to 3 decimals, at most 100. */
export const percentField = () =>
  text()
    .trim()
    .min(1)
    .superRefine((value, ctx) => {
      if (!PERCENT_INPUT.test(value)) ctx.addIssue({ code: 'custom', ...ruleParams('regex') });
      else if (percentToRate(value) === null)
        ctx.addIssue({ code: 'custom', ...ruleParams('max.numeric', { max: 100 }) });
    });
