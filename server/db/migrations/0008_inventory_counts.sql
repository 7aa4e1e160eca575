CREATE TABLE "inventory_counts" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD CONSTRAINT "inventory_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "inventory_counts_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "inventory_counts" ("store_id", "count")
      SELECT p."store_id", 1 FROM "products" p WHERE p."id" = NEW."product_id" AND NOT p."is_deleted"
      ON CONFLICT ("store_id") DO UPDATE SET "count" = "inventory_counts"."count" + 1;
  ELSE
    UPDATE "inventory_counts" c SET "count" = c."count" - 1
      FROM "products" p
      WHERE p."id" = OLD."product_id" AND NOT p."is_deleted" AND c."store_id" = p."store_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inventory_entries_count" AFTER INSERT OR DELETE ON "inventory_entries"
  FOR EACH ROW EXECUTE FUNCTION "inventory_counts_entries"();--> statement-breakpoint
CREATE FUNCTION "inventory_counts_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  IF NEW."is_deleted" IS DISTINCT FROM OLD."is_deleted" THEN
    SELECT count(*)::int INTO n FROM "inventory_entries" WHERE "product_id" = NEW."id";
    INSERT INTO "inventory_counts" ("store_id", "count")
      VALUES (NEW."store_id", CASE WHEN NEW."is_deleted" THEN -n ELSE n END)
      ON CONFLICT ("store_id") DO UPDATE SET "count" = "inventory_counts"."count" + EXCLUDED."count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_count_entries" AFTER UPDATE OF "is_deleted" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "inventory_counts_products"();--> statement-breakpoint
INSERT INTO "inventory_counts" ("store_id", "count")
  SELECT p."store_id", count(*)::int FROM "inventory_entries" e
  JOIN "products" p ON p."id" = e."product_id"
  WHERE NOT p."is_deleted"
  GROUP BY p."store_id";
