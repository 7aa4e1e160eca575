CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"series" text NOT NULL,
	"number" text NOT NULL,
	"reason" "order_status" NOT NULL,
	"quantity" integer NOT NULL,
	"amount_paise" numeric(14, 0) NOT NULL,
	"taxable_paise" numeric(14, 0) NOT NULL,
	"cgst_paise" numeric(14, 0) NOT NULL,
	"sgst_paise" numeric(14, 0) NOT NULL,
	"igst_paise" numeric(14, 0) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series_key" text NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_series_series_key_kind_financial_year_pk" PRIMARY KEY("series_key","kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "gstin_claims" (
	"gstin_hash" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "amount_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cgst_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sgst_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "invoiced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_pin_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_series" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packaging_rate_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packaging_taxable_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packaging_cgst_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packaging_sgst_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packaging_igst_paise" numeric(14, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "gstin_hash" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pin_code" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gstin_claims" ADD CONSTRAINT "gstin_claims_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_series_number_key" ON "credit_notes" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_item_key" ON "credit_notes" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_series_number_key" ON "orders" USING btree ("invoice_series","invoice_number") WHERE "orders"."invoice_series" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_gstin_hash_idx" ON "stores" USING btree ("gstin_hash");--> statement-breakpoint
-- Orders placed before issue 17 keep what their customers were charged: tax on top of the price,
-- rounded as the old checkout rounded it, and packaging untaxed. Their figures are stored now so
-- that history, revenue and insights read one set of columns; their invoices keep the old rule.
UPDATE "order_items" SET
  "taxable_paise" = round("price_paise" * "quantity" * (1 - "discount_percent" / 100.0)),
  "tax_paise" = round("price_paise" * "quantity" * (1 - "discount_percent" / 100.0) * "tax_rate_percent" / 100.0);--> statement-breakpoint
UPDATE "order_items" SET "amount_paise" = "taxable_paise" + "tax_paise";--> statement-breakpoint
UPDATE "orders" SET "packaging_taxable_paise" = "packaging_paise";
