CREATE TABLE "payment_references" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pays_for" text NOT NULL,
	"pays_for_id" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text,
	CONSTRAINT "payment_references_kind" CHECK ("payment_references"."kind" in ('utr', 'clinic-upi', 'gateway')),
	CONSTRAINT "payment_references_pays_for" CHECK ("payment_references"."pays_for" in ('consultation', 'deposit'))
);
--> statement-breakpoint
DROP INDEX "consultations_payment_utr";--> statement-breakpoint
DROP INDEX "programmes_deposit_utr";--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "refund_due" integer;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_references_holder" ON "payment_references" USING btree ("pays_for","pays_for_id");--> statement-breakpoint
-- hand-written (after the generated part, which creates the table it fills): one payment reference
-- pays for one thing (docs/decisions/0030-one-payment-reference-one-payment.md).
-- The key of a reference: a UTR without spaces in upper case, a gateway id trimmed (core/payments/references.ts).
CREATE FUNCTION "payment_reference_key"(value text, kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(CASE WHEN kind = 'gateway' THEN btrim(value) ELSE upper(regexp_replace(value, '\s', '', 'g')) END, '')
$$;
--> statement-breakpoint
-- Makes the references held by one consultation or deposit exactly `keys` (with their `kinds`): the
-- ones it no longer carries are freed, a new one is inserted, and a key another holder has is the
-- primary key's unique violation (a racing writer waits for the first to commit, then fails).
CREATE FUNCTION "payment_references_sync"(p_for text, p_id text, p_keys text[], p_kinds text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  i int;
BEGIN
  DELETE FROM payment_references
    WHERE pays_for = p_for AND pays_for_id = p_id AND NOT (reference = ANY (array_remove(p_keys, NULL)));
  FOR i IN 1 .. coalesce(array_length(p_keys, 1), 0) LOOP
    IF p_keys[i] IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM payment_references WHERE reference = p_keys[i] AND pays_for = p_for AND pays_for_id = p_id
    ) THEN
      INSERT INTO payment_references (reference, kind, pays_for, pays_for_id, recorded_at, recorded_by)
        VALUES (p_keys[i], p_kinds[i], p_for, p_id, now(), nullif(current_setting('clinic.recorded_by', true), ''));
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- A consultation holds its UTR (claimed or verified), and once paid its counter UPI reference or gateway payment id.
CREATE FUNCTION "consultations_payment_references"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payment_references_sync('consultation', NEW.id, ARRAY[
    payment_reference_key(NEW.payment_utr, 'utr'),
    CASE WHEN NEW.payment_status = 'paid' AND NEW.payment_method = 'clinic-upi' THEN payment_reference_key(NEW.payment_reference, 'clinic-upi') END,
    CASE WHEN NEW.payment_status = 'paid' AND NEW.payment_method = 'gateway' THEN payment_reference_key(NEW.payment_reference, 'gateway') END
  ], ARRAY['utr', 'clinic-upi', 'gateway']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deposit holds its UTR (claimed or confirmed), and once paid the reference of a UPI payment.
CREATE FUNCTION "programmes_payment_references"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payment_references_sync('deposit', NEW.id::text, ARRAY[
    payment_reference_key(NEW.deposit_utr, 'utr'),
    CASE WHEN NEW.deposit_status = 'paid' AND NEW.deposit_method IN ('upi', 'clinic-upi') THEN payment_reference_key(NEW.deposit_reference, 'clinic-upi') END
  ], ARRAY['utr', CASE WHEN NEW.deposit_method = 'upi' THEN 'utr' ELSE 'clinic-upi' END]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Existing references: the first payment keeps each one (by when it was claimed or recorded); a later
-- duplicate stays in its row, unheld, and reconciliation's duplicates list shows it.
INSERT INTO payment_references (reference, kind, pays_for, pays_for_id, recorded_at, recorded_by)
SELECT DISTINCT ON (key) key, kind, pays_for, id, at, 'migration'
FROM (
  SELECT payment_reference_key(payment_utr, 'utr') AS key, 'utr' AS kind, 'consultation' AS pays_for, id,
         coalesce(payment_claimed_at, payment_verified_at, created_at) AS at
    FROM consultations
  UNION ALL
  SELECT payment_reference_key(payment_reference, payment_method), payment_method, 'consultation', id,
         coalesce(payment_verified_at, created_at)
    FROM consultations WHERE payment_status = 'paid' AND payment_method IN ('clinic-upi', 'gateway')
  UNION ALL
  SELECT payment_reference_key(deposit_utr, 'utr'), 'utr', 'deposit', id::text, coalesce(deposit_claimed_at, deposit_paid_at, created_at)
    FROM programmes
  UNION ALL
  SELECT payment_reference_key(deposit_reference, 'clinic-upi'), CASE WHEN deposit_method = 'upi' THEN 'utr' ELSE 'clinic-upi' END,
         'deposit', id::text, coalesce(deposit_paid_at, created_at)
    FROM programmes WHERE deposit_status = 'paid' AND deposit_method IN ('upi', 'clinic-upi')
) AS candidates
WHERE key IS NOT NULL
ORDER BY key, at, pays_for, id;
--> statement-breakpoint
CREATE TRIGGER "consultations_payment_references"
  AFTER INSERT OR UPDATE OF "payment_utr", "payment_reference", "payment_method", "payment_status" ON "consultations"
  FOR EACH ROW EXECUTE FUNCTION "consultations_payment_references"();
--> statement-breakpoint
CREATE TRIGGER "programmes_payment_references"
  AFTER INSERT OR UPDATE OF "deposit_utr", "deposit_reference", "deposit_method", "deposit_status" ON "programmes"
  FOR EACH ROW EXECUTE FUNCTION "programmes_payment_references"();
