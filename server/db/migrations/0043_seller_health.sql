CREATE TYPE "public"."health_step" AS ENUM('OK', 'WARNED', 'LISTINGS_HELD', 'PAUSED');--> statement-breakpoint
CREATE TABLE "store_health" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"over_since" text,
	"over_metrics" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewed_on" text,
	"exempt_until" text,
	"exempt_reason" text,
	"exempt_by" uuid,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_health_days" (
	"store_id" uuid NOT NULL,
	"day" text NOT NULL,
	"counter" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_health_days_store_id_day_counter_pk" PRIMARY KEY("store_id","day","counter")
);
--> statement-breakpoint
CREATE TABLE "store_health_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"from_step" "health_step" NOT NULL,
	"to_step" "health_step" NOT NULL,
	"metrics" text[] NOT NULL,
	"actor_id" uuid,
	"exempt_until" text,
	"reason" text,
	"at" timestamp (3) with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "health_step" "health_step" DEFAULT 'OK' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_health" ADD CONSTRAINT "store_health_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_health" ADD CONSTRAINT "store_health_exempt_by_users_id_fk" FOREIGN KEY ("exempt_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_health_days" ADD CONSTRAINT "store_health_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_health_steps" ADD CONSTRAINT "store_health_steps_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_health_steps" ADD CONSTRAINT "store_health_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_health_steps_store_idx" ON "store_health_steps" USING btree ("store_id","seq");--> statement-breakpoint
CREATE INDEX "stores_health_idx" ON "stores" USING btree ("health_step","id") WHERE "stores"."health_step" <> 'OK';--> statement-breakpoint
INSERT INTO "store_health_days" ("store_id", "day", "counter", "count")
  SELECT o.store_id, d.day, e.counter, count(*)::int
  FROM order_item_status_history h
  JOIN order_items i ON i.id = h.order_item_id
  JOIN orders o ON o.id = i.order_id
  CROSS JOIN LATERAL (SELECT to_char((h.changed_at AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD') AS day) d
  CROSS JOIN LATERAL unnest(CASE
    WHEN h.from_status IS NULL THEN
      CASE WHEN h.to_status::text = 'PENDING' THEN array['ORDERED'] ELSE array[]::text[] END
    WHEN h.to_status::text = 'SHIPPED' THEN
      CASE WHEN i.dispatch_by IS NOT NULL AND d.day > i.dispatch_by
        THEN array['SHIPPED', 'SHIPPED_LATE'] ELSE array['SHIPPED'] END
    WHEN h.to_status::text = 'CANCELLED' THEN
      CASE WHEN h.changed_by IS DISTINCT FROM o.customer_id
        THEN array['CANCELLED_BY_SELLER'] ELSE array[]::text[] END
    WHEN h.to_status::text IN ('DELIVERED', 'RETURN_REQUESTED', 'RTO_INITIATED') THEN array[h.to_status::text]
    WHEN h.to_status::text = 'QC_PASSED' THEN array['QC_CHECKED']
    WHEN h.to_status::text = 'QC_FAILED' THEN array['QC_CHECKED', 'QC_FAILED']
    ELSE array[]::text[] END) AS e(counter)
  GROUP BY o.store_id, d.day, e.counter
  UNION ALL
  SELECT store_id, to_char((decided_at AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD'), 'LISTING_DECIDED', count(*)::int
  FROM listing_reviews WHERE decided_at IS NOT NULL AND NOT automatic GROUP BY 1, 2
  UNION ALL
  SELECT store_id, to_char((decided_at AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD'), 'LISTING_REJECTED', count(*)::int
  FROM listing_reviews WHERE decision::text = 'REJECTED' AND NOT automatic GROUP BY 1, 2;
