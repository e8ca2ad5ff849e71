ALTER TABLE "list_item" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "removed_list_item" ADD COLUMN "note" text;