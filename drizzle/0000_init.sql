CREATE TABLE "category_memory" (
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"category" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_memory_user_id_item_key_pk" PRIMARY KEY("user_id","item_key")
);
