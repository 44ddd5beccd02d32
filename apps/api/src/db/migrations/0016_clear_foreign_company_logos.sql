-- Company logos are shown on public pages, so from now on a logo is only one of our own stored uploads (an
-- /uploads/company-logo/<hex>-<width>.webp path of an existing company-logo upload; the API refuses any other
-- URL). A logo written before that rule may name any host, which every visitor's browser would fetch: the
-- simplest safe choice is to clear it (set to null; the company shows its initial until it uploads a logo).
UPDATE "companies" SET "logo" = NULL
WHERE "logo" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "uploads"
    WHERE "uploads"."kind" = 'company-logo'
      AND "companies"."logo" ~ '^/uploads/company-logo/[0-9a-f]{32}-[0-9]{1,4}\.webp$'
      AND "uploads"."storage_key" = substring("companies"."logo" FROM '^/uploads/(company-logo/[0-9a-f]{32})-[0-9]{1,4}\.webp$')
  );
