CREATE TABLE "location_stock" (
	"entry_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"reserved_stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "location_stock_entry_id_location_id_pk" PRIMARY KEY("entry_id","location_id"),
	CONSTRAINT "location_stock_valid" CHECK ("location_stock"."reserved_stock" >= 0 AND "location_stock"."reserved_stock" <= "location_stock"."total_stock")
);
--> statement-breakpoint
CREATE TABLE "store_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"name" text,
	"address" text,
	"state_code" text,
	"pin_code" text,
	"gstin_enc" text,
	"gstin_hash" text,
	"contact_name" text,
	"contact_phone" text,
	"hours" text DEFAULT '' NOT NULL,
	"takes_returns" boolean DEFAULT true NOT NULL,
	"return_to" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_locations_own_place" CHECK ("store_locations"."is_primary" OR ("store_locations"."name" IS NOT NULL AND "store_locations"."address" IS NOT NULL AND "store_locations"."state_code" IS NOT NULL AND "store_locations"."pin_code" IS NOT NULL AND "store_locations"."gstin_enc" IS NOT NULL AND "store_locations"."contact_name" IS NOT NULL AND "store_locations"."contact_phone" IS NOT NULL)),
	CONSTRAINT "store_locations_primary_open" CHECK (NOT "store_locations"."is_primary" OR "store_locations"."archived_at" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_entry_id_inventory_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."inventory_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_locations" ADD CONSTRAINT "store_locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_locations" ADD CONSTRAINT "store_locations_return_to_store_locations_id_fk" FOREIGN KEY ("return_to") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_stock_location_idx" ON "location_stock" USING btree ("location_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_locations_primary_key" ON "store_locations" USING btree ("store_id") WHERE "store_locations"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "store_locations_name_key" ON "store_locations" USING btree ("store_id",lower("name"));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every store has its primary location, whoever inserts the store (the seed tool copies rows).
CREATE FUNCTION "stores_primary_location"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "store_locations" ("store_id", "is_primary") VALUES (NEW."id", true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "stores_primary_location" AFTER INSERT ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "stores_primary_location"();--> statement-breakpoint
INSERT INTO "store_locations" ("store_id", "is_primary", "created_at")
  SELECT "id", true, "created_at" FROM "stores";--> statement-breakpoint
-- A new variant's pieces are at the primary location, whoever inserts it; a seller moves them.
CREATE FUNCTION "inventory_entries_location_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "location_stock" ("entry_id", "location_id", "total_stock", "reserved_stock")
    SELECT NEW."id", l."id", NEW."total_stock", NEW."reserved_stock"
    FROM "store_locations" l WHERE l."store_id" = NEW."store_id" AND l."is_primary";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "inventory_entries_location_stock" AFTER INSERT ON "inventory_entries"
  FOR EACH ROW EXECUTE FUNCTION "inventory_entries_location_stock"();--> statement-breakpoint
INSERT INTO "location_stock" ("entry_id", "location_id", "total_stock", "reserved_stock")
  SELECT e."id", l."id", e."total_stock", e."reserved_stock"
  FROM "inventory_entries" e JOIN "store_locations" l ON l."store_id" = e."store_id" AND l."is_primary";--> statement-breakpoint
UPDATE "order_items" i SET "location_id" = l."id"
  FROM "orders" o, "store_locations" l
  WHERE o."id" = i."order_id" AND l."store_id" = o."store_id" AND l."is_primary";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "location_id" SET NOT NULL;
