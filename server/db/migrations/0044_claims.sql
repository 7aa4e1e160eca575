CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"awb" text,
	"note" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" text,
	"amount_claimed_paise" numeric(14, 0) NOT NULL,
	"deadline" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"amount_accepted_paise" numeric(14, 0),
	"decision_reason" text,
	"restocked" boolean DEFAULT false NOT NULL,
	"filed_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_item_key" ON "claims" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_store_idx" ON "claims" USING btree ("store_id","created_at","id");--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_lines_claim_key" ON "ledger_lines" USING btree ("claim_id") WHERE "ledger_lines"."claim_id" IS NOT NULL;--> statement-breakpoint
-- Decision 054: each QC dispute becomes a claim of kind QC_DISPUTE, its id kept. What it claimed is
-- what the return took from the seller for the goods (domain/claims.ts claimCap); an overturned one
-- accepted what its QC_COMPENSATION line paid, and that line now names it.
INSERT INTO "claims" ("id", "order_item_id", "store_id", "kind", "note", "amount_claimed_paise",
  "deadline", "status", "amount_accepted_paise", "decision_reason", "decided_by", "decided_at",
  "created_at")
SELECT d."id", d."order_item_id", d."store_id", 'QC_DISPUTE', d."note",
  greatest(0, -coalesce((SELECT sum(l."amount_paise") FROM "ledger_lines" l
    WHERE l."order_item_id" = d."order_item_id" AND l."event"::text = 'RETURNED'
      AND l."part" = 'ITEM' AND l."kind" NOT LIKE 'TCS%' AND l."kind" <> 'TDS'), 0)),
  to_char(d."created_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'),
  CASE d."status" WHEN 'UPHELD' THEN 'REJECTED' WHEN 'OVERTURNED' THEN 'ACCEPTED' ELSE 'OPEN' END,
  CASE WHEN d."status" = 'UPHELD' THEN 0 WHEN d."status" = 'OVERTURNED' THEN
    coalesce((SELECT sum(l."amount_paise") FROM "ledger_lines" l
      WHERE l."order_item_id" = d."order_item_id" AND l."kind" = 'QC_COMPENSATION'), 0) END,
  d."decision_reason", d."decided_by", d."decided_at", d."created_at"
FROM "qc_disputes" d;--> statement-breakpoint
UPDATE "ledger_lines" l SET "claim_id" = c."id" FROM "claims" c
WHERE l."kind" = 'QC_COMPENSATION' AND l."order_item_id" = c."order_item_id";--> statement-breakpoint
DROP TABLE "qc_disputes" CASCADE;
