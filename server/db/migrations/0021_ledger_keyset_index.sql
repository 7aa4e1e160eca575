DROP INDEX "ledger_lines_store_created_idx";--> statement-breakpoint
CREATE INDEX "ledger_lines_store_keyset_idx" ON "ledger_lines" USING btree ("store_id","created_at","order_item_id","id");