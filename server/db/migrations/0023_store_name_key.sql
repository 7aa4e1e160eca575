ALTER TABLE "stores" ADD COLUMN "name_key" text;--> statement-breakpoint
-- domain/text.ts's nameKey in SQL: zero-width removed, NFKC, case folded, spaces collapsed. A name
-- already held by an earlier store keeps its words and gets the store's id, so the index can be made.
UPDATE "stores" SET "name_key" = btrim(regexp_replace(lower(normalize(regexp_replace("name", E'[\\u00AD\\u180E\\u200B-\\u200D\\u2060\\uFEFF\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g'), NFKC)), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "stores" s SET "name_key" = s."name_key" || ' #' || s."id" WHERE EXISTS (SELECT 1 FROM "stores" e WHERE e."name_key" = s."name_key" AND (e."created_at", e."id") < (s."created_at", s."id"));--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_name_key_idx" ON "stores" USING btree ("name_key");
