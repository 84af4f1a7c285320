ALTER TABLE "programmes" ADD COLUMN "deposit_method" text;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "deposit_reference" text;