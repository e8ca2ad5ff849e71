CREATE TABLE "store_tick" (
	"store_id" text NOT NULL,
	"list_id" text,
	"trip_id" text NOT NULL,
	"position" integer NOT NULL,
	"item_key" text NOT NULL,
	"category" text NOT NULL,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_tick_trip_id_item_key_pk" PRIMARY KEY("trip_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "list" ADD COLUMN "trip_id" text;--> statement-breakpoint
ALTER TABLE "store_tick" ADD CONSTRAINT "store_tick_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_tick_store_idx" ON "store_tick" USING btree ("store_id","ticked_at");