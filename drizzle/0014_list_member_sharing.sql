ALTER TABLE "list_member" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "list_member" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "list_member" ADD CONSTRAINT "list_member_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Lists shared before this was kept are not new to anyone.
UPDATE "list_member" SET "seen_at" = "added_at";
