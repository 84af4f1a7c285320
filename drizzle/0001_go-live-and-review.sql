CREATE TABLE "clinic_profile" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "refund_due" integer;--> statement-breakpoint
ALTER TABLE "clinic_profile" ADD CONSTRAINT "clinic_profile_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
-- A UTR names one bank transfer. Before the unique index: where one UTR was accepted on several
-- consultations, it stays on the first one paid (else the first claimed) and is taken off the
-- others, each with an entry in the audit log (before: the UTR) for reception to check.
WITH ranked AS (
  SELECT id, payment_utr, payment_status,
    row_number() OVER (PARTITION BY payment_utr ORDER BY (payment_status = 'paid') DESC, payment_verified_at NULLS LAST, payment_claimed_at NULLS LAST, created_at, id) AS n
  FROM consultations WHERE payment_utr IS NOT NULL
)
INSERT INTO audit_log (staff_name, action, entity, entity_id, before, after)
SELECT 'system', 'consultation.payment.utr-duplicate-removed', 'consultation', id,
  jsonb_build_object('paymentUtr', payment_utr, 'paymentStatus', payment_status), jsonb_build_object('paymentUtr', NULL)
FROM ranked WHERE n > 1;--> statement-breakpoint
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY payment_utr ORDER BY (payment_status = 'paid') DESC, payment_verified_at NULLS LAST, payment_claimed_at NULLS LAST, created_at, id) AS n
  FROM consultations WHERE payment_utr IS NOT NULL
)
UPDATE consultations SET payment_utr = NULL FROM ranked WHERE consultations.id = ranked.id AND ranked.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_payment_utr" ON "consultations" USING btree ("payment_utr") WHERE payment_utr is not null;