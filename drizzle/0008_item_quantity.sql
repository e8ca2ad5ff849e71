CREATE TABLE "removed_list_item" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"checked" boolean NOT NULL,
	"quantity" text,
	"checked_at" timestamp with time zone,
	"position" bigint NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_item" ADD COLUMN "quantity" text;--> statement-breakpoint
ALTER TABLE "list_item" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removed_list_item" ADD CONSTRAINT "removed_list_item_list_id_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removed_list_item_list_idx" ON "removed_list_item" USING btree ("list_id","removed_at");--> statement-breakpoint
-- Items saved before this migration still carry their quantity in the name ('2 lbs chicken thighs'). The
-- server takes it out with the same parser the write path uses, once, right after migrating, and then
-- drops this marker (src/server/lists/quantity-backfill.repo.ts).
CREATE TABLE "pending_quantity_split" ("pending" boolean PRIMARY KEY NOT NULL);--> statement-breakpoint
INSERT INTO "pending_quantity_split" VALUES (true);
