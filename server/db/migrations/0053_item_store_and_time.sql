-- Issue 52: each item carries its order's store and time (copies; neither changes), so a status's
-- and a queue's orders are read newest first from one items' index (order-reads.ts).
ALTER TABLE "order_items" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "order_created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_items" i SET "store_id" = o."store_id", "order_created_at" = o."created_at"
FROM "orders" o WHERE o."id" = i."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "order_created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_store_status_idx" ON "order_items" USING btree ("store_id","item_status","order_created_at","order_id");
