CREATE TABLE "audit_counts" (
	"scope" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE FUNCTION "audit_counts_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "audit_counts" ("scope", "count") VALUES ('ALL', 1)
      ON CONFLICT ("scope") DO UPDATE SET "count" = "audit_counts"."count" + 1;
  ELSE
    UPDATE "audit_counts" SET "count" = "count" - 1 WHERE "scope" = 'ALL';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_count" AFTER INSERT OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_counts_bump"();--> statement-breakpoint
INSERT INTO "audit_counts" ("scope", "count") SELECT 'ALL', count(*)::int FROM "audit_log";
