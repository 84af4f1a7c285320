CREATE TABLE "programme_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"days" smallint NOT NULL,
	"plan" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_templates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"consultation_id" varchar(20),
	"doctor_id" uuid,
	"template_id" uuid,
	"patient_gender" text,
	"start_date" date NOT NULL,
	"time_band" text DEFAULT 'any' NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"deposit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programmes_amounts" CHECK ("programmes"."price" >= 0 and "programmes"."discount" between 0 and "programmes"."price" and "programmes"."deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "session_therapists" (
	"session_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_to" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "session_therapists_session_id_therapist_id_pk" PRIMARY KEY("session_id","therapist_id")
);
--> statement-breakpoint
CREATE TABLE "therapist_leaves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"therapist_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"therapies" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapists_staffId_unique" UNIQUE("staff_id")
);
--> statement-breakpoint
CREATE TABLE "therapy_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid,
	"therapy_slug" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapy_sessions_times" CHECK ("therapy_sessions"."blocked_from" <= "therapy_sessions"."starts_at" and "therapy_sessions"."starts_at" < "therapy_sessions"."ends_at" and "therapy_sessions"."ends_at" <= "therapy_sessions"."blocked_to")
);
--> statement-breakpoint
CREATE TABLE "therapy_settings" (
	"therapy_slug" text PRIMARY KEY NOT NULL,
	"session_minutes" smallint NOT NULL,
	"prep_minutes" smallint DEFAULT 0 NOT NULL,
	"cleanup_minutes" smallint DEFAULT 0 NOT NULL,
	"room_capability" text,
	"therapist_count" smallint DEFAULT 1 NOT NULL,
	"gender_rule" text DEFAULT 'same-as-patient' NOT NULL,
	"needs_prescription" boolean DEFAULT true NOT NULL,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapy_settings_minutes" CHECK ("therapy_settings"."session_minutes" > 0 and "therapy_settings"."prep_minutes" >= 0 and "therapy_settings"."cleanup_minutes" >= 0),
	CONSTRAINT "therapy_settings_therapists" CHECK ("therapy_settings"."therapist_count" between 1 and 2),
	CONSTRAINT "therapy_settings_price" CHECK ("therapy_settings"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "treatment_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_template_id_programme_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."programme_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_therapists" ADD CONSTRAINT "session_therapists_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_therapists" ADD CONSTRAINT "session_therapists_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_leaves" ADD CONSTRAINT "therapist_leaves_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapists" ADD CONSTRAINT "therapists_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD CONSTRAINT "therapy_sessions_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD CONSTRAINT "therapy_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD CONSTRAINT "therapy_sessions_room_id_treatment_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."treatment_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programmes_patient" ON "programmes" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "session_therapists_therapist" ON "session_therapists" USING btree ("therapist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "therapist_leaves_therapist_date" ON "therapist_leaves" USING btree ("therapist_id","date");--> statement-breakpoint
CREATE INDEX "therapy_sessions_programme" ON "therapy_sessions" USING btree ("programme_id");--> statement-breakpoint
CREATE INDEX "therapy_sessions_day" ON "therapy_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_rooms_name" ON "treatment_rooms" USING btree (lower("name")) WHERE removed_at is null;