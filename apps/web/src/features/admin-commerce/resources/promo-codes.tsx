// The promo codes screens' declarations: the list's columns (what the code gives, when, used of the limit,
// which bundles) and filters, the form's fields (the value's label follows the kind), the form's values and
// the body a save sends (an amount typed in dollars, sent in cents; on edit only what changed).
import { Badge, NumberInput, TextInput } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import { centsToDollars, dollarsToCents } from '@rentals/shared/resources/money-input';
import {
  PROMO_KINDS,
  PROMO_STATUSES,
  PROMO_USES_MAX,
  type PromoCode,
  type PromoKind,
  type PromoStatus,
} from '@rentals/shared/resources/promo-codes';
import { DateTimeField, instantOf, localOf } from '../../../components/date-time-field.tsx';
import type { FormField, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { PROMO_CODES_PATH } from '../api.ts';
import { windowText } from './credit-bundles.tsx';

const STATUS_COLORS: Record<PromoStatus, string> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'gray',
  'used-up': 'orange',
};

/** "10% off", "$25 off", "+5 credits". */
export function discountText(t: TFunction, code: Pick<PromoCode, 'kind' | 'value'>): string {
  const value = code.kind === 'amount' ? formatMoney(code.value) : code.value;
  return t(`commerceAdmin.promoCodes.discount.${code.kind}`, { value });
}

export function promoCodesListView(t: TFunction): ResourceListView<PromoCode> {
  const label = (key: string) => t(`commerceAdmin.promoCodes.${key}`);
  return {
    apiPath: PROMO_CODES_PATH,
    defaultSort: 'code',
    searchable: true,
    recordLabel: (c) => c.code,
    recordPath: (c) => `/admin/promo-codes/${c.id}/edit`,
    columns: [
      { key: 'code', label: label('code'), sortable: true },
      { key: 'value', label: label('value'), render: (c) => discountText(t, c) },
      {
        key: 'validTo',
        label: label('validTo'),
        sortable: true,
        render: (c) => windowText(t, c.validFrom, c.validTo, 'commerceAdmin.bundles'),
      },
      {
        key: 'used',
        label: label('used'),
        sortable: true,
        render: (c) => (
          <span data-testid="promo-used">
            {t('commerceAdmin.promoCodes.usedOf', {
              used: c.used,
              max: c.maxRedemptions ?? t('commerceAdmin.promoCodes.unlimited'),
            })}
            {c.maxPerCompany ? ` · ${t('commerceAdmin.promoCodes.perCompany', { count: c.maxPerCompany })}` : ''}
          </span>
        ),
      },
      {
        key: 'bundles',
        label: label('bundleIds'),
        render: (c) =>
          c.bundles.length ? c.bundles.map((b) => b.name).join(', ') : t('commerceAdmin.promoCodes.allBundles'),
      },
      {
        key: 'status',
        label: label('status'),
        render: (c) => (
          <Badge variant="light" color={STATUS_COLORS[c.status]}>
            {t(`commerceAdmin.promoCodes.statuses.${c.status}`)}
          </Badge>
        ),
      },
    ],
    filters: [
      {
        name: 'kind',
        label: label('kind'),
        type: 'select',
        options: PROMO_KINDS.map((k) => ({ value: k, label: t(`commerceAdmin.promoCodes.kinds.${k}`) })),
      },
      {
        name: 'status',
        label: label('status'),
        type: 'select',
        options: PROMO_STATUSES.map((s) => ({ value: s, label: t(`commerceAdmin.promoCodes.statuses.${s}`) })),
      },
    ],
    bulkActions: [{ action: 'delete', label: t('resource.delete'), color: 'red' }],
  };
}

export interface PromoFormValues {
  [key: string]: unknown;
  code: string;
  kind: PromoKind;
  /** As typed: a percentage, dollars or credits by kind. */
  value: string;
  validFrom: string;
  validTo: string;
  maxRedemptions: number | string;
  maxPerCompany: number | string;
  /** Bundle ids as the picker holds them. */
  bundleIds: string[];
}

export const promoFormValues = (code?: PromoCode): PromoFormValues => ({
  code: code?.code ?? '',
  kind: code?.kind ?? 'percent',
  value: code ? (code.kind === 'amount' ? centsToDollars(code.value) : String(code.value)) : '',
  validFrom: localOf(code?.validFrom),
  validTo: localOf(code?.validTo),
  maxRedemptions: code?.maxRedemptions ?? '',
  maxPerCompany: code?.maxPerCompany ?? '',
  bundleIds: (code?.bundleIds ?? []).map(String),
});

const limitOf = (value: number | string) => (value === '' ? null : Number(value));

/** What the shared form schema checks: the value still as typed, dates as instants, limits null when empty. */
export const promoFormBody = (values: PromoFormValues) => ({
  code: values.code,
  kind: values.kind,
  value: String(values.value ?? ''),
  validFrom: instantOf(values.validFrom),
  validTo: instantOf(values.validTo),
  maxRedemptions: limitOf(values.maxRedemptions),
  maxPerCompany: limitOf(values.maxPerCompany),
  bundleIds: values.bundleIds.map(Number),
});

/** What is sent: everything on create, what changed on edit (the kind and value together); amounts in cents. */
export function promoRequestBody(body: ReturnType<typeof promoFormBody>, initial?: PromoFormValues) {
  const before = initial ? promoFormBody(initial) : null;
  const valueChanged = !before || before.kind !== body.kind || before.value !== body.value;
  const request: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'kind' || key === 'value') {
      if (valueChanged) request[key] = key === 'value' ? amountOf(body.kind, body.value) : value;
      continue;
    }
    if (before && JSON.stringify(before[key as keyof typeof body]) === JSON.stringify(value)) continue;
    request[key] = value;
  }
  return request;
}

const amountOf = (kind: PromoKind, value: string) => (kind === 'amount' ? dollarsToCents(value) : Number(value));

export function promoFormFields(t: TFunction, bundles: { value: string; label: string }[]): FormField[] {
  const label = (key: string) => t(`commerceAdmin.promoCodes.${key}`);
  const limit = (name: 'maxRedemptions' | 'maxPerCompany'): FormField => ({
    name,
    label: label(name),
    type: 'custom',
    render: (form) => (
      <NumberInput
        label={label(name)}
        description={label('limitHint')}
        min={1}
        max={PROMO_USES_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps(name)}
        data-testid={`field-${name}`}
      />
    ),
  });
  return [
    {
      name: 'code',
      label: label('code'),
      type: 'custom',
      render: (form) => (
        <TextInput
          label={label('code')}
          description={label('codeHint')}
          withAsterisk
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          data-testid="field-code"
        />
      ),
    },
    {
      name: 'kind',
      label: label('kind'),
      type: 'select',
      required: true,
      options: PROMO_KINDS.map((k) => ({ value: k, label: t(`commerceAdmin.promoCodes.kinds.${k}`) })),
    },
    {
      name: 'value',
      label: label('value'),
      type: 'custom',
      render: (form) => (
        <TextInput
          label={t(`commerceAdmin.promoCodes.valueOf.${form.values.kind as PromoKind}`)}
          withAsterisk
          inputMode={form.values.kind === 'amount' ? 'decimal' : 'numeric'}
          leftSection={form.values.kind === 'amount' ? '$' : undefined}
          rightSection={form.values.kind === 'percent' ? '%' : undefined}
          {...form.getInputProps('value')}
          data-testid="field-value"
        />
      ),
    },
    limit('maxRedemptions'),
    ...(['validFrom', 'validTo'] as const).map(
      (name): FormField => ({
        name,
        label: label(name),
        type: 'custom',
        render: (form) => (
          <DateTimeField
            form={form}
            name={name}
            label={label(name)}
            description={t('commerceAdmin.bundles.windowHint')}
          />
        ),
      }),
    ),
    limit('maxPerCompany'),
    {
      name: 'bundleIds',
      label: label('bundleIds'),
      type: 'multiselect',
      description: label('bundlesHint'),
      options: bundles,
    },
  ];
}
