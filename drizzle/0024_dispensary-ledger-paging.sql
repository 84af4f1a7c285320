DROP INDEX "dispensary_movements_item_at";--> statement-breakpoint
CREATE INDEX "dispensary_movements_item_at_id" ON "dispensary_movements" USING btree ("item_id","at","id");