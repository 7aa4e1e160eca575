CREATE TABLE "category_size_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid,
	"system_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "size_systems_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "colors" DROP CONSTRAINT "colors_name_unique";--> statement-breakpoint
ALTER TABLE "sizes" DROP CONSTRAINT "sizes_name_unique";--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "base_color_id" uuid;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "sizes" ADD COLUMN "any_category" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_size_systems" ADD CONSTRAINT "category_size_systems_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_size_systems" ADD CONSTRAINT "category_size_systems_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_size_systems" ADD CONSTRAINT "category_size_systems_system_id_size_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."size_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_size_systems_key" ON "category_size_systems" USING btree ("category_id",coalesce("sub_category_id", '00000000-0000-0000-0000-000000000000'::uuid),"system_id");--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_base_color_id_colors_id_fk" FOREIGN KEY ("base_color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sizes" ADD COLUMN "system_id" uuid;--> statement-breakpoint
-- The seed's four sizes are the letter system's, and stay accepted in any category.
INSERT INTO "size_systems" ("code", "name", "position") VALUES ('LETTER', 'Letter (XS–5XL)', 0);--> statement-breakpoint
UPDATE "sizes" SET "system_id" = (SELECT "id" FROM "size_systems" WHERE "code" = 'LETTER'), "any_category" = true, "position" = "position" + 1;--> statement-breakpoint
ALTER TABLE "sizes" ALTER COLUMN "system_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sizes" ADD CONSTRAINT "sizes_system_id_size_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."size_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colors_palette_name_key" ON "colors" USING btree ("name") WHERE "colors"."store_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "colors_store_name_key" ON "colors" USING btree ("store_id","name") WHERE "colors"."store_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sizes_system_name_key" ON "sizes" USING btree ("system_id","name");--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_shade_has_base" CHECK (("colors"."store_id" IS NULL) OR ("colors"."base_color_id" IS NOT NULL));--> statement-breakpoint
INSERT INTO "size_systems" ("code", "name", "position") VALUES
  ('WAIST', 'Waist (inches)', 1),
  ('UK', 'Footwear (UK/IN)', 2),
  ('FREE', 'Free Size', 3),
  ('KIDS', 'Kids (by age)', 4),
  ('BRA', 'Bra (band and cup)', 5);
--> statement-breakpoint
INSERT INTO "sizes" ("system_id", "name", "position")
  SELECT s."id", v."name", v."position" FROM "size_systems" s,
  (VALUES ('X-Small', 0), ('XX-Large', 6), ('3X-Large', 7), ('4X-Large', 8), ('5X-Large', 9)) AS v("name", "position")
  WHERE s."code" = 'LETTER';
--> statement-breakpoint
INSERT INTO "sizes" ("system_id", "name", "position")
  SELECT s."id", v."name", v."position" FROM "size_systems" s,
  (VALUES ('26', 0), ('27', 1), ('28', 2), ('29', 3), ('30', 4), ('31', 5), ('32', 6), ('33', 7), ('34', 8), ('35', 9), ('36', 10), ('38', 11), ('40', 12), ('42', 13), ('44', 14)) AS v("name", "position")
  WHERE s."code" = 'WAIST';
--> statement-breakpoint
INSERT INTO "sizes" ("system_id", "name", "position")
  SELECT s."id", v."name", v."position" FROM "size_systems" s,
  (VALUES ('UK 3', 0), ('UK 4', 1), ('UK 5', 2), ('UK 6', 3), ('UK 7', 4), ('UK 8', 5), ('UK 9', 6), ('UK 10', 7), ('UK 11', 8), ('UK 12', 9)) AS v("name", "position")
  WHERE s."code" = 'UK';
--> statement-breakpoint
INSERT INTO "sizes" ("system_id", "name", "position")
  SELECT s."id", v."name", v."position" FROM "size_systems" s,
  (VALUES ('Free Size', 0)) AS v("name", "position")
  WHERE s."code" = 'FREE';
--> statement-breakpoint
INSERT INTO "sizes" ("system_id", "name", "position")
  SELECT s."id", v."name", v."position" FROM "size_systems" s,
  (VALUES ('0-3 M', 0), ('3-6 M', 1), ('6-12 M', 2), ('1-2 Y', 3), ('2-3 Y', 4), ('3-4 Y', 5), ('4-5 Y', 6), ('5-6 Y', 7), ('6-7 Y', 8), ('7-8 Y', 9), ('8-9 Y', 10), ('9-10 Y', 11), ('10-11 Y', 12), ('11-12 Y', 13), ('12-13 Y', 14), ('13-14 Y', 15)) AS v("name", "position")
  WHERE s."code" = 'KIDS';
--> statement-breakpoint
INSERT INTO "sizes" ("system_id", "name", "position")
  SELECT s."id", v."name", v."position" FROM "size_systems" s,
  (VALUES ('30A', 0), ('30B', 1), ('30C', 2), ('30D', 3), ('32A', 4), ('32B', 5), ('32C', 6), ('32D', 7), ('34A', 8), ('34B', 9), ('34C', 10), ('34D', 11), ('36A', 12), ('36B', 13), ('36C', 14), ('36D', 15), ('38A', 16), ('38B', 17), ('38C', 18), ('38D', 19), ('40A', 20), ('40B', 21), ('40C', 22), ('40D', 23)) AS v("name", "position")
  WHERE s."code" = 'BRA';
--> statement-breakpoint
INSERT INTO "colors" ("name", "hex_code", "position") VALUES
  ('Maroon', '#800000', 5),
  ('Wine', '#722F37', 6),
  ('Burgundy', '#800020', 7),
  ('Pink', '#F48FB1', 8),
  ('Fuchsia', '#D81B60', 9),
  ('Magenta', '#C2185B', 10),
  ('Peach', '#FFCBA4', 11),
  ('Coral', '#FF7F50', 12),
  ('Orange', '#F57C00', 13),
  ('Rust', '#B7410E', 14),
  ('Yellow', '#FBC02D', 15),
  ('Mustard', '#C9A227', 16),
  ('Gold', '#D4AF37', 17),
  ('Beige', '#E8D8B0', 18),
  ('Cream', '#FFFDD0', 19),
  ('Off White', '#FAF9F6', 20),
  ('Khaki', '#C3B091', 21),
  ('Tan', '#D2B48C', 22),
  ('Nude', '#E3BC9A', 23),
  ('Brown', '#6D4C41', 24),
  ('Copper', '#B87333', 25),
  ('Olive', '#6B8E23', 26),
  ('Lime Green', '#32CD32', 27),
  ('Mint Green', '#98E4B0', 28),
  ('Sea Green', '#2E8B57', 29),
  ('Bottle Green', '#006A4E', 30),
  ('Teal', '#00897B', 31),
  ('Turquoise', '#40E0D0', 32),
  ('Sky Blue', '#87CEEB', 33),
  ('Navy Blue', '#1A237E', 34),
  ('Indigo', '#3F51B5', 35),
  ('Purple', '#7B1FA2', 36),
  ('Lavender', '#B39DDB', 37),
  ('Mauve', '#B784A7', 38),
  ('Grey', '#9E9E9E', 39),
  ('Charcoal', '#36454F', 40),
  ('Silver', '#C0C0C0', 41),
  ('Multicolour', '#8E24AA', 42),
  ('Print', '#607D8B', 43);
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('FE', 'Lingerie', 5), ('UN', 'Kidswear', 4);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Bras', 0), ('Briefs', 1), ('Nightwear', 2)) AS s("name", "position")
  WHERE c."gender" = 'FE' AND c."name" = 'Lingerie';
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Boys', 0), ('Girls', 1), ('Infants', 2)) AS s("name", "position")
  WHERE c."gender" = 'UN' AND c."name" = 'Kidswear';
--> statement-breakpoint
-- Which size systems each category allows; a sub-category with rows of its own uses those.
INSERT INTO "category_size_systems" ("category_id", "sub_category_id", "system_id")
  SELECT c."id", sc."id", sy."id"
  FROM (VALUES ('MA', 'Topwear', NULL, 'LETTER'),
    ('MA', 'Bottomwear', NULL, 'WAIST'),
    ('MA', 'Bottomwear', NULL, 'LETTER'),
    ('MA', 'Bottomwear', 'Jeans', 'WAIST'),
    ('MA', 'Bottomwear', 'Trousers', 'WAIST'),
    ('MA', 'Bottomwear', 'Chinos', 'WAIST'),
    ('MA', 'Bottomwear', 'Joggers', 'LETTER'),
    ('MA', 'Ethnic Wear', NULL, 'LETTER'),
    ('MA', 'Ethnic Wear', NULL, 'FREE'),
    ('MA', 'Ethnic Wear', 'Dhotis', 'FREE'),
    ('MA', 'Footwear', NULL, 'UK'),
    ('MA', 'Accessories', NULL, 'FREE'),
    ('MA', 'Accessories', NULL, 'LETTER'),
    ('MA', 'Accessories', 'Belts', 'WAIST'),
    ('MA', 'Accessories', 'Belts', 'FREE'),
    ('MA', 'Accessories', 'Wallets', 'FREE'),
    ('MA', 'Accessories', 'Caps', 'FREE'),
    ('MA', 'Accessories', 'Sunglasses', 'FREE'),
    ('FE', 'Ethnic Wear', NULL, 'LETTER'),
    ('FE', 'Ethnic Wear', NULL, 'FREE'),
    ('FE', 'Ethnic Wear', 'Sarees', 'FREE'),
    ('FE', 'Ethnic Wear', 'Dupattas', 'FREE'),
    ('FE', 'Western Wear', NULL, 'LETTER'),
    ('FE', 'Western Wear', 'Jeans', 'WAIST'),
    ('FE', 'Western Wear', 'Skirts', 'LETTER'),
    ('FE', 'Western Wear', 'Skirts', 'WAIST'),
    ('FE', 'Footwear', NULL, 'UK'),
    ('FE', 'Bags', NULL, 'FREE'),
    ('FE', 'Jewellery', NULL, 'FREE'),
    ('FE', 'Lingerie', NULL, 'LETTER'),
    ('FE', 'Lingerie', NULL, 'BRA'),
    ('FE', 'Lingerie', 'Bras', 'BRA'),
    ('FE', 'Lingerie', 'Briefs', 'LETTER'),
    ('FE', 'Lingerie', 'Nightwear', 'LETTER'),
    ('UN', 'Topwear', NULL, 'LETTER'),
    ('UN', 'Bottomwear', NULL, 'WAIST'),
    ('UN', 'Bottomwear', NULL, 'LETTER'),
    ('UN', 'Footwear', NULL, 'UK'),
    ('UN', 'Accessories', NULL, 'FREE'),
    ('UN', 'Accessories', NULL, 'LETTER'),
    ('UN', 'Accessories', 'Socks', 'FREE'),
    ('UN', 'Accessories', 'Caps', 'FREE'),
    ('UN', 'Accessories', 'Backpacks', 'FREE'),
    ('UN', 'Accessories', 'Socks', 'UK'),
    ('UN', 'Kidswear', NULL, 'KIDS')) AS a("gender", "category", "sub", "system")
  JOIN "categories" c ON c."gender"::text = a."gender" AND c."name" = a."category"
  LEFT JOIN "sub_categories" sc ON sc."category_id" = c."id" AND sc."name" = a."sub"
  JOIN "size_systems" sy ON sy."code" = a."system";
