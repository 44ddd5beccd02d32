// A period of whole days: two day fields (native date inputs: a calendar on every phone, typed by keyboard) and
// quick periods ("Last 30 days"). A valid change applies at once; a missing day, an end before the start or more
// than `maxDays` days is said under its field and not applied. Used by the portal's usage page and support's
// key metrics; `texts` is the feature's i18n prefix (legend, from, to, presets, lastDays, required, order,
// tooLong), `extra` sits beside the fields (e.g. the key metrics' interval).
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { addDays, daysBetween, isoDay } from '@rentals/shared/resources/credit-usage';
import { isIsoDate } from '@rentals/shared/resources/date-range';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days, today included (UTC days). */
export const lastDays = (days: number, today = isoDay(new Date())): DayRange => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

type RangeError = 'required' | 'order' | 'tooLong' | null;

function check(range: DayRange, maxDays: number): { from: RangeError; to: RangeError } {
  const from = isIsoDate(range.from) ? null : 'required';
  const to = isIsoDate(range.to) ? null : 'required';
  if (from || to) return { from, to };
  if (range.to < range.from) return { from: null, to: 'order' };
  if (daysBetween(range.from, range.to) > maxDays) return { from: 'tooLong', to: null };
  return { from: null, to: null };
}

export interface DayRangeFieldsProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  maxDays: number;
  presets: readonly number[];
  /** The i18n prefix of the texts, e.g. "portalUsage.range". */
  texts: string;
  /** The test ids' prefix: `${testIds}-from`, `${testIds}-to`, `${testIds}-last-30`. */
  testIds: string;
  /** The latest start day that may be picked (e.g. today for past usage); unset: any. */
  lastDay?: string;
  extra?: ReactNode;
}

export function DayRangeFields(props: DayRangeFieldsProps) {
  const { value, onChange, maxDays, presets, texts, testIds, lastDay, extra } = props;
  const { t } = useTranslation();
  const legendId = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const errors = check(draft, maxDays);
  const message = (error: RangeError) => (error ? t(`${texts}.${error}`, { max: maxDays }) : undefined);

  const change = (next: DayRange) => {
    setDraft(next);
    const problems = check(next, maxDays);
    if (!problems.from && !problems.to) onChange(next);
  };
  const today = isoDay(new Date());

  return (
    <Stack component="fieldset" gap="xs" m={0} p={0} style={{ border: 0 }} aria-labelledby={legendId}>
      <Text component="legend" id={legendId} fw={600} size="sm" p={0}>
        {t(`${texts}.legend`)}
      </Text>
      <Group gap="sm" align={extra ? 'flex-end' : 'flex-start'} wrap="wrap">
        <TextInput
          type="date"
          label={t(`${texts}.from`)}
          value={draft.from}
          max={draft.to || lastDay}
          onChange={(e) => change({ ...draft, from: e.currentTarget.value })}
          error={message(errors.from)}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
          data-testid={`${testIds}-from`}
        />
        <TextInput
          type="date"
          label={t(`${texts}.to`)}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => change({ ...draft, to: e.currentTarget.value })}
          error={message(errors.to)}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
          data-testid={`${testIds}-to`}
        />
        {extra}
      </Group>
      <Group gap="xs" role="group" aria-label={t(`${texts}.presets`)}>
        {presets.map((days) => {
          const preset = lastDays(days, today);
          const active = value.from === preset.from && value.to === preset.to;
          return (
            <Button
              key={days}
              size="compact-sm"
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              onClick={() => change(preset)}
              data-testid={`${testIds}-last-${days}`}
            >
              {t(`${texts}.lastDays`, { count: days })}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
