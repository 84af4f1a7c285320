CREATE TABLE "dispensary_stock" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"on_hand" bigint DEFAULT 0 NOT NULL,
	"at_cost_paise" bigint DEFAULT 0 NOT NULL,
	"at_mrp_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "dispensary_movements_item_at";--> statement-breakpoint
ALTER TABLE "dispensary_stock" ADD CONSTRAINT "dispensary_stock_item_id_dispensary_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dispensary_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispensary_movements_item_at_id" ON "dispensary_movements" USING btree ("item_id","at","id");--> statement-breakpoint
-- Each item's stock, kept with its batches' on_hand by the ledger's trigger (decision 0074).
INSERT INTO "dispensary_stock" ("item_id", "on_hand", "at_cost_paise", "at_mrp_paise")
SELECT "item_id", sum("on_hand"), sum("on_hand"::bigint * "cost_paise"), sum("on_hand"::bigint * "mrp_paise")
FROM "dispensary_batches" GROUP BY "item_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dispensary_movements_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cost integer;
  mrp integer;
BEGIN
  UPDATE "dispensary_batches" SET "on_hand" = "on_hand" + NEW."quantity" WHERE "id" = NEW."batch_id"
    RETURNING "cost_paise", "mrp_paise" INTO cost, mrp;
  INSERT INTO "dispensary_stock" AS s ("item_id", "on_hand", "at_cost_paise", "at_mrp_paise")
    VALUES (NEW."item_id", NEW."quantity", NEW."quantity"::bigint * cost, NEW."quantity"::bigint * mrp)
    ON CONFLICT ("item_id") DO UPDATE SET
      "on_hand" = s."on_hand" + EXCLUDED."on_hand",
      "at_cost_paise" = s."at_cost_paise" + EXCLUDED."at_cost_paise",
      "at_mrp_paise" = s."at_mrp_paise" + EXCLUDED."at_mrp_paise";
  RETURN NEW;
END $$;--> statement-breakpoint
-- dispensary_stock changes only through the ledger's trigger, as a batch's on_hand does.
CREATE FUNCTION "dispensary_stock_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'dispensary_stock changes only through dispensary_movements' USING ERRCODE = '55000';
  END IF;
  RETURN COALESCE(NEW, OLD);
END $$;--> statement-breakpoint
CREATE TRIGGER "dispensary_stock_guard" BEFORE INSERT OR UPDATE OR DELETE ON "dispensary_stock" FOR EACH ROW EXECUTE FUNCTION "dispensary_stock_guard"();
