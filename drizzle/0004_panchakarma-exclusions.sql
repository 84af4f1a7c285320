-- No therapist, room or patient is ever in two overlapping active sessions, preparation and
-- clean-up buffers included (issue 24). drizzle-kit cannot express EXCLUDE, hence this file.
-- btree_gist gives GiST the `=` on uuid that these constraints pair with `&&` on the time range.
-- PGlite loads it as a contrib extension (server/db/client.ts, PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD CONSTRAINT "therapy_sessions_room_overlap"
  EXCLUDE USING gist ("room_id" WITH =, tstzrange("blocked_from", "blocked_to") WITH &&)
  WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD CONSTRAINT "therapy_sessions_patient_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("blocked_from", "blocked_to") WITH &&)
  WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "session_therapists" ADD CONSTRAINT "session_therapists_therapist_overlap"
  EXCLUDE USING gist ("therapist_id" WITH =, tstzrange("blocked_from", "blocked_to") WITH &&)
  WHERE ("active");
--> statement-breakpoint
-- A session therapist's blocked range and `active` are always its session's: copied on every
-- write of the row, whatever the writer sent, and again whenever the session's range or status changes.
CREATE FUNCTION "session_therapists_copy_session"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s record;
BEGIN
  SELECT blocked_from, blocked_to, status INTO s FROM therapy_sessions WHERE id = NEW.session_id;
  IF FOUND THEN
    NEW.blocked_from := s.blocked_from;
    NEW.blocked_to := s.blocked_to;
    NEW.active := s.status <> 'cancelled';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_therapists_copy_session" BEFORE INSERT OR UPDATE ON "session_therapists"
  FOR EACH ROW EXECUTE FUNCTION "session_therapists_copy_session"();
--> statement-breakpoint
CREATE FUNCTION "therapy_sessions_to_therapists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_therapists SET active = NEW.status <> 'cancelled' WHERE session_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "therapy_sessions_to_therapists" AFTER UPDATE OF "blocked_from", "blocked_to", "status" ON "therapy_sessions"
  FOR EACH ROW EXECUTE FUNCTION "therapy_sessions_to_therapists"();
