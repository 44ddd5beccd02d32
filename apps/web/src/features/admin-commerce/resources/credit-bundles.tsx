// The credit bundles screens' declarations: the list's columns and filter, the form's fields (numbers and
// dates render their own inputs), the form's values and the body a save sends (the price typed in dollars,
// sent in cents; on edit only what changed).
import { Badge, NumberInput, TextInput } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import {
  BUNDLE_STATUSES,
  type BundleStatus,
  type CreditBundle,
  POSITION_MAX,
} from '@rentals/shared/resources/credit-bundles';
import { centsToDollars, dollarsToCents } from '@rentals/shared/resources/money-input';
import { DateTimeField, instantOf, localOf } from '../../../components/date-time-field.tsx';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { CREDIT_BUNDLES_PATH } from '../api.ts';

const STATUS_COLORS: Record<BundleStatus, string> = { active: 'green', scheduled: 'blue', ended: 'gray' };

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** "Always", "From Dec 1", "Until Dec 31", "Dec 1 – Dec 31". */
export function windowText(t: TFunction, from: string | null, to: string | null, prefix: string): string {
  if (from && to) return t(`${prefix}.between`, { from: day(from), to: day(to) });
  if (from) return t(`${prefix}.from`, { date: day(from) });
  if (to) return t(`${prefix}.until`, { date: day(to) });
  return t(`${prefix}.always`);
}

export function creditBundlesListView(t: TFunction): ResourceListView<CreditBundle> {
  const label = (key: string) => t(`commerceAdmin.bundles.${key}`);
  return {
    apiPath: CREDIT_BUNDLES_PATH,
    defaultSort: 'position',
    searchable: true,
    recordLabel: (b) => b.name,
    recordPath: (b) => `/admin/credit-bundles/${b.id}/edit`,
    columns: [
      { key: 'position', label: label('position'), sortable: true },
      { key: 'name', label: label('name'), sortable: true, render: (b) => `${b.name} / ${b.nameFr}` },
      {
        key: 'credits',
        label: label('credits'),
        sortable: true,
        render: (b) =>
          b.bonusCredits > 0
            ? `${b.credits} ${t('commerceAdmin.bundles.plusBonus', { count: b.bonusCredits })}`
            : b.credits,
      },
      {
        key: 'membershipMonths',
        label: label('membershipMonths'),
        render: (b) => (b.membershipMonths ? t('commerceAdmin.bundles.months', { count: b.membershipMonths }) : '—'),
      },
      { key: 'price', label: label('price'), sortable: true, render: (b) => formatMoney(b.price) },
      {
        key: 'window',
        label: label('window'),
        render: (b) => windowText(t, b.activeFrom, b.activeTo, 'commerceAdmin.bundles'),
      },
      {
        key: 'status',
        label: label('status'),
        render: (b) => (
          <Badge variant="light" color={STATUS_COLORS[b.status]}>
            {t(`commerceAdmin.bundles.statuses.${b.status}`)}
          </Badge>
        ),
      },
    ],
    filters: [
      {
        name: 'status',
        label: label('status'),
        type: 'select',
        options: BUNDLE_STATUSES.map((s) => ({ value: s, label: t(`commerceAdmin.bundles.statuses.${s}`) })),
      },
    ],
    bulkActions: [{ action: 'delete', label: t('resource.delete'), color: 'red' }],
  };
}

export interface BundleFormValues {
  [key: string]: unknown;
  name: string;
  nameFr: string;
  credits: number | string;
  /** Dollars, as typed. */
  price: string;
  bonusCredits: number | string;
  membershipMonths: number | string;
  activeFrom: string;
  activeTo: string;
  position: number | string;
}

export const bundleFormValues = (bundle?: CreditBundle): BundleFormValues => ({
  name: bundle?.name ?? '',
  nameFr: bundle?.nameFr ?? '',
  credits: bundle?.credits ?? '',
  price: bundle ? centsToDollars(bundle.price) : '',
  bonusCredits: bundle?.bonusCredits ?? 0,
  membershipMonths: bundle?.membershipMonths ?? 0,
  activeFrom: localOf(bundle?.activeFrom),
  activeTo: localOf(bundle?.activeTo),
  position: bundle?.position ?? 0,
});

/** '' stays missing (the schema says the field is required); anything else is a number. */
const numberOf = (value: number | string) => (value === '' ? undefined : Number(value));

/** What the shared form schema checks: numbers as numbers, dates as instants, the price still in dollars. */
export const bundleFormBody = (values: BundleFormValues) => ({
  name: values.name,
  nameFr: values.nameFr,
  credits: numberOf(values.credits),
  price: values.price,
  bonusCredits: numberOf(values.bonusCredits),
  membershipMonths: numberOf(values.membershipMonths),
  activeFrom: instantOf(values.activeFrom),
  activeTo: instantOf(values.activeTo),
  position: numberOf(values.position),
});

/** What is sent: everything on create, what changed on edit; the price in cents. */
export function bundleRequestBody(body: ReturnType<typeof bundleFormBody>, initial?: BundleFormValues) {
  const before = initial ? bundleFormBody(initial) : null;
  const request: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const previous = before?.[key as keyof typeof body];
    if (before && JSON.stringify(previous) === JSON.stringify(value)) continue;
    request[key] = key === 'price' ? dollarsToCents(String(value)) : value;
  }
  return request;
}

export function bundleFormFields(t: TFunction): FormField[] {
  const label = (key: string) => t(`commerceAdmin.bundles.${key}`);
  const number = (name: string, options: { min?: number; max?: number; hint?: string; required?: boolean } = {}) =>
    ({
      name,
      label: label(name),
      type: 'custom',
      render: (form) => (
        <NumberInput
          label={label(name)}
          description={options.hint}
          withAsterisk={options.required}
          min={options.min ?? 0}
          max={options.max}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(name)}
          data-testid={`field-${name}`}
        />
      ),
    }) satisfies FormField;
  return [
    { name: 'name', label: label('name'), type: 'text', required: true },
    { name: 'nameFr', label: label('nameFr'), type: 'text', required: true },
    number('credits', { min: 1, required: true }),
    {
      name: 'price',
      label: label('price'),
      type: 'custom',
      render: (form) => (
        <TextInput
          label={label('price')}
          description={label('priceHint')}
          withAsterisk
          inputMode="decimal"
          leftSection="$"
          {...form.getInputProps('price')}
          data-testid="field-price"
        />
      ),
    },
    number('bonusCredits'),
    number('membershipMonths', { hint: label('membershipMonthsHint') }),
    ...(['activeFrom', 'activeTo'] as const).map(
      (name): FormField => ({
        name,
        label: label(name),
        type: 'custom',
        render: (form) => (
          <DateTimeField form={form} name={name} label={label(name)} description={label('windowHint')} />
        ),
      }),
    ),
    number('position', { max: POSITION_MAX, hint: label('positionHint') }),
  ];
}
