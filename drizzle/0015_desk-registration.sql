ALTER TABLE "patients" ADD COLUMN "consent_method" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "consent_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_consent_recorded_by_staff_id_fk" FOREIGN KEY ("consent_recorded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_consent_method" CHECK ("patients"."consent_method" is null or "patients"."consent_method" in ('desk-read', 'desk-shown'));