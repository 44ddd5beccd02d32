// The usage page's period: two day fields (native date inputs: a calendar on every phone, typed by keyboard)
// and the quick periods. A valid change applies at once; an end before the start, or more than
// MAX_USAGE_DAYS days, is said under the field and not applied.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { addDays, daysBetween, isoDay, MAX_USAGE_DAYS } from '@rentals/shared/resources/credit-usage';
import { isIsoDate } from '@rentals/shared/resources/date-range';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DayRange {
  from: string;
  to: string;
}

export const PRESET_DAYS = [7, 30, 90] as const;

/** The last `days` days, today included (UTC days, like the charge). */
export const lastDays = (days: number, today = isoDay(new Date())): DayRange => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

type RangeError = 'required' | 'order' | 'tooLong' | null;

function check(range: DayRange): { from: RangeError; to: RangeError } {
  const from = isIsoDate(range.from) ? null : 'required';
  const to = isIsoDate(range.to) ? null : 'required';
  if (from || to) return { from, to };
  if (range.to < range.from) return { from: null, to: 'order' };
  if (daysBetween(range.from, range.to) > MAX_USAGE_DAYS) return { from: 'tooLong', to: null };
  return { from: null, to: null };
}

export function UsageRange({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const errors = check(draft);
  const message = (error: RangeError) => (error ? t(`portalUsage.range.${error}`, { max: MAX_USAGE_DAYS }) : undefined);

  const change = (next: DayRange) => {
    setDraft(next);
    const problems = check(next);
    if (!problems.from && !problems.to) onChange(next);
  };
  const today = isoDay(new Date());

  return (
    <Stack component="fieldset" gap="xs" m={0} p={0} style={{ border: 0 }} aria-labelledby={legendId}>
      <Text component="legend" id={legendId} fw={600} size="sm" p={0}>
        {t('portalUsage.range.legend')}
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('portalUsage.range.from')}
          value={draft.from}
          max={draft.to || today}
          onChange={(e) => change({ ...draft, from: e.currentTarget.value })}
          error={message(errors.from)}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
          data-testid="usage-from"
        />
        <TextInput
          type="date"
          label={t('portalUsage.range.to')}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => change({ ...draft, to: e.currentTarget.value })}
          error={message(errors.to)}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
          data-testid="usage-to"
        />
      </Group>
      <Group gap="xs" role="group" aria-label={t('portalUsage.range.presets')}>
        {PRESET_DAYS.map((days) => {
          const preset = lastDays(days, today);
          const active = value.from === preset.from && value.to === preset.to;
          return (
            <Button
              key={days}
              size="compact-sm"
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              onClick={() => change(preset)}
              data-testid={`usage-last-${days}`}
            >
              {t('portalUsage.range.lastDays', { count: days })}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
