CREATE TABLE "day_closes" (
	"date" date PRIMARY KEY NOT NULL,
	"closed_by" uuid,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"job_id" integer,
	"consultation_id" varchar(20),
	"kind" text NOT NULL,
	"to" varchar(10) NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"error" text,
	"fallback_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_deliveries_providerMessageId_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" varchar(7) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"number" integer NOT NULL,
	"consultation_id" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" uuid,
	CONSTRAINT "receipts_consultationId_unique" UNIQUE("consultation_id")
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "notice_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "notice_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "notice_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_staff_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_deliveries_consultation" ON "message_deliveries" USING btree ("consultation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_year_number" ON "receipts" USING btree ("financial_year","number");--> statement-breakpoint
CREATE INDEX "receipts_issued" ON "receipts" USING btree ("issued_at");