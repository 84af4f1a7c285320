ALTER TABLE "programmes" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_request_id_therapy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."therapy_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_one_per_request" ON "programmes" USING btree ("request_id");