CREATE TABLE "live_socket" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"address" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_socket_user_id_idx" ON "live_socket" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_socket_address_idx" ON "live_socket" USING btree ("address");--> statement-breakpoint
CREATE INDEX "live_socket_instance_id_idx" ON "live_socket" USING btree ("instance_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not track triggers). Every way a session ends (sign-out, revocation, a
-- password reset or change, account deletion, a cascade, or an expiry moved into the past) goes through this
-- table, so a trigger tells every server instance, whatever path ended it, including ones added later: they
-- LISTEN on this channel, drop the session's cached answer and close its live sockets (src/server/db/session-ends.ts).
-- A delete of many sessions in one statement notifies once per row; the notices go out on commit.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('aislewise_session_ended', json_build_object('sessionId', OLD.id, 'userId', OLD.user_id)::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_ended_on_delete" AFTER DELETE ON "session"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();--> statement-breakpoint
CREATE TRIGGER "session_ended_on_expiry" AFTER UPDATE OF "expires_at" ON "session"
	FOR EACH ROW WHEN (OLD.expires_at > now() AND NEW.expires_at <= now())
	EXECUTE FUNCTION "notify_session_ended"();
