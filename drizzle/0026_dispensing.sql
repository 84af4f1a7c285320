CREATE TABLE "dispensation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispensation_id" uuid NOT NULL,
	"consultation_id" varchar(20) NOT NULL,
	"line_key" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"unit" text NOT NULL,
	"batch_no" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"unit_mrp_paise" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"hsn_code" text NOT NULL,
	CONSTRAINT "dispensation_lines_quantity" CHECK ("dispensation_lines"."quantity" > 0),
	CONSTRAINT "dispensation_lines_amount" CHECK ("dispensation_lines"."unit_mrp_paise" >= 0 and "dispensation_lines"."amount_paise" = "dispensation_lines"."unit_mrp_paise" * "dispensation_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "dispensations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" varchar(20) NOT NULL,
	"patient_id" uuid,
	"patient_name" text NOT NULL,
	"total_paise" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispensation_lines" ADD CONSTRAINT "dispensation_lines_dispensation_id_dispensations_id_fk" FOREIGN KEY ("dispensation_id") REFERENCES "public"."dispensations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensation_lines" ADD CONSTRAINT "dispensation_lines_item_id_dispensary_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dispensary_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensation_lines" ADD CONSTRAINT "dispensation_lines_batch_id_dispensary_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."dispensary_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensations" ADD CONSTRAINT "dispensations_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensations" ADD CONSTRAINT "dispensations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensations" ADD CONSTRAINT "dispensations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispensation_lines_dispensation" ON "dispensation_lines" USING btree ("dispensation_id");--> statement-breakpoint
CREATE INDEX "dispensation_lines_consultation" ON "dispensation_lines" USING btree ("consultation_id","line_key");--> statement-breakpoint
CREATE INDEX "dispensations_consultation" ON "dispensations" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "dispensations_at" ON "dispensations" USING btree ("at");--> statement-breakpoint
-- What was dispensed is a record (decision 0069): its lines are never changed or removed.
CREATE FUNCTION "dispensation_lines_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'dispensation_lines is append-only' USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER "dispensation_lines_append_only" BEFORE UPDATE OR DELETE ON "dispensation_lines" FOR EACH ROW EXECUTE FUNCTION "dispensation_lines_append_only"();
