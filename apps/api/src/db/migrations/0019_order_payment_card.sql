-- The card an order was paid with, as its tax receipt prints it ("Visa ending in 4242"): the brand and last four
-- digits only (the card itself stays with the provider). Null for an order paid without a card.
ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;
