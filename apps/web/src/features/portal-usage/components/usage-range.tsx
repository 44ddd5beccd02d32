// The usage page's period (components/day-range-fields.tsx): past days only, at most MAX_USAGE_DAYS.
import { isoDay, MAX_USAGE_DAYS } from '@rentals/shared/resources/credit-usage';
import { type DayRange, DayRangeFields } from '../../../components/day-range-fields.tsx';

export { type DayRange, lastDays } from '../../../components/day-range-fields.tsx';

export const PRESET_DAYS = [7, 30, 90] as const;

export function UsageRange({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  return (
    <DayRangeFields
      value={value}
      onChange={onChange}
      maxDays={MAX_USAGE_DAYS}
      presets={PRESET_DAYS}
      texts="portalUsage.range"
      testIds="usage"
      lastDay={isoDay(new Date())}
    />
  );
}
