CREATE TYPE "public"."store_notice_topic" AS ENUM('ORDERS', 'RETURNS', 'COMPLAINTS', 'PAYOUTS');--> statement-breakpoint
CREATE TABLE "store_notice_settings" (
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" "store_notice_topic" NOT NULL,
	"in_console" boolean NOT NULL,
	"by_mail" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_notice_settings_store_id_user_id_topic_pk" PRIMARY KEY("store_id","user_id","topic")
);
--> statement-breakpoint
ALTER TABLE "store_notice_settings" ADD CONSTRAINT "store_notice_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_notice_settings" ADD CONSTRAINT "store_notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;