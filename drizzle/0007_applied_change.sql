CREATE TABLE "applied_change" (
	"user_id" text NOT NULL,
	"change_id" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_change_user_id_change_id_pk" PRIMARY KEY("user_id","change_id")
);
--> statement-breakpoint
ALTER TABLE "applied_change" ADD CONSTRAINT "applied_change_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_change_applied_at_idx" ON "applied_change" USING btree ("applied_at");