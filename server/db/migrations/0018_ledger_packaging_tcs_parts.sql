ALTER TABLE "credit_notes" ALTER COLUMN "order_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "rate_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD COLUMN "part" text DEFAULT 'ITEM' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_packaging_key" ON "credit_notes" USING btree ("order_id") WHERE "credit_notes"."order_item_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_lines_packaging_key" ON "ledger_lines" USING btree ("order_id","kind") WHERE "ledger_lines"."part" = 'PACKAGING' AND "ledger_lines"."event" = 'DELIVERED';--> statement-breakpoint
UPDATE "credit_notes" SET "rate_percent" = i."tax_rate_percent" FROM "order_items" i WHERE i."id" = "credit_notes"."order_item_id";
