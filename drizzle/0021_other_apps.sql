CREATE TABLE "app_password" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_address" text,
	CONSTRAINT "app_password_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dav_item" (
	"item_id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"href" text NOT NULL,
	"uid" text NOT NULL,
	CONSTRAINT "dav_item_list_href_unique" UNIQUE("list_id","href")
);
--> statement-breakpoint
CREATE TABLE "dav_sync_state" (
	"list_id" text NOT NULL,
	"token" text NOT NULL,
	"etags" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dav_sync_state_list_id_token_pk" PRIMARY KEY("list_id","token")
);
--> statement-breakpoint
ALTER TABLE "list_item" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "app_password" ADD CONSTRAINT "app_password_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dav_item" ADD CONSTRAINT "dav_item_list_id_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dav_sync_state" ADD CONSTRAINT "dav_sync_state_list_id_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_password_user_idx" ON "app_password" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dav_sync_state_created_idx" ON "dav_sync_state" USING btree ("created_at");--> statement-breakpoint
-- Every write path stamps an item's change the same way, so CalDAV's ETag and LAST-MODIFIED follow what it shows.
CREATE FUNCTION "list_item_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (NEW."name", NEW."category", NEW."checked", NEW."quantity", NEW."note", NEW."checked_at")
		IS DISTINCT FROM (OLD."name", OLD."category", OLD."checked", OLD."quantity", OLD."note", OLD."checked_at") THEN
		NEW."updated_at" := now();
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "list_item_stamp" BEFORE UPDATE ON "list_item" FOR EACH ROW EXECUTE FUNCTION "list_item_stamp"();
