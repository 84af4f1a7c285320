DROP INDEX "otp_sends_contact";--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "purpose" varchar(20) DEFAULT 'signin' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "requester" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_sends_contact" ON "otp_sends" USING btree ("contact","purpose","sent_at");