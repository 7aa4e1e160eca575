CREATE TABLE "stock_transfer_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"description" text NOT NULL,
	"sku" text,
	"hsn_code" text NOT NULL,
	"quantity_sent" integer NOT NULL,
	"quantity_received" integer,
	"unit_price_paise" numeric(14, 0) NOT NULL,
	"tax_rate_percent" numeric(5, 2) NOT NULL,
	"taxable_paise" numeric(14, 0) NOT NULL,
	"cgst_paise" numeric(14, 0) NOT NULL,
	"sgst_paise" numeric(14, 0) NOT NULL,
	"igst_paise" numeric(14, 0) NOT NULL,
	CONSTRAINT "stock_transfer_lines_sent" CHECK ("stock_transfer_lines"."quantity_sent" > 0),
	CONSTRAINT "stock_transfer_lines_received" CHECK ("stock_transfer_lines"."quantity_received" IS NULL OR "stock_transfer_lines"."quantity_received" BETWEEN 0 AND "stock_transfer_lines"."quantity_sent")
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"from_location_id" uuid NOT NULL,
	"to_location_id" uuid NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"document_kind" text NOT NULL,
	"document_number" text NOT NULL,
	"series_key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"received_by" uuid,
	"received_at" timestamp with time zone,
	"receive_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "stock_transfers_two_places" CHECK ("stock_transfers"."from_location_id" <> "stock_transfers"."to_location_id"),
	CONSTRAINT "stock_transfers_received" CHECK (("stock_transfers"."status" = 'RECEIVED') = ("stock_transfers"."received_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_entry_id_inventory_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."inventory_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_location_id_store_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_location_id_store_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfer_lines_entry_key" ON "stock_transfer_lines" USING btree ("transfer_id","entry_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_store_idx" ON "stock_transfers" USING btree ("store_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_number_key" ON "stock_transfers" USING btree ("series_key","document_kind","document_number");