CREATE TABLE "programme_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"counts_on" date NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	CONSTRAINT "programme_payments_amount" CHECK ("programme_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_references" DROP CONSTRAINT "payment_references_pays_for";--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "consultation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "payment_counts_on" date;--> statement-breakpoint
ALTER TABLE "day_closes" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "pays_for" text DEFAULT 'consultation' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "programme_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "programme_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "deposit_counts_on" date;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "balance_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_payments" ADD CONSTRAINT "programme_payments_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_payments" ADD CONSTRAINT "programme_payments_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_payments_programme" ON "programme_payments" USING btree ("programme_id");--> statement-breakpoint
CREATE INDEX "programme_payments_counts_on" ON "programme_payments" USING btree ("counts_on");--> statement-breakpoint
CREATE INDEX "receipts_programme" ON "receipts" USING btree ("programme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_one_per_deposit" ON "receipts" USING btree ("programme_id") WHERE pays_for = 'deposit';--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_programmePaymentId_unique" UNIQUE("programme_payment_id");--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_pays_for" CHECK ("payment_references"."pays_for" in ('consultation', 'deposit', 'balance'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_holder" CHECK (("receipts"."pays_for" = 'consultation' and "receipts"."consultation_id" is not null) or ("receipts"."pays_for" = 'deposit' and "receipts"."programme_id" is not null) or ("receipts"."pays_for" = 'balance' and "receipts"."programme_id" is not null and "receipts"."programme_payment_id" is not null));--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_balance_paid" CHECK ("programmes"."balance_paid" >= 0 and ("programmes"."balance_paid" = 0 or "programmes"."balance_paid" + (case when "programmes"."deposit_status" = 'paid' then "programmes"."deposit" else 0 end) <= "programmes"."price" - "programmes"."discount"));--> statement-breakpoint
-- hand-written (decision 0055): a balance payment adds itself to its programme's balance_paid in the
-- same transaction; the programmes_balance_paid check then refuses more than the balance (a racing
-- second payment waits for the first one's row lock, then fails the check). Its UPI reference is held
-- in payment_references like a consultation's or a deposit's (one reference pays for one thing).
CREATE FUNCTION "programme_payments_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE programmes SET balance_paid = balance_paid + NEW.amount WHERE id = NEW.programme_id;
  PERFORM payment_references_sync('balance', NEW.id::text, ARRAY[
    CASE WHEN NEW.method IN ('upi', 'clinic-upi') THEN payment_reference_key(NEW.reference, 'clinic-upi') END
  ], ARRAY['clinic-upi']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "programme_payments_apply" AFTER INSERT ON "programme_payments" FOR EACH ROW EXECUTE FUNCTION "programme_payments_apply"();
