CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"actor_id" uuid,
	"reason" text NOT NULL,
	"version" integer NOT NULL,
	"total_stock_before" integer NOT NULL,
	"total_stock_after" integer NOT NULL,
	"reserved_stock_before" integer NOT NULL,
	"reserved_stock_after" integer NOT NULL,
	"price_paise_before" numeric(14, 0) NOT NULL,
	"price_paise_after" numeric(14, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_entry_id_inventory_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."inventory_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_entry_idx" ON "stock_movements" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_entries_ref_trgm_idx" ON "inventory_entries" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);