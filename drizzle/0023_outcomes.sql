CREATE TABLE "outcome_measures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"min" double precision,
	"max" double precision,
	"chosen_by" uuid,
	"chosen_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_measures_kind" CHECK ("outcome_measures"."kind" in ('pain-0-10', 'weight-kg', 'blood-pressure', 'symptom-score', 'custom')),
	CONSTRAINT "outcome_measures_range" CHECK ("outcome_measures"."min" is null or "outcome_measures"."max" is null or "outcome_measures"."min" < "outcome_measures"."max")
);
--> statement-breakpoint
CREATE TABLE "outcome_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"measure_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	"value2" double precision,
	"taken_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text,
	"consultation_id" varchar(20),
	"session_id" uuid,
	CONSTRAINT "outcome_readings_one_place" CHECK ("outcome_readings"."consultation_id" is null or "outcome_readings"."session_id" is null)
);
--> statement-breakpoint
ALTER TABLE "outcome_measures" ADD CONSTRAINT "outcome_measures_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_measures" ADD CONSTRAINT "outcome_measures_chosen_by_staff_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_readings" ADD CONSTRAINT "outcome_readings_measure_id_outcome_measures_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."outcome_measures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_readings" ADD CONSTRAINT "outcome_readings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_readings" ADD CONSTRAINT "outcome_readings_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_readings" ADD CONSTRAINT "outcome_readings_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_readings" ADD CONSTRAINT "outcome_readings_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outcome_measures_patient_kind_name" ON "outcome_measures" USING btree ("patient_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "outcome_readings_measure" ON "outcome_readings" USING btree ("measure_id","taken_on");--> statement-breakpoint
CREATE INDEX "outcome_readings_patient" ON "outcome_readings" USING btree ("patient_id");