CREATE TABLE "dispensary_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"batch_no" text NOT NULL,
	"mfg_date" date,
	"expiry_date" date NOT NULL,
	"cost_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"supplier" text NOT NULL,
	"invoice_ref" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" uuid,
	CONSTRAINT "dispensary_batches_id_item" UNIQUE("id","item_id"),
	CONSTRAINT "dispensary_batches_on_hand_not_negative" CHECK ("dispensary_batches"."on_hand" >= 0),
	CONSTRAINT "dispensary_batches_prices" CHECK ("dispensary_batches"."cost_paise" >= 0 and "dispensary_batches"."mrp_paise" >= 0),
	CONSTRAINT "dispensary_batches_dates" CHECK ("dispensary_batches"."mfg_date" is null or "dispensary_batches"."mfg_date" <= "dispensary_batches"."expiry_date")
);
--> statement-breakpoint
CREATE TABLE "dispensary_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"form" text NOT NULL,
	"strength" text DEFAULT '' NOT NULL,
	"pack" text DEFAULT '' NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"hsn_code" text NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"reorder_level" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispensary_items_kind" CHECK ("dispensary_items"."kind" in ('medicine', 'material')),
	CONSTRAINT "dispensary_items_hsn" CHECK ("dispensary_items"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'),
	CONSTRAINT "dispensary_items_gst" CHECK ("dispensary_items"."gst_rate_bp" between 0 and 4000),
	CONSTRAINT "dispensary_items_mrp" CHECK ("dispensary_items"."mrp_paise" >= 0),
	CONSTRAINT "dispensary_items_reorder" CHECK ("dispensary_items"."reorder_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dispensary_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"staff_name" text,
	CONSTRAINT "dispensary_movements_sign" CHECK (("dispensary_movements"."kind" in ('received', 'returned') and "dispensary_movements"."quantity" > 0) or ("dispensary_movements"."kind" in ('dispensed', 'consumed', 'expired') and "dispensary_movements"."quantity" < 0) or ("dispensary_movements"."kind" = 'adjusted' and "dispensary_movements"."quantity" <> 0 and "dispensary_movements"."reason" <> ''))
);
--> statement-breakpoint
ALTER TABLE "dispensary_batches" ADD CONSTRAINT "dispensary_batches_item_id_dispensary_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dispensary_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensary_batches" ADD CONSTRAINT "dispensary_batches_received_by_staff_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensary_movements" ADD CONSTRAINT "dispensary_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensary_movements" ADD CONSTRAINT "dispensary_movements_batch_id_item_id_dispensary_batches_id_item_id_fk" FOREIGN KEY ("batch_id","item_id") REFERENCES "public"."dispensary_batches"("id","item_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispensary_batches_item_batch" ON "dispensary_batches" USING btree ("item_id","batch_no");--> statement-breakpoint
CREATE INDEX "dispensary_batches_fefo" ON "dispensary_batches" USING btree ("item_id","expiry_date");--> statement-breakpoint
CREATE INDEX "dispensary_batches_expiry" ON "dispensary_batches" USING btree ("expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "dispensary_items_identity" ON "dispensary_items" USING btree (lower("name"),lower("strength"),lower("pack"),lower("manufacturer"));--> statement-breakpoint
CREATE INDEX "dispensary_movements_item_at" ON "dispensary_movements" USING btree ("item_id","at");--> statement-breakpoint
CREATE INDEX "dispensary_movements_batch" ON "dispensary_movements" USING btree ("batch_id");--> statement-breakpoint
-- The ledger keeps each batch's on_hand (decision 0062): the batch row's check refuses a sum below
-- zero (23514 dispensary_batches_on_hand_not_negative), so no path can issue stock that is not there.
CREATE FUNCTION "dispensary_movements_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dispensary_batches" SET "on_hand" = "on_hand" + NEW."quantity" WHERE "id" = NEW."batch_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "dispensary_movements_apply" AFTER INSERT ON "dispensary_movements" FOR EACH ROW EXECUTE FUNCTION "dispensary_movements_apply"();--> statement-breakpoint
-- The ledger is append-only: a correction is a new movement.
CREATE FUNCTION "dispensary_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'dispensary_movements is append-only' USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER "dispensary_movements_append_only" BEFORE UPDATE OR DELETE ON "dispensary_movements" FOR EACH ROW EXECUTE FUNCTION "dispensary_movements_append_only"();--> statement-breakpoint
-- on_hand changes only through the ledger's trigger (pg_trigger_depth() > 1 inside it).
CREATE FUNCTION "dispensary_batches_on_hand_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."on_hand" IS DISTINCT FROM OLD."on_hand" AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'dispensary_batches.on_hand changes only through dispensary_movements' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "dispensary_batches_on_hand_guard" BEFORE UPDATE ON "dispensary_batches" FOR EACH ROW EXECUTE FUNCTION "dispensary_batches_on_hand_guard"();
