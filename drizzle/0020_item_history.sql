CREATE TABLE "item_history" (
	"user_id" text NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"quantity" text,
	"times_bought" integer DEFAULT 1 NOT NULL,
	"last_bought_at" timestamp with time zone DEFAULT now() NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	CONSTRAINT "item_history_user_id_name_key_pk" PRIMARY KEY("user_id","name_key")
);
--> statement-breakpoint
ALTER TABLE "item_history" ADD CONSTRAINT "item_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_history_recent_idx" ON "item_history" USING btree ("user_id","last_bought_at");