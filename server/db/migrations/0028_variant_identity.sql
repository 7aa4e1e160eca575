ALTER TABLE "inventory_entries" ADD COLUMN "store_id" uuid;--> statement-breakpoint
UPDATE "inventory_entries" e SET "store_id" = p."store_id" FROM "products" p WHERE p."id" = e."product_id";--> statement-breakpoint
ALTER TABLE "inventory_entries" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
-- An entry's store is its product's, whoever inserts it (the seed tool copies rows without it).
CREATE FUNCTION "inventory_entries_store"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."store_id" INTO NEW."store_id" FROM "products" p WHERE p."id" = NEW."product_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "inventory_entries_store" BEFORE INSERT ON "inventory_entries"
  FOR EACH ROW EXECUTE FUNCTION "inventory_entries_store"();--> statement-breakpoint
ALTER TABLE "inventory_entries" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "inventory_entries" ADD COLUMN "mrp_paise" numeric(14, 0);--> statement-breakpoint
ALTER TABLE "inventory_entries" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "inventory_entries" ADD CONSTRAINT "inventory_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_store_sku_key" ON "inventory_entries" USING btree ("store_id",upper("sku")) WHERE "inventory_entries"."sku" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_gtin_key" ON "inventory_entries" USING btree ("gtin") WHERE "inventory_entries"."gtin" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_entries" ADD CONSTRAINT "inventory_price_within_mrp" CHECK ("inventory_entries"."mrp_paise" IS NULL OR "inventory_entries"."price_paise" <= "inventory_entries"."mrp_paise");