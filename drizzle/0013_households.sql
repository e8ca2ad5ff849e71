CREATE TABLE "household" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_member" (
	"user_id" text PRIMARY KEY NOT NULL,
	"household_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_member" ADD CONSTRAINT "household_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_member" ADD CONSTRAINT "household_member_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_member_household_idx" ON "household_member" USING btree ("household_id","joined_at");--> statement-breakpoint
-- Every existing user gets a household of their own, named after them, as a new account does (households.repo.ts).
INSERT INTO "household" ("id", "name", "created_at")
  SELECT 'h-' || "id", "name" || '''s household', "created_at" FROM "user";--> statement-breakpoint
INSERT INTO "household_member" ("user_id", "household_id", "role", "joined_at")
  SELECT "id", 'h-' || "id", 'owner', "created_at" FROM "user";
