CREATE TABLE "session_move_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "therapy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"therapy_slug" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"time_band" text DEFAULT 'any' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "plan" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "prescribed_by" uuid;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "deposit_status" text DEFAULT 'due' NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "deposit_utr" varchar(32);--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "deposit_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "notice_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD COLUMN "day" smallint;--> statement-breakpoint
ALTER TABLE "session_move_requests" ADD CONSTRAINT "session_move_requests_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_move_requests" ADD CONSTRAINT "session_move_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_move_requests" ADD CONSTRAINT "session_move_requests_resolved_by_staff_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_requests" ADD CONSTRAINT "therapy_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_requests" ADD CONSTRAINT "therapy_requests_resolved_by_staff_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_move_requests_open" ON "session_move_requests" USING btree ("session_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "session_move_requests_status" ON "session_move_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "therapy_requests_open" ON "therapy_requests" USING btree ("patient_id","therapy_slug") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "therapy_requests_status" ON "therapy_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_prescribed_by_staff_id_fk" FOREIGN KEY ("prescribed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_accepted_by_staff_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programmes_consultation" ON "programmes" USING btree ("consultation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_deposit_utr" ON "programmes" USING btree ("deposit_utr") WHERE deposit_utr is not null;