CREATE TABLE "therapy_materials" (
	"therapy_slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "therapy_materials_therapy_slug_item_id_pk" PRIMARY KEY("therapy_slug","item_id"),
	CONSTRAINT "therapy_materials_quantity" CHECK ("therapy_materials"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "therapy_materials" ADD CONSTRAINT "therapy_materials_item_id_dispensary_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dispensary_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispensary_movements_ref" ON "dispensary_movements" USING btree ("ref","kind");