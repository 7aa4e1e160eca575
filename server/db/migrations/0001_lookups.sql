-- Lookups the product form relies on: colours, sizes and a category tree per gender.
INSERT INTO "colors" ("name", "hex_code", "position") VALUES
  ('Red', '#D32F2F', 0),
  ('Blue', '#1976D2', 1),
  ('Green', '#388E3C', 2),
  ('Black', '#000000', 3),
  ('White', '#FFFFFF', 4);
--> statement-breakpoint
INSERT INTO "sizes" ("name", "position") VALUES
  ('Small', 0),
  ('Medium', 1),
  ('Large', 2),
  ('X-Large', 3);
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('MA', 'Topwear', 0);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('T-Shirts', 0), ('Casual Shirts', 1), ('Formal Shirts', 2), ('Polos', 3), ('Sweatshirts', 4), ('Jackets', 5)) AS s("name", "position")
  WHERE c."gender" = 'MA' AND c."name" = 'Topwear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('MA', 'Bottomwear', 1);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Jeans', 0), ('Trousers', 1), ('Chinos', 2), ('Shorts', 3), ('Joggers', 4)) AS s("name", "position")
  WHERE c."gender" = 'MA' AND c."name" = 'Bottomwear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('MA', 'Ethnic Wear', 2);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Kurtas', 0), ('Nehru Jackets', 1), ('Sherwanis', 2), ('Dhotis', 3)) AS s("name", "position")
  WHERE c."gender" = 'MA' AND c."name" = 'Ethnic Wear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('MA', 'Footwear', 3);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Sneakers', 0), ('Formal Shoes', 1), ('Sandals', 2), ('Kolhapuris', 3)) AS s("name", "position")
  WHERE c."gender" = 'MA' AND c."name" = 'Footwear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('MA', 'Accessories', 4);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Belts', 0), ('Wallets', 1), ('Caps', 2), ('Sunglasses', 3)) AS s("name", "position")
  WHERE c."gender" = 'MA' AND c."name" = 'Accessories';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('FE', 'Ethnic Wear', 0);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Sarees', 0), ('Kurtis', 1), ('Lehengas', 2), ('Salwar Suits', 3), ('Dupattas', 4)) AS s("name", "position")
  WHERE c."gender" = 'FE' AND c."name" = 'Ethnic Wear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('FE', 'Western Wear', 1);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Dresses', 0), ('Tops', 1), ('Jeans', 2), ('Skirts', 3), ('Co-ord Sets', 4)) AS s("name", "position")
  WHERE c."gender" = 'FE' AND c."name" = 'Western Wear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('FE', 'Footwear', 2);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Heels', 0), ('Flats', 1), ('Juttis', 2), ('Sneakers', 3)) AS s("name", "position")
  WHERE c."gender" = 'FE' AND c."name" = 'Footwear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('FE', 'Bags', 3);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Handbags', 0), ('Clutches', 1), ('Totes', 2)) AS s("name", "position")
  WHERE c."gender" = 'FE' AND c."name" = 'Bags';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('FE', 'Jewellery', 4);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Earrings', 0), ('Necklaces', 1), ('Bangles', 2)) AS s("name", "position")
  WHERE c."gender" = 'FE' AND c."name" = 'Jewellery';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('UN', 'Topwear', 0);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('T-Shirts', 0), ('Hoodies', 1), ('Oversized Shirts', 2)) AS s("name", "position")
  WHERE c."gender" = 'UN' AND c."name" = 'Topwear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('UN', 'Bottomwear', 1);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Joggers', 0), ('Cargo Pants', 1)) AS s("name", "position")
  WHERE c."gender" = 'UN' AND c."name" = 'Bottomwear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('UN', 'Footwear', 2);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Sneakers', 0), ('Slides', 1)) AS s("name", "position")
  WHERE c."gender" = 'UN' AND c."name" = 'Footwear';
--> statement-breakpoint
INSERT INTO "categories" ("gender", "name", "position") VALUES ('UN', 'Accessories', 3);
--> statement-breakpoint
INSERT INTO "sub_categories" ("category_id", "name", "position")
  SELECT c."id", s."name", s."position" FROM "categories" c,
  (VALUES ('Backpacks', 0), ('Caps', 1), ('Socks', 2)) AS s("name", "position")
  WHERE c."gender" = 'UN' AND c."name" = 'Accessories';
