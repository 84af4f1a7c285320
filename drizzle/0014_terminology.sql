CREATE TABLE "terminology_concepts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"system" text NOT NULL,
	"code" text NOT NULL,
	"term" text NOT NULL,
	"term_devanagari" text DEFAULT '' NOT NULL,
	"term_english" text DEFAULT '' NOT NULL,
	"definition" text DEFAULT '' NOT NULL,
	"source_id" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"search_definition" text DEFAULT '' NOT NULL,
	"code_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminology_mappings" (
	"concept_id" uuid NOT NULL,
	"target_system" text NOT NULL,
	"target_code" text NOT NULL,
	CONSTRAINT "terminology_mappings_concept_id_target_system_target_code_pk" PRIMARY KEY("concept_id","target_system","target_code")
);
--> statement-breakpoint
CREATE TABLE "terminology_systems" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminology_systems_known" CHECK ("terminology_systems"."id" in ('namaste-ayurveda', 'icd11-tm2', 'icd11-mms'))
);
--> statement-breakpoint
ALTER TABLE "terminology_concepts" ADD CONSTRAINT "terminology_concepts_system_terminology_systems_id_fk" FOREIGN KEY ("system") REFERENCES "public"."terminology_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminology_mappings" ADD CONSTRAINT "terminology_mappings_concept_id_terminology_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."terminology_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminology_concepts_system_code" ON "terminology_concepts" USING btree ("system","code");--> statement-breakpoint
CREATE INDEX "terminology_concepts_code_key" ON "terminology_concepts" USING btree ("system","code_key" text_pattern_ops);