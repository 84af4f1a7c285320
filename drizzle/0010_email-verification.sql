-- hand-written: every address already on file starts unverified (email_verified_at NULL), also
-- those that received booking mail before this change: nobody ever proved they own them
-- (docs/decisions/0033-account-ends-and-sign-in-safety.md). The patient confirms once.
ALTER TABLE "patients" ADD COLUMN "email_verified_at" timestamp with time zone;
