ALTER TYPE "public"."order_status" ADD VALUE 'RTO_INITIATED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RTO_DELIVERED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RETURN_REQUESTED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RETURN_PICKED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'QC_PASSED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'QC_FAILED';--> statement-breakpoint
CREATE TABLE "dispatch_due" (
	"store_id" uuid NOT NULL,
	"day" text NOT NULL,
	"status" "order_status" NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dispatch_due_store_id_day_status_pk" PRIMARY KEY("store_id","day","status")
);
--> statement-breakpoint
CREATE TABLE "qc_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "dispatch_by" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "awb" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_note" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "qc_note" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "qc_photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "handling_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "return_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatch_due" ADD CONSTRAINT "dispatch_due_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_disputes" ADD CONSTRAINT "qc_disputes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_disputes" ADD CONSTRAINT "qc_disputes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_disputes" ADD CONSTRAINT "qc_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qc_disputes_item_key" ON "qc_disputes" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "qc_disputes_status_idx" ON "qc_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_items_to_dispatch_idx" ON "order_items" USING btree ("dispatch_by","order_id") WHERE "order_items"."item_status" IN ('PENDING', 'PROCESSING');