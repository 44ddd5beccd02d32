// Credits (issue 14, DESIGN section 5, examples/credit-ledger.md): each company's wallet holds its balance and
// the number of its last ledger row; the ledger is append-only, one row per change with the balance after it.
// Both are written together by modules/commerce/ledger.ts only, under the wallet's row lock.
import { ORDER_STATUSES } from '@rentals/shared/resources/billing';
import { CREDIT_REASONS } from '@rentals/shared/resources/credits';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';
import { companies } from './companies.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const creditWallets = pgTable(
  'credit_wallets',
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    /** The `seq` of the company's last ledger row: the next is this plus one, so the chain has no gaps. */
    lastSeq: bigint({ mode: 'number' }).notNull().default(0),
    /** The end of the company's membership (bundles with membership months extend it); null: never a member. */
    membershipExpiresAt: timestamp({ withTimezone: true }),
    /** The landlord agreed to renew the membership with the saved card before it ends. */
    membershipAutoRenew: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_wallets_balance_check', sql`${t.balance} >= 0`),
    // Support's membership renewals (issue 16): companies by the end of their membership.
    index('credit_wallets_membership_expires_idx').on(t.membershipExpiresAt),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 1, 2, 3... per company, without gaps (the wallet's lastSeq, taken under its lock). */
    seq: bigint({ mode: 'number' }).notNull(),
    amount: integer().notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    reason: text({ enum: CREDIT_REASONS }).notNull(),
    /** Makes a change happen once: "activation:12:...", "daily:3:2026-09-01", "order:7:grant". */
    idempotencyKey: text().notNull(),
    listingId: integer().references(() => listings.id, { onDelete: 'set null' }),
    /** The order a purchase, promo bonus or refund belongs to. */
    orderId: integer(),
    /** The day a daily charge is for. */
    day: date(),
    /** Who made the change: the landlord, a staff member; none for the nightly charge. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_ledger_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('credit_ledger_company_seq_unique').on(t.companyId, t.seq),
    index('credit_ledger_company_created_idx').on(t.companyId, t.createdAt, t.id),
    check('credit_ledger_amount_check', sql`${t.amount} <> 0`),
    check('credit_ledger_balance_after_check', sql`${t.balanceAfter} >= 0`),
    check('credit_ledger_adjustment_note_check', sql`${t.reason} <> 'adjustment' or ${t.note} <> ''`),
  ],
);

/**
 * The ecommerce settings (/admin/ecommerce): one row, id 1. Prices in credits; the receipt series' prefix;
 * the seller printed on receipts with its tax registration numbers; the currency each country pays in.
 */
export const ecommerceSettings = pgTable(
  'ecommerce_settings',
  {
    id: integer().primaryKey().default(1),
    creditPrices: jsonb()
      .$type<{ activation: number; featuredActivation: number; daily: number; featuredDaily: number }>()
      .notNull(),
    memberPrices: jsonb()
      .$type<{ activation: number; featuredActivation: number; daily: number; featuredDaily: number }>()
      .notNull(),
    currencies: jsonb().$type<Record<string, string>>().notNull(),
    legalName: text().notNull().default(''),
    legalAddress: text().notNull().default(''),
    /** [{ name: "GST/HST", number: "123456789 RT0001" }, ...] */
    taxRegistrations: jsonb().$type<{ name: string; number: string }[]>().notNull(),
    receiptPrefix: text().notNull().default('R-'),
    ...timestamps,
  },
  (t) => [check('ecommerce_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Sales taxes by country and province/state: each a name ("GST", "HST", "QST", "PST") and a rate in thousandths
 * of a percent (9.975% = 9975). A province has one row per tax it levies; none means no tax.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    country: text({ enum: ['CA', 'US'] }).notNull(),
    province: text().notNull(),
    name: text().notNull(),
    rate: integer().notNull(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tax_rates_country_province_name_unique').on(t.country, t.province, t.name),
    check('tax_rates_rate_check', sql`${t.rate} between 0 and 100000`),
  ],
);

export const creditBundles = pgTable(
  'credit_bundles',
  {
    id: id(),
    name: text().notNull(),
    nameFr: text().notNull(),
    credits: integer().notNull(),
    /** In cents, before taxes. */
    price: integer().notNull(),
    bonusCredits: integer().notNull().default(0),
    membershipMonths: integer().notNull().default(0),
    activeFrom: timestamp({ withTimezone: true }),
    activeTo: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('credit_bundles_credits_check', sql`${t.credits} > 0`),
    check('credit_bundles_price_check', sql`${t.price} > 0`),
    check('credit_bundles_bonus_check', sql`${t.bonusCredits} >= 0 and ${t.membershipMonths} >= 0`),
  ],
);

export const PROMO_KINDS = ['percent', 'amount', 'bonus'] as const;

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    /** Stored upper case; matched without regard to case. */
    code: text().notNull(),
    kind: text({ enum: PROMO_KINDS }).notNull(),
    /** percent: 1..100; amount: cents off; bonus: extra credits. */
    value: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }),
    validTo: timestamp({ withTimezone: true }),
    maxRedemptions: integer(),
    maxPerCompany: integer(),
    /** Reserved at checkout, released when the payment fails or is abandoned. */
    used: integer().notNull().default(0),
    /** The bundles it applies to; empty: all of them. */
    bundleIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(t.code),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      'promo_codes_used_check',
      sql`${t.used} >= 0 and (${t.maxRedemptions} is null or ${t.used} <= ${t.maxRedemptions})`,
    ),
  ],
);

/** Billing information (spec 3): the address the taxes are computed from. One per company. */
export const billingInformation = pgTable('billing_information', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  phone: text().notNull().default(''),
  line1: text().notNull(),
  line2: text().notNull().default(''),
  city: text().notNull(),
  postalCode: text().notNull(),
  province: text().notNull(),
  country: text({ enum: ['CA', 'US'] })
    .notNull()
    .default('CA'),
  ...timestamps,
});

/** The saved card (spec 3): only what a receipt or a screen shows; the card itself stays with the provider. */
export const paymentMethods = pgTable('payment_methods', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  provider: text().notNull(),
  /** The provider's id of the saved card (Stripe's pm_...). */
  paymentMethodId: text().notNull(),
  /** The provider's customer the card is attached to (Stripe's cus_...); none in the sandbox. */
  providerCustomerId: text(),
  name: text().notNull().default(''),
  type: text().notNull().default('card'),
  /** The brand: visa, mastercard, amex... */
  typeExt: text().notNull(),
  /** The last four digits. */
  partialIdentifier: text().notNull(),
  expMonth: integer().notNull(),
  expYear: integer().notNull(),
  postalCode: text().notNull().default(''),
  ...timestamps,
});

/**
 * A purchase of a bundle: what it cost when bought (the bundle, promo and tax rates are copied, since they
 * change), its payment with the provider, and its state. Credits are granted once, when it becomes paid.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The checkout's Idempotency-Key: a retried checkout finds its order instead of making a second. */
    clientKey: text().notNull(),
    bundleId: integer().references(() => creditBundles.id, { onDelete: 'set null' }),
    bundleName: text().notNull(),
    credits: integer().notNull(),
    bonusCredits: integer().notNull().default(0),
    membershipMonths: integer().notNull().default(0),
    promoCodeId: integer().references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text(),
    /** Extra credits from a bonus promo code. */
    promoCredits: integer().notNull().default(0),
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    tax: integer().notNull().default(0),
    total: integer().notNull(),
    currency: text().notNull(),
    /** [{ name, rate, amount }] as charged. */
    taxLines: jsonb().$type<{ name: string; rate: number; amount: number }[]>().notNull(),
    country: text().notNull(),
    province: text().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    provider: text().notNull(),
    providerPaymentId: text(),
    failureReason: text(),
    /** The card paid with, as the receipt prints it: its brand (visa...) and last four digits; null without one. */
    cardBrand: text(),
    cardLast4: text(),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_company_client_key_unique').on(t.companyId, t.clientKey),
    uniqueIndex('orders_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // Key metrics (issue 16): credits sold and revenue per day of payment.
    index('orders_paid_at_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    check('orders_total_check', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.tax} and ${t.total} >= 0`),
  ],
);

/** A promo code held by an order: reserved at checkout, redeemed when paid, released when not. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: id(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text({ enum: ['reserved', 'redeemed', 'released'] })
      .notNull()
      .default('reserved'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promo_redemptions_order_unique').on(t.orderId),
    index('promo_redemptions_code_company_idx').on(t.promoCodeId, t.companyId),
  ],
);

/** Every provider event handled, once: a replay finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    orderId: integer(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Gap-free numbering: the series' row is locked by the paying transaction, so aborted ones take no number. */
export const documentCounters = pgTable('document_counters', {
  series: text().primaryKey(),
  lastNumber: integer().notNull().default(0),
});

/** A tax receipt for a paid order, or a credit note for its refund, numbered 1..n per series without gaps. */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['receipt', 'credit-note'] }).notNull(),
    series: text().notNull(),
    number: integer().notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_series_number_unique').on(t.series, t.number),
    uniqueIndex('receipts_order_kind_unique').on(t.orderId, t.kind),
    index('receipts_company_issued_idx').on(t.companyId, t.issuedAt, t.id),
  ],
);

/**
 * What each live listing cost on a day (the nightly charge): one row per listing and day. Partitioned by month of
 * `day` in SQL (migration 0017; drizzle does not model partitions): queries name this table as usual.
 */
export const creditUsage = pgTable(
  'credit_usage',
  {
    listingId: integer().notNull(),
    day: date().notNull(),
    companyId: integer().notNull(),
    credits: integer().notNull(),
    featured: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] }), index('credit_usage_company_day_idx').on(t.companyId, t.day)],
);

/**
 * The sandbox provider's payments (the default when no Stripe keys are set): what Stripe keeps on its side,
 * kept here so a payment survives a restart and a retried create with the same key answers the same payment.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    paymentMethodId: text().notNull(),
    status: text({ enum: ['requires_action', 'succeeded', 'failed', 'refunded'] }).notNull(),
    failureCode: text(),
    orderId: integer(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sandbox_payments_idempotency_key_unique').on(t.idempotencyKey)],
);
