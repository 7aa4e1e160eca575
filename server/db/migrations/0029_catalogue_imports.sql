CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"plan" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"products" integer NOT NULL,
	"variants" integer NOT NULL,
	"new_products" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"drafts" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_handle" text;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_imports_store_idx" ON "catalogue_imports" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "catalogue_imports_status_idx" ON "catalogue_imports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inventory_store_product_idx" ON "inventory_entries" USING btree ("store_id","product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_import_handle_key" ON "products" USING btree ("store_id","import_handle") WHERE "products"."import_handle" IS NOT NULL;