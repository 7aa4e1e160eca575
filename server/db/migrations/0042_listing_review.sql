CREATE TYPE "public"."listing_decision" AS ENUM('APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."listing_state" AS ENUM('DRAFT', 'IN_REVIEW', 'LIVE', 'REJECTED');--> statement-breakpoint
ALTER TYPE "public"."store_notice_topic" ADD VALUE 'LISTINGS';--> statement-breakpoint
CREATE TABLE "listing_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"previous" jsonb,
	"previous_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"import_id" uuid,
	"submitted_by" uuid NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"decision" "listing_decision",
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"automatic" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listing_state" "listing_state" DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "live" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "listing_trust" boolean;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reviews_waiting_key" ON "listing_reviews" USING btree ("product_id") WHERE "listing_reviews"."decision" IS NULL;--> statement-breakpoint
CREATE INDEX "listing_reviews_queue_idx" ON "listing_reviews" USING btree ("submitted_at","id") WHERE "listing_reviews"."decision" IS NULL;--> statement-breakpoint
CREATE INDEX "listing_reviews_store_queue_idx" ON "listing_reviews" USING btree ("store_id","submitted_at","id") WHERE "listing_reviews"."decision" IS NULL;--> statement-breakpoint
CREATE INDEX "listing_reviews_product_idx" ON "listing_reviews" USING btree ("product_id","submitted_at");--> statement-breakpoint
CREATE INDEX "listing_reviews_store_decided_idx" ON "listing_reviews" USING btree ("store_id","decision") WHERE "listing_reviews"."decision" IS NOT NULL AND NOT "listing_reviews"."automatic";--> statement-breakpoint
-- Products already listed to buyers stay listed: their present version is the approved one
-- (decision 052). Drafts without photos stay DRAFT until photos send them to review.
UPDATE "products" p SET "listing_state" = 'LIVE', "live" = jsonb_build_object(
	'name', p."name",
	'description', p."description",
	'gender', p."gender"::text,
	'categoryId', p."category_id"::text,
	'subCategoryId', p."sub_category_id"::text,
	'mainImage', p."main_image",
	'images', to_jsonb(p."images"),
	'colorImages', coalesce((SELECT jsonb_object_agg(ci."color_id"::text, to_jsonb(ci."images")) FROM "product_color_images" ci WHERE ci."product_id" = p."id"), '{}'::jsonb),
	'mrpPaise', coalesce((SELECT jsonb_object_agg(e."color_id"::text || ':' || e."size_id"::text, e."mrp_paise") FROM "inventory_entries" e WHERE e."product_id" = p."id"), '{}'::jsonb)
) WHERE cardinality(p."images") > 0;
