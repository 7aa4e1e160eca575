ALTER TABLE "order_items" ADD COLUMN "return_window_ends_on" text;--> statement-breakpoint
-- Items delivered before: their window as the store's setting says now (the best record there is).
UPDATE "order_items" SET "return_window_ends_on" = to_char(
  ("order_items"."delivered_at" AT TIME ZONE 'Asia/Kolkata')::date + "stores"."return_window_days",
  'YYYY-MM-DD')
FROM "orders", "stores"
WHERE "orders"."id" = "order_items"."order_id" AND "stores"."id" = "orders"."store_id"
  AND "order_items"."delivered_at" IS NOT NULL;
