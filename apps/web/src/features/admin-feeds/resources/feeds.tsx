// The feeds screens' declarations: the list's columns (company, format, schedule, last run, status) and filters,
// the form's fields (company picker, URL, format, schedule, the rules and default values) and the body a save sends.
import { Badge, Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  FEED_FORMAT_KEYS,
  FEED_MISSING_ACTION_KEYS,
  FEED_SCHEDULE_KEYS,
  type Feed,
} from '@rentals/shared/resources/feeds';
import { RENTAL_TYPES, termLabel } from '@rentals/shared/resources/listing-vocabularies';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { FEEDS_PATH } from '../api.ts';
import { CompanySelect } from '../components/company-select.tsx';
import { RunStatusBadge } from '../components/run-status-badge.tsx';

const FAILING = 3;

export function feedsListView(t: TFunction): ResourceListView<Feed> {
  const label = (key: string) => t(`adminFeeds.${key}`);
  return {
    apiPath: FEEDS_PATH,
    defaultSort: 'name',
    searchable: true,
    exportable: true,
    recordLabel: (feed) => feed.name,
    recordPath: (feed) => `/admin/feeds/${feed.id}/edit`,
    filters: [
      {
        name: 'format',
        label: label('format'),
        type: 'select',
        options: FEED_FORMAT_KEYS.map((f) => ({ value: f, label: label(`formats.${f}`) })),
      },
      {
        name: 'enabled',
        label: label('enabled'),
        type: 'select',
        options: [
          { value: 'true', label: label('enabled') },
          { value: 'false', label: label('disabled') },
        ],
      },
    ],
    columns: [
      { key: 'name', label: label('name'), sortable: true },
      { key: 'company', label: label('company'), sortable: true, render: (f) => f.companyName },
      { key: 'format', label: label('format'), render: (f) => label(`formats.${f.format}`) },
      {
        key: 'schedule',
        label: label('schedule'),
        render: (f) =>
          f.enabled
            ? `${label(`schedules.${f.schedule}`)}${f.schedule === 'daily' ? ` ${String(f.scheduleHour ?? 0).padStart(2, '0')}:00 UTC` : ''}`
            : label('disabled'),
      },
      { key: 'listingCount', label: label('listings'), render: (f) => f.listingCount.toLocaleString() },
      {
        key: 'lastRunAt',
        label: label('lastRun'),
        render: (f) => (f.lastRunAt ? new Date(f.lastRunAt).toLocaleString() : '—'),
      },
      {
        key: 'lastRunStatus',
        label: label('status'),
        render: (f) => (
          <Group gap={4} wrap="nowrap">
            <RunStatusBadge status={f.lastRunStatus} />
            {f.failingStreak >= FAILING && (
              <Badge color="red" variant="filled" size="sm">
                {t('adminFeeds.failing', { count: f.failingStreak })}
              </Badge>
            )}
          </Group>
        ),
      },
    ],
  };
}

export type FeedFormValues = {
  companyId: string;
  name: string;
  url: string;
  format: string;
  schedule: string;
  scheduleHour: number | string;
  enabled: boolean;
  missingAction: string;
  maxRemovalPercent: number | string;
  defaults: {
    rentalType: string;
    furnished: string;
    contactName: string;
    contactPhone: string;
    contactEmail: string;
  };
};

export const feedFormValues = (feed?: Feed): FeedFormValues => ({
  companyId: feed ? String(feed.companyId) : '',
  name: feed?.name ?? '',
  url: feed?.url ?? '',
  format: feed?.format ?? 'csv',
  schedule: feed?.schedule ?? 'manual',
  scheduleHour: feed?.scheduleHour ?? 3,
  enabled: feed?.enabled ?? true,
  missingAction: feed?.missingAction ?? 'pause',
  maxRemovalPercent: feed?.maxRemovalPercent ?? 30,
  defaults: {
    rentalType: feed?.defaults.rentalType ?? '',
    furnished: feed?.defaults.furnished == null ? '' : String(feed.defaults.furnished),
    contactName: feed?.defaults.contactName ?? '',
    contactPhone: feed?.defaults.contactPhone ?? '',
    contactEmail: feed?.defaults.contactEmail ?? '',
  },
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOr = (value: number | string, fallback: number | null) =>
  value === '' || value === null ? fallback : Number(value);

/** The body the API takes: ids and numbers as numbers, empty defaults as null. */
export const feedBodyOf = (values: FeedFormValues) => ({
  companyId: values.companyId === '' ? undefined : Number(values.companyId),
  name: values.name,
  url: values.url.trim(),
  format: values.format,
  schedule: values.schedule,
  scheduleHour: values.schedule === 'daily' ? numberOr(values.scheduleHour, 0) : null,
  enabled: values.enabled,
  missingAction: values.missingAction,
  maxRemovalPercent: numberOr(values.maxRemovalPercent, 30),
  defaults: {
    rentalType: orNull(values.defaults.rentalType),
    furnished: values.defaults.furnished === '' ? null : values.defaults.furnished === 'true',
    contactName: orNull(values.defaults.contactName),
    contactPhone: orNull(values.defaults.contactPhone),
    contactEmail: orNull(values.defaults.contactEmail),
  },
});

type Form = UseFormReturnType<FeedFormValues>;

export function feedFormFields(t: TFunction, language: string, companyName?: string): FormField[] {
  const label = (key: string) => t(`adminFeeds.${key}`);
  const locale = language.startsWith('fr') ? 'fr' : 'en';
  return [
    {
      name: 'companyId',
      label: label('company'),
      type: 'custom',
      render: (form: Form) => (
        <CompanySelect
          value={form.values.companyId}
          initialLabel={companyName}
          onChange={(value) => form.setFieldValue('companyId', value)}
          error={form.errors.companyId}
        />
      ),
    },
    { name: 'name', label: label('name'), type: 'text', required: true },
    { name: 'url', label: label('url'), type: 'url', required: true, description: label('urlHint'), wide: true },
    {
      name: 'format',
      label: label('format'),
      type: 'select',
      required: true,
      options: FEED_FORMAT_KEYS.map((f) => ({ value: f, label: label(`formats.${f}`) })),
    },
    {
      name: 'enabled',
      label: label('enabled'),
      type: 'custom',
      render: (form: Form) => (
        <Switch
          mt="xl"
          label={label('enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
          data-testid="field-enabled"
        />
      ),
    },
    {
      name: 'schedule',
      label: label('schedule'),
      type: 'select',
      required: true,
      options: FEED_SCHEDULE_KEYS.map((s) => ({ value: s, label: label(`schedules.${s}`) })),
    },
    {
      name: 'scheduleHour',
      label: label('scheduleHour'),
      type: 'custom',
      render: (form: Form) => (
        <NumberInput
          label={label('scheduleHour')}
          min={0}
          max={23}
          disabled={form.values.schedule !== 'daily'}
          {...form.getInputProps('scheduleHour')}
          data-testid="field-scheduleHour"
        />
      ),
    },
    {
      name: 'missingAction',
      label: label('missingAction'),
      type: 'select',
      required: true,
      options: FEED_MISSING_ACTION_KEYS.map((a) => ({ value: a, label: label(`missingActions.${a}`) })),
    },
    {
      name: 'maxRemovalPercent',
      label: label('maxRemovalPercent'),
      type: 'custom',
      render: (form: Form) => (
        <NumberInput
          label={label('maxRemovalPercent')}
          description={label('maxRemovalHint')}
          min={0}
          max={100}
          suffix="%"
          {...form.getInputProps('maxRemovalPercent')}
          data-testid="field-maxRemovalPercent"
        />
      ),
    },
    {
      name: 'defaults',
      label: label('defaults'),
      type: 'custom',
      wide: true,
      render: (form: Form) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{label('defaults')}</legend>
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <Select
              label={label('rentalType')}
              clearable
              placeholder={label('none')}
              data={Object.keys(RENTAL_TYPES).map((k) => ({ value: k, label: termLabel(RENTAL_TYPES, k, locale) }))}
              {...form.getInputProps('defaults.rentalType')}
              onChange={(value) => form.setFieldValue('defaults.rentalType', value ?? '')}
              miw={180}
            />
            <Select
              label={label('furnished')}
              clearable
              placeholder={label('none')}
              data={[
                { value: 'true', label: label('yes') },
                { value: 'false', label: label('no') },
              ]}
              {...form.getInputProps('defaults.furnished')}
              onChange={(value) => form.setFieldValue('defaults.furnished', value ?? '')}
              miw={140}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap" gap="sm" mt="sm">
            <TextInput label={label('contactName')} {...form.getInputProps('defaults.contactName')} miw={180} />
            <TextInput label={label('contactPhone')} {...form.getInputProps('defaults.contactPhone')} miw={160} />
            <TextInput
              label={label('contactEmail')}
              type="email"
              {...form.getInputProps('defaults.contactEmail')}
              miw={200}
            />
          </Group>
        </fieldset>
      ),
    },
  ];
}
