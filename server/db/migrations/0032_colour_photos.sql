CREATE TABLE "product_color_images" (
	"product_id" uuid NOT NULL,
	"color_id" uuid NOT NULL,
	"images" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_color_images_product_id_color_id_pk" PRIMARY KEY("product_id","color_id")
);
--> statement-breakpoint
ALTER TABLE "product_color_images" ADD CONSTRAINT "product_color_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_color_images" ADD CONSTRAINT "product_color_images_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;