ALTER TABLE "meal" ADD COLUMN "servings" integer;--> statement-breakpoint
ALTER TABLE "meal" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "meal_plan_entry" ADD COLUMN "scale" double precision DEFAULT 1 NOT NULL;