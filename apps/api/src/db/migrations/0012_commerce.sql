CREATE TABLE "billing_information" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"province" text NOT NULL,
	"country" text DEFAULT 'CA' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_bundles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_bundles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"credits" integer NOT NULL,
	"price" integer NOT NULL,
	"bonus_credits" integer DEFAULT 0 NOT NULL,
	"membership_months" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_bundles_credits_check" CHECK ("credit_bundles"."credits" > 0),
	CONSTRAINT "credit_bundles_price_check" CHECK ("credit_bundles"."price" > 0),
	CONSTRAINT "credit_bundles_bonus_check" CHECK ("credit_bundles"."bonus_credits" >= 0 and "credit_bundles"."membership_months" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_usage" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"credits" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "credit_usage_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"credit_prices" jsonb NOT NULL,
	"member_prices" jsonb NOT NULL,
	"currencies" jsonb NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"legal_address" text DEFAULT '' NOT NULL,
	"tax_registrations" jsonb NOT NULL,
	"receipt_prefix" text DEFAULT 'R-' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_settings_single_row" CHECK ("ecommerce_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"client_key" text NOT NULL,
	"bundle_id" integer,
	"bundle_name" text NOT NULL,
	"credits" integer NOT NULL,
	"bonus_credits" integer DEFAULT 0 NOT NULL,
	"membership_months" integer DEFAULT 0 NOT NULL,
	"promo_code_id" integer,
	"promo_code" text,
	"promo_credits" integer DEFAULT 0 NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_check" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."tax" and "orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"provider_customer_id" text,
	"name" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'card' NOT NULL,
	"type_ext" text NOT NULL,
	"partial_identifier" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_redemptions" integer,
	"max_per_company" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"bundle_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_used_check" CHECK ("promo_codes"."used" >= 0 and ("promo_codes"."max_redemptions" is null or "promo_codes"."used" <= "promo_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"province" text NOT NULL,
	"name" text NOT NULL,
	"rate" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "credit_wallets" ADD COLUMN "membership_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_wallets" ADD COLUMN "membership_auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_information" ADD CONSTRAINT "billing_information_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bundle_id_credit_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."credit_bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_usage_company_day_idx" ON "credit_usage" USING btree ("company_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_client_key_unique" ON "orders" USING btree ("company_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment_unique" ON "orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_unique" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_company_idx" ON "promo_redemptions" USING btree ("promo_code_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_series_number_unique" ON "receipts" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_order_kind_unique" ON "receipts" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "receipts_company_issued_idx" ON "receipts" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_key_unique" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_country_province_name_unique" ON "tax_rates" USING btree ("country","province","name");--> statement-breakpoint
-- The defaults: every credit price 1 (spec 9), the same for members until set, receipts "R-1", "R-2"...
INSERT INTO "ecommerce_settings" ("id", "credit_prices", "member_prices", "currencies", "tax_registrations", "receipt_prefix")
VALUES (1, '{"activation":1,"featuredActivation":1,"daily":1,"featuredDaily":1}', '{"activation":1,"featuredActivation":1,"daily":1,"featuredDaily":1}', '{"CA":"CAD","US":"USD"}', '[]', 'R-')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Canada's sales taxes in force on 2026-01-01 (rates in thousandths of a percent): GST 5% everywhere; HST 13%
-- in Ontario, 14% in Nova Scotia (since 2025-04-01), 15% in New Brunswick, Newfoundland and Labrador and
-- Prince Edward Island; QST 9.975%; PST 7% in British Columbia, RST 7% in Manitoba, PST 6% in Saskatchewan.
-- US states have none until an administrator sets them.
INSERT INTO "tax_rates" ("country", "province", "name", "rate", "position") VALUES
  ('CA', 'AB', 'GST', 5000, 0),
  ('CA', 'BC', 'GST', 5000, 0), ('CA', 'BC', 'PST', 7000, 1),
  ('CA', 'MB', 'GST', 5000, 0), ('CA', 'MB', 'RST', 7000, 1),
  ('CA', 'NB', 'HST', 15000, 0),
  ('CA', 'NL', 'HST', 15000, 0),
  ('CA', 'NS', 'HST', 14000, 0),
  ('CA', 'NT', 'GST', 5000, 0),
  ('CA', 'NU', 'GST', 5000, 0),
  ('CA', 'ON', 'HST', 13000, 0),
  ('CA', 'PE', 'HST', 15000, 0),
  ('CA', 'QC', 'GST', 5000, 0), ('CA', 'QC', 'QST', 9975, 1),
  ('CA', 'SK', 'GST', 5000, 0), ('CA', 'SK', 'PST', 6000, 1),
  ('CA', 'YT', 'GST', 5000, 0)
ON CONFLICT DO NOTHING;
