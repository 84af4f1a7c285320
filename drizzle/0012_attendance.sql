ALTER TABLE "consultations" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD COLUMN "started_at" timestamp with time zone;