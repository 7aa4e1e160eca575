-- The location whose GSTIN an order is invoiced under (issue 51, decision 055): the store's primary
-- for every order so far, and for any inserter that leaves it out.
ALTER TABLE "orders" ADD COLUMN "billing_location_id" uuid;--> statement-breakpoint
UPDATE "orders" o SET "billing_location_id" = l."id"
  FROM "store_locations" l WHERE l."store_id" = o."store_id" AND l."is_primary";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "billing_location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_location_id_store_locations_id_fk" FOREIGN KEY ("billing_location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "orders_billing_location"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."billing_location_id" IS NULL THEN
    SELECT l."id" INTO NEW."billing_location_id"
      FROM "store_locations" l WHERE l."store_id" = NEW."store_id" AND l."is_primary";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_billing_location" BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_billing_location"();
