CREATE TABLE "session_note_amendments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"note_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid,
	"staff_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"patient_id" uuid,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"written_by" uuid,
	"written_by_name" text,
	"adverse" boolean DEFAULT false NOT NULL,
	"adverse_seen_at" timestamp with time zone,
	"adverse_seen_by" uuid,
	"adverse_seen_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_notes_sessionId_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "session_note_amendments" ADD CONSTRAINT "session_note_amendments_note_id_session_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."session_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_note_amendments" ADD CONSTRAINT "session_note_amendments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_written_by_staff_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_adverse_seen_by_staff_id_fk" FOREIGN KEY ("adverse_seen_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_note_amendments_note" ON "session_note_amendments" USING btree ("note_id","id");--> statement-breakpoint
CREATE INDEX "session_notes_patient" ON "session_notes" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "session_notes_adverse" ON "session_notes" USING btree ("adverse","adverse_seen_at");--> statement-breakpoint
-- Hand-written (decision 0064): a session note as first written never changes once amended (a change is an amendment), and amendments are never rewritten.
CREATE FUNCTION "session_notes_keep_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."content" IS DISTINCT FROM OLD."content" AND EXISTS (SELECT 1 FROM "session_note_amendments" WHERE "note_id" = OLD."id") THEN
    RAISE EXCEPTION 'an amended session note is never rewritten: add an amendment' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "session_notes_keep_written" BEFORE UPDATE ON "session_notes" FOR EACH ROW EXECUTE FUNCTION "session_notes_keep_written"();--> statement-breakpoint
CREATE FUNCTION "session_note_amendments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'session note amendments are only ever added' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "session_note_amendments_append_only" BEFORE UPDATE ON "session_note_amendments" FOR EACH ROW EXECUTE FUNCTION "session_note_amendments_append_only"();
