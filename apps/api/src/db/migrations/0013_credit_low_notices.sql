CREATE TABLE "credit_low_notices" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"days_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_low_notices" ADD CONSTRAINT "credit_low_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;