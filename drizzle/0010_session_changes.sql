-- Every change to a session row (sign-out, expiry, a password change revoking the others, an
-- account deleted, its data replaced) is announced on the channel `session_changed` with the
-- row's sid, so each app instance can drop its in-memory copy of that session at commit
-- (src/server/auth/session-cache.ts). Inserts need no announcement: a new sid is never cached.
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.sid);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
