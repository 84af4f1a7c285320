CREATE TABLE "case_sheet_amendments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_sheet_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid,
	"staff_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" varchar(20) NOT NULL,
	"patient_id" uuid,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"signed_at" timestamp with time zone,
	"signed_by" uuid,
	"signed_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_sheets_consultationId_unique" UNIQUE("consultation_id")
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "allergies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "alerts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "case_sheet_amendments" ADD CONSTRAINT "case_sheet_amendments_case_sheet_id_case_sheets_id_fk" FOREIGN KEY ("case_sheet_id") REFERENCES "public"."case_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_sheet_amendments" ADD CONSTRAINT "case_sheet_amendments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_sheets" ADD CONSTRAINT "case_sheets_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_sheets" ADD CONSTRAINT "case_sheets_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_sheets" ADD CONSTRAINT "case_sheets_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_sheets" ADD CONSTRAINT "case_sheets_signed_by_staff_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_sheet_amendments_sheet" ON "case_sheet_amendments" USING btree ("case_sheet_id","id");--> statement-breakpoint
CREATE INDEX "case_sheets_patient" ON "case_sheets" USING btree ("patient_id");--> statement-breakpoint
-- Hand-written (decision 0060): the signed text of a case sheet never changes (a change is an amendment), and amendments are never rewritten.
CREATE FUNCTION "case_sheets_keep_signed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."signed_at" IS NOT NULL AND (NEW."content" IS DISTINCT FROM OLD."content" OR NEW."signed_at" IS DISTINCT FROM OLD."signed_at" OR NEW."signed_by" IS DISTINCT FROM OLD."signed_by" OR NEW."signed_by_name" IS DISTINCT FROM OLD."signed_by_name") THEN
    RAISE EXCEPTION 'a signed case sheet is never changed: add an amendment' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "case_sheets_keep_signed" BEFORE UPDATE ON "case_sheets" FOR EACH ROW EXECUTE FUNCTION "case_sheets_keep_signed"();--> statement-breakpoint
CREATE FUNCTION "case_sheet_amendments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'case sheet amendments are only ever added' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "case_sheet_amendments_append_only" BEFORE UPDATE ON "case_sheet_amendments" FOR EACH ROW EXECUTE FUNCTION "case_sheet_amendments_append_only"();
