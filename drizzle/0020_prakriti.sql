CREATE TABLE "prakriti_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"assessor_id" uuid,
	"assessor_name" text NOT NULL,
	"assessed_on" date NOT NULL,
	"method" varchar(20) NOT NULL,
	"answers" jsonb,
	"vata" integer NOT NULL,
	"pitta" integer NOT NULL,
	"kapha" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prakriti_method" CHECK ("prakriti_assessments"."method" in ('questionnaire', 'examination')),
	CONSTRAINT "prakriti_answers_with_questionnaire" CHECK (("prakriti_assessments"."method" = 'questionnaire') = ("prakriti_assessments"."answers" is not null)),
	CONSTRAINT "prakriti_percentages" CHECK ("prakriti_assessments"."vata" between 0 and 100 and "prakriti_assessments"."pitta" between 0 and 100 and "prakriti_assessments"."kapha" between 0 and 100),
	CONSTRAINT "prakriti_sum_100" CHECK ("prakriti_assessments"."vata" + "prakriti_assessments"."pitta" + "prakriti_assessments"."kapha" = 100)
);
--> statement-breakpoint
ALTER TABLE "prakriti_assessments" ADD CONSTRAINT "prakriti_assessments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prakriti_assessments" ADD CONSTRAINT "prakriti_assessments_assessor_id_staff_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prakriti_assessments_patient" ON "prakriti_assessments" USING btree ("patient_id","assessed_on");--> statement-breakpoint
CREATE FUNCTION "prakriti_assessments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the assessor's account may go (ON DELETE SET NULL); the assessment itself never changes.
  IF (NEW."patient_id", NEW."assessor_name", NEW."assessed_on", NEW."method", NEW."answers", NEW."vata", NEW."pitta", NEW."kapha", NEW."note", NEW."created_at")
    IS DISTINCT FROM (OLD."patient_id", OLD."assessor_name", OLD."assessed_on", OLD."method", OLD."answers", OLD."vata", OLD."pitta", OLD."kapha", OLD."note", OLD."created_at") THEN
    RAISE EXCEPTION 'a Prakriti assessment is never changed: record a reassessment' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "prakriti_assessments_append_only" BEFORE UPDATE ON "prakriti_assessments" FOR EACH ROW EXECUTE FUNCTION "prakriti_assessments_append_only"();
