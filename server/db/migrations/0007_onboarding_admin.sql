CREATE TABLE "user_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
CREATE INDEX "organisations_created_idx" ON "organisations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "organisations_owner_idx" ON "organisations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "organisations_name_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_aadhaar_hash_idx" ON "stores" USING btree ("aadhaar_hash");--> statement-breakpoint
CREATE INDEX "stores_organisation_idx" ON "stores" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE FUNCTION "user_counts_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO "user_counts" ("role", "count") VALUES (NEW."role"::text, 1)
      ON CONFLICT ("role") DO UPDATE SET "count" = "user_counts"."count" + 1;
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE "user_counts" SET "count" = "count" - 1 WHERE "role" = OLD."role"::text;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_counts" ("role", "count") VALUES ('ALL', 1)
      ON CONFLICT ("role") DO UPDATE SET "count" = "user_counts"."count" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "user_counts" SET "count" = "count" - 1 WHERE "role" = 'ALL';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_count_roles" AFTER INSERT OR DELETE OR UPDATE OF "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_counts_bump"();--> statement-breakpoint
INSERT INTO "user_counts" ("role", "count")
  SELECT "role"::text, count(*)::int FROM "users" GROUP BY "role"
  UNION ALL SELECT 'ALL', count(*)::int FROM "users";
