-- Issue 20: one counter mechanism. The users, inventory and audit counters were kept by triggers
-- and the order, dispatch and sales counters by the services; now all are kept by the services
-- (server/services/counters.ts) in the transaction of each change. The counts stay as they are.
DROP TRIGGER IF EXISTS "users_count_roles" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS "user_counts_bump"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "inventory_entries_count" ON "inventory_entries";--> statement-breakpoint
DROP FUNCTION IF EXISTS "inventory_counts_entries"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_count_entries" ON "products";--> statement-breakpoint
DROP FUNCTION IF EXISTS "inventory_counts_products"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_count" ON "audit_log";--> statement-breakpoint
DROP FUNCTION IF EXISTS "audit_counts_bump"();
