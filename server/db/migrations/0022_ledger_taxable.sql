ALTER TABLE "ledger_lines" ADD COLUMN "taxable_paise" numeric(14, 0);--> statement-breakpoint
UPDATE "ledger_lines" l SET "taxable_paise" = CASE WHEN l."event" = 'RETURNED' THEN -i."taxable_paise" ELSE i."taxable_paise" END FROM "order_items" i WHERE i."id" = l."order_item_id" AND l."kind" = 'SALE' AND l."event" IN ('DELIVERED', 'RETURNED');--> statement-breakpoint
UPDATE "ledger_lines" l SET "taxable_paise" = o."packaging_taxable_paise" FROM "orders" o WHERE o."id" = l."order_id" AND l."kind" = 'PACKAGING';
