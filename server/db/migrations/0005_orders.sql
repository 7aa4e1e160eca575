CREATE TABLE "invoice_counters" (
	"store_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_store_id_financial_year_pk" PRIMARY KEY("store_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"store_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_store_id_status_pk" PRIMARY KEY("store_id","status")
);
--> statement-breakpoint
CREATE TABLE "store_daily_sales" (
	"store_id" uuid NOT NULL,
	"day" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"revenue_paise" numeric(14, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "store_daily_sales_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text DEFAULT '6217' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_state_code" text DEFAULT '07' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_daily_sales" ADD CONSTRAINT "store_daily_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("shipping_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_ref_trgm_idx" ON "orders" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
INSERT INTO "order_counts" ("store_id", "status", "count")
  SELECT "store_id", 'ALL', count(*) FROM "orders" GROUP BY "store_id"
  UNION ALL
  SELECT "store_id", "status"::text, count(*) FROM "orders" GROUP BY "store_id", "status";--> statement-breakpoint
INSERT INTO "store_daily_sales" ("store_id", "day", "orders", "pieces", "revenue_paise")
  SELECT o."store_id", to_char((o."created_at" AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD'),
    count(DISTINCT o."id"),
    coalesce(sum(i."quantity") FILTER (WHERE i."item_status" NOT IN ('CANCELLED', 'RETURNED')), 0),
    coalesce(sum(round(i."price_paise" * i."quantity" * (1 - i."discount_percent" / 100))) FILTER (WHERE i."item_status" NOT IN ('CANCELLED', 'RETURNED')), 0)
  FROM "orders" o JOIN "order_items" i ON i."order_id" = o."id"
  GROUP BY 1, 2;
