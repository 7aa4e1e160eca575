-- Issue 19: an order search reads only its store's rows (btree_gin puts store_id first in a
-- trigram index), a 1-2 character search is a name prefix, and the admin's inventory has an index
-- in its order.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "orders_name_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_ref_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_store_name_trgm_idx" ON "orders" USING gin ("store_id","shipping_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_store_ref_trgm_idx" ON "orders" USING gin ("store_id",("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_store_name_prefix_idx" ON "orders" USING btree ("store_id",lower("shipping_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");