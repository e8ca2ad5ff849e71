CREATE TABLE "ai_category_cache" (
	"item_key" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
