CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"number" integer NOT NULL,
	"note_no" varchar(16) NOT NULL,
	"invoice_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_on" date NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"refund_method" text NOT NULL,
	"counts_on" date NOT NULL,
	"issued_by" uuid,
	"issued_by_name" text NOT NULL,
	CONSTRAINT "credit_notes_method" CHECK ("credit_notes"."refund_method" in ('clinic-cash', 'clinic-card', 'clinic-upi'))
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"description" text NOT NULL,
	"batch_no" text NOT NULL,
	"expiry_date" date NOT NULL,
	"hsn_code" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"gross_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "tax_invoice_lines_quantity" CHECK ("tax_invoice_lines"."quantity" > 0),
	CONSTRAINT "tax_invoice_lines_amounts" CHECK ("tax_invoice_lines"."gross_paise" = "tax_invoice_lines"."mrp_paise" * "tax_invoice_lines"."quantity" and "tax_invoice_lines"."gross_paise" = "tax_invoice_lines"."taxable_paise" + "tax_invoice_lines"."cgst_paise" + "tax_invoice_lines"."sgst_paise" + "tax_invoice_lines"."igst_paise")
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"number" integer NOT NULL,
	"invoice_no" varchar(16) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_on" date NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_address" text DEFAULT '' NOT NULL,
	"buyer_phone" text DEFAULT '' NOT NULL,
	"buyer_gstin" text DEFAULT '' NOT NULL,
	"patient_id" uuid,
	"place_of_supply" varchar(2) NOT NULL,
	"inter_state" boolean NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text DEFAULT '' NOT NULL,
	"gross_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"round_off_paise" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"counts_on" date NOT NULL,
	"issued_by" uuid,
	"issued_by_name" text NOT NULL,
	CONSTRAINT "tax_invoices_source" CHECK ("tax_invoices"."source_kind" in ('counter', 'dispensation')),
	CONSTRAINT "tax_invoices_method" CHECK ("tax_invoices"."method" in ('clinic-cash', 'clinic-card', 'clinic-upi')),
	CONSTRAINT "tax_invoices_amounts" CHECK ("tax_invoices"."gross_paise" = "tax_invoices"."taxable_paise" + "tax_invoices"."cgst_paise" + "tax_invoices"."sgst_paise" + "tax_invoices"."igst_paise" and "tax_invoices"."amount" * 100 = "tax_invoices"."gross_paise" + "tax_invoices"."round_off_paise" and "tax_invoices"."round_off_paise" between -99 and 0),
	CONSTRAINT "tax_invoices_split" CHECK (("tax_invoices"."inter_state" and "tax_invoices"."cgst_paise" = 0 and "tax_invoices"."sgst_paise" = 0) or (not "tax_invoices"."inter_state" and "tax_invoices"."igst_paise" = 0))
);
--> statement-breakpoint
ALTER TABLE "payment_references" DROP CONSTRAINT "payment_references_pays_for";--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_holder";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "tax_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_lines" ADD CONSTRAINT "tax_invoice_lines_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_lines" ADD CONSTRAINT "tax_invoice_lines_item_id_dispensary_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dispensary_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_lines" ADD CONSTRAINT "tax_invoice_lines_batch_id_dispensary_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."dispensary_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_number" ON "credit_notes" USING btree ("financial_year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_note_no" ON "credit_notes" USING btree ("note_no");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_one_per_invoice" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_counts_on" ON "credit_notes" USING btree ("counts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_lines_no" ON "tax_invoice_lines" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_year_number" ON "tax_invoices" USING btree ("financial_year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_invoice_no" ON "tax_invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "tax_invoices_issued_on" ON "tax_invoices" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "tax_invoices_counts_on" ON "tax_invoices" USING btree ("counts_on");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_taxInvoiceId_unique" UNIQUE("tax_invoice_id");--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_pays_for" CHECK ("payment_references"."pays_for" in ('consultation', 'deposit', 'balance', 'sale'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_holder" CHECK (("receipts"."pays_for" = 'consultation' and "receipts"."consultation_id" is not null) or ("receipts"."pays_for" = 'deposit' and "receipts"."programme_id" is not null) or ("receipts"."pays_for" = 'balance' and "receipts"."programme_id" is not null and "receipts"."programme_payment_id" is not null) or ("receipts"."pays_for" = 'sale' and "receipts"."tax_invoice_id" is not null));--> statement-breakpoint
-- hand-written (decision 0070): an issued tax invoice, its lines and a credit note are never changed
-- or removed (CGST Act section 34: a credit note corrects an invoice); any writer is refused.
CREATE FUNCTION "issued_documents_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is never changed once issued', TG_TABLE_NAME USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tax_invoices_unchanged" BEFORE UPDATE OR DELETE ON "tax_invoices" FOR EACH ROW EXECUTE FUNCTION "issued_documents_unchanged"();
--> statement-breakpoint
CREATE TRIGGER "tax_invoice_lines_unchanged" BEFORE UPDATE OR DELETE ON "tax_invoice_lines" FOR EACH ROW EXECUTE FUNCTION "issued_documents_unchanged"();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_unchanged" BEFORE UPDATE OR DELETE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "issued_documents_unchanged"();
--> statement-breakpoint
-- A sale paid by UPI holds its reference like every other payment (decision 0030): one reference pays for one thing.
CREATE FUNCTION "tax_invoices_payment_reference"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payment_references_sync('sale', NEW.id::text, ARRAY[
    CASE WHEN NEW.method = 'clinic-upi' THEN payment_reference_key(NEW.reference, 'clinic-upi') END
  ], ARRAY['clinic-upi']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tax_invoices_payment_reference" AFTER INSERT ON "tax_invoices" FOR EACH ROW EXECUTE FUNCTION "tax_invoices_payment_reference"();
