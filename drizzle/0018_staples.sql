CREATE TABLE "staple" (
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staple_user_id_item_key_pk" PRIMARY KEY("user_id","item_key")
);
